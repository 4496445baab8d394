import { memo, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Key } from 'react';
import type { PreloadableScreen } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import type { ReactNode } from 'react';
import { Alert, App, Button, ConfigProvider, Flex, Result, Spin, Table } from 'antd';
import type { TableProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Pager as SharedPager, PageContainer, RovingToolbar } from '@admin/shared/ui';
import { useResourceAccess } from './access';
import { isMarked } from './cells';
import { buildColumns } from './columns';
import { createDataProvider } from './data-provider';
import { ResourceFormDrawer as FormDrawer } from './form-drawer';
import type { FormTarget } from './form-drawer';
import { BulkBar as Bulk, type BulkBarProps } from './list/bulk-bar';
import { applyPrefs, columnPrefsRead, DEFAULT_DENSITY, useColumnPrefs } from './list/column-prefs';
import type { QueryKey } from '@tanstack/react-query';
import { preload } from './list/preload';
import { usePicturePreview } from './list/picture-preview';
import { ColumnSettings as Columns } from './list/column-settings';
import { ExportButton as Export } from './list/export-button';
import { columnsMinWidth, columnsWidth, fitColumns, SELECT_WIDTH } from './list/layout';
import { stickyHeaderCell, useFitsWidth } from './list/fit-width';
import { useSelectCell } from './list/row-checkbox';
import { KitBodyProvider, kitBodyDraws, type KitBodyRows } from './list/kit-body';
import { RECORD_KEY, SLOT_ROW_COMPONENTS, useSlotKey } from './list/slot-rows';
import { useReorder } from './list/use-reorder';
import { useRowDeletes } from './list/row-deletes';
import { useRowToggles } from './list/row-toggles';
import { useRowsInViewFirst } from './list/rows-in-view';
import { usePureRenders } from './list/pure-render';
import { ROW_HOVER_CLASS } from './list/row-hover';
import './list/measure-row.css';
import { useListI18n } from './list/texts';
import { SearchForm as Search, searchParams } from './search-form';
import type { DataProvider, Rec, ResourceDef } from './types';
import { firstListRead, useResourceList } from './use-resource-list';
import { useListHistory } from './history/list-history';
import { offerUndoDelete } from './history/undo-delete';
import { RecycleBinButton } from './recycle-bin/recycle-bin-button';
import { useViewParam, VIEW_PARAM } from './view-param';

// Re-rendered only when their own props change, not with every page of rows.
const SearchForm = memo(Search);
const BulkBar = memo(Bulk);
const ColumnSettings = memo(Columns);
const ExportButton = memo(Export);
const ResourceFormDrawer = memo(FormDrawer);
const Pager = memo(SharedPager);

/*
 * "Nothing selected" and "no selected rows" as one array each: a new [] on every page made antd's
 * row selection copy it into its state in a layout effect, a second render of the whole table (and
 * of the bulk bar) after every page's rows.
 */
const NO_KEYS: Key[] = [];
const NO_ROWS: Rec[] = [];

/*
 * rc-table measures the scrollbar of its scroll body when it mounts, for a header fixed above a
 * scrolling body: it reads computed styles, adds a <style> to <head>, appends a scrolling <div> to
 * <body>, reads its size and removes both. Each step makes the browser recalculate the whole
 * page's style or layout there and then: about a fifth of the script time of opening a list, four
 * times as much on a slow machine. A table that fits its box has no fixed header, so it
 * needs no scrollbar size; rc-table skips the measure for its `tailor` tables (antd hands unknown
 * props to it). list/fit-width.test.tsx fails if a fitting list measures again.
 */
const NO_SCROLLBAR_MEASURE = { tailor: true } as object;

export interface ResourceListProps {
  def: ResourceDef;
  /** Defaults to the resource's routes through the shared API client. */
  provider?: DataProvider;
  /** More buttons in each row's action cell. */
  rowActions?: (record: Rec) => ReactNode;
  /** More buttons beside 新增. */
  extra?: ReactNode;
  /** Content above the search form (e.g. a settings panel of the same screen). */
  header?: ReactNode;
  /** Inside another page (a record page's tab): no heading and frame of its own. */
  embedded?: boolean;
  /**
   * Where filters, page, page size and ordering live: the URL's query (default, no prefix: the
   * page's main list; an embedded list under `<resource name>.`), the URL under the given prefix,
   * or `false` (memory).
   */
  urlState?: string | false;
  /** After any write from this screen succeeded (e.g. a preview beside the list reads again). */
  onChanged?: () => void;
  /** The screen's own actions on the selected rows, beside the kit's (see BulkBar). */
  bulkActions?: BulkBarProps['actions'];
}

/**
 * The list screen of a resource: search form, table toolbar (refresh, export, column settings),
 * table with sorting, selection and bulk actions, drag reorder, the spec's pager, empty and error
 * states, and the create / edit drawer, delete and toggles for holders of their permission.
 */
export function ResourceList({ def, provider: given, rowActions, extra, header, embedded, urlState, onChanged, bulkActions }: ResourceListProps) {
  const { t } = useListI18n();
  const { message } = App.useApp();
  const provider = useMemo(() => given ?? createDataProvider(def), [given, def]);
  const access = useResourceAccess(def);
  const filterParams = useMemo(() => searchParams(def), [def]);
  // The rows' box: measured for its width, and marked busy (aria-busy) while a read is under way.
  const boxRef = useRef<HTMLDivElement>(null);
  const list = useResourceList(def, provider, { url: urlState ?? (embedded ? `${def.name}.` : undefined), filterParams, busyBox: boxRef });
  const [target, setTarget] = useState<FormTarget | null>(null);
  // A link to one record (`?view=<id>`) opens its read-only view: the page's own list takes it, a
  // list kept in the URL under a prefix takes `?<prefix>view=<id>`.
  useViewParam(
    (!embedded && urlState === undefined) || typeof urlState === 'string',
    useCallback((id: string | number) => setTarget({ mode: 'view', id }), []),
    typeof urlState === 'string' ? `${urlState}${VIEW_PARAM}` : VIEW_PARAM,
  );
  const [selection, setSelection] = useState<{ rows: string; keys: Key[] }>({ rows: '', keys: [] });
  const columnPrefs = useColumnPrefs(def.name);
  const idKey = def.idKey ?? 'id';
  const { state, total, loading, setPage } = list;
  const reorder = useReorder({
    def,
    provider,
    access,
    list,
    onDone: () => {
      setSelection({ rows: '', keys: [] });
      onChanged?.();
    },
  });
  const items = reorder.items;

  // Deleting the last row of the last page leaves an empty page: step back to one with rows.
  useEffect(() => {
    if (!loading && items.length === 0 && state.page > 1 && total > 0) setPage(state.page - 1, state.limit);
  }, [loading, items.length, state.page, state.limit, total, setPage]);

  // A selection belongs to the rows it was made on: another page, search or reload clears it.
  // Its keys are the rows' places on the page (the table's row keys, see list/slot-rows.tsx).
  const rowsKey = items.map((r) => `${String(r[idKey])}@${String(r.version)}`).join(',');
  const selectedKeys = selection.rows === rowsKey && selection.keys.length > 0 ? selection.keys : NO_KEYS;
  const setSelectedKeys = useCallback((keys: Key[]) => setSelection({ rows: rowsKey, keys }), [rowsKey]);
  const slotKey = useSlotKey(items);

  const { reload: listReload, replace: listReplace, setOrdering } = list;
  // A row changed from its cells (a toggle, a version restored from its history).
  const onRecordChanged = useCallback(
    (record: Rec) => {
      listReplace(record);
      onChanged?.();
    },
    [listReplace, onChanged],
  );
  const history = useListHistory(def, onRecordChanged);
  const toggles = useRowToggles(def, provider, onRecordChanged, listReload);
  const deletes = useRowDeletes(rowsKey);
  const { open: openHistory } = history;
  const preview = usePicturePreview();
  const { open: openPreview } = preview;
  // One identity for the life of the list (an empty selection belongs to no rows), so the memoised
  // bulk bar and toolbar are not rendered again with every page.
  const clearSelection = useCallback(() => setSelection({ rows: '', keys: [] }), []);
  const reload = useCallback(() => {
    clearSelection();
    listReload();
  }, [clearSelection, listReload]);
  // antd's own sorter tooltip texts, in the console's antd locale (see columns.tsx SortHints).
  const tableLocaleTexts = useContext(ConfigProvider.ConfigContext).locale?.Table;
  const sortHints = useMemo(
    () => ({ asc: tableLocaleTexts?.triggerAsc, desc: tableLocaleTexts?.triggerDesc, cancel: tableLocaleTexts?.cancelSort }),
    [tableLocaleTexts],
  );

  // Everything the table is given keeps its identity until what it depends on changes, so a new
  // page of data re-renders the rows' cells and nothing else (no second render of every cell while
  // loading, no rebuilt columns).
  const all = useMemo(
    () =>
      buildColumns({
        def,
        provider,
        access,
        t,
        ordering: state.ordering,
        onEdit: (r) => setTarget({ mode: 'edit', id: r[idKey] as string | number }),
        onDelete: async (r) => {
          try {
            await provider.remove(r[idKey] as string | number, r.version as number | undefined);
            // 撤销 for a few seconds puts the record back (same id) from the recycle bin.
            offerUndoDelete(message, {
              resource: def.name,
              id: r[idKey] as string | number,
              name: String(r[def.titleField ?? 'title'] ?? r[idKey]),
              canUndo: access.delete,
              onUndone: () => {
                listReload();
                onChanged?.();
              },
            });
            onChanged?.();
          } finally {
            listReload(); // also after a failure: the row may have changed or gone meanwhile
          }
        },
        onView: (r) => setTarget({ mode: 'view', id: r[idKey] as string | number }),
        onDuplicate: (r) => setTarget({ mode: 'duplicate', id: r[idKey] as string | number }),
        onPreview: openPreview,
        onHistory: (r) => openHistory(r[idKey] as string | number, access.edit && (def.rowEditable?.(r) ?? true)),
        onChanged: onRecordChanged,
        onStale: listReload,
        rowActions,
        sortHints,
        toggles,
        deletes,
      }),
    [
      def,
      provider,
      access,
      t,
      state.ordering,
      idKey,
      message,
      onChanged,
      listReload,
      onRecordChanged,
      openHistory,
      openPreview,
      rowActions,
      sortHints,
      toggles,
      deletes,
    ],
  );
  const shown = useMemo(() => applyPrefs(all, columnPrefs.prefs), [all, columnPrefs.prefs]);
  const columns = useMemo(() => (reorder.enabled ? [reorder.column, ...shown] : shown), [reorder.enabled, reorder.column, shown]);
  const selectable = (access.bulkDelete && !!provider.bulkDelete) || (access.bulkPatch && !!provider.bulkPatch);
  const selectWidth = selectable ? SELECT_WIDTH : 0;
  const tableWidth = columnsWidth(columns) + selectWidth;
  // A table that fits its box is drawn without scroll.x, pinned columns or antd's sticky header,
  // which cost a measuring pass and a second render of every row per page (list/fit-width.ts).
  // It fits when its wrapping columns, narrowed, let it (layout.ts fitColumns): at 1280–1366 px
  // most lists do, instead of scrolling sideways with their last columns behind the pinned ones.
  const { measured, fits, width: boxWidth, stickyTop } = useFitsWidth(boxRef, columnsMinWidth(columns) + selectWidth, embedded ? 'embedded' : 'page');
  const sticky = useMemo(() => ({ offsetHeader: stickyTop }), [stickyTop]);
  const headerStyles = useMemo(() => ({ header: { cell: stickyHeaderCell(stickyTop) } }), [stickyTop]);
  // Only a box narrower than the declared widths changes the columns (a resize otherwise does not).
  const narrowTo = fits && tableWidth > boxWidth ? boxWidth - selectWidth : null;
  const tableColumns = useMemo(
    () =>
      (narrowTo === null ? columns : fitColumns(columns, narrowTo)).map(({ label: _l, defaultHidden: _d, locked: _k, shrinkTo: _s, fixed, ...c }) =>
        fits ? c : { ...c, fixed },
      ),
    [columns, fits, narrowTo],
  );
  const scroll = useMemo(() => (fits ? undefined : { x: tableWidth }), [fits, tableWidth]);

  const onTableChange = useCallback<NonNullable<TableProps<Rec>['onChange']>>(
    (_p, _f, sorter) => {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const name = s?.columnKey ? String(s.columnKey) : undefined;
      setOrdering(name && s.order ? (s.order === 'descend' ? `-${name}` : name) : def.defaultOrdering);
    },
    [setOrdering, def.defaultOrdering],
  );

  const filtered = Object.keys(state.filters).length > 0;
  const failedEmpty = list.error && items.length === 0;
  const filtersJson = JSON.stringify(state.filters);
  const filters = useMemo(() => JSON.parse(filtersJson) as Rec, [filtersJson]);
  const exportQuery = useMemo(
    () => Object.fromEntries(Object.entries({ ...filters, ...def.fixedQuery, ordering: state.ordering }).filter(([, v]) => v !== undefined && v !== '')),
    [filters, state.ordering, def.fixedQuery],
  );
  // The heading's actions keep their identity, so the page's heading is not drawn again with every page.
  const headingExtra = useMemo(
    () =>
      access.create || extra ? (
        <>
          {access.create ? (
            <Button type="primary" onClick={() => setTarget({ mode: 'create' })}>
              {t('resource.create')}
            </Button>
          ) : null}
          {extra}
        </>
      ) : undefined,
    [access.create, extra, t],
  );
  const selected = useMemo(() => (selectedKeys === NO_KEYS ? NO_ROWS : items.filter((_r, i) => selectedKeys.includes(i))), [items, selectedKeys]);
  const onBulkDone = useCallback(() => {
    listReload();
    onChanged?.();
  }, [listReload, onChanged]);

  const rowLabel = useCallback(
    (r: Rec) => t('resource.list.selectRow', { name: String(r[def.titleField ?? 'title'] ?? r[idKey]) }),
    [t, def.titleField, idKey],
  );
  const renderCell = useSelectCell({ items, keyOf: slotKey, selectedKeys, setSelectedKeys, labelOf: rowLabel });
  const rowSelection = useMemo<TableProps<Rec>['rowSelection']>(
    () =>
      selectable
        ? {
            selectedRowKeys: selectedKeys,
            onChange: setSelectedKeys,
            columnWidth: SELECT_WIDTH,
            fixed: fits ? undefined : 'left',
            // Each row's box is the kit's light checkbox (list/row-checkbox.tsx).
            renderCell,
            // antd names the header checkbox 'Select all' in every language.
            getTitleCheckboxProps: () => ({ 'aria-label': t('resource.list.selectPage') }),
          }
        : undefined,
    [selectable, selectedKeys, setSelectedKeys, t, fits, renderCell],
  );
  // While a list loads, its rows stay as they were (full opacity, usable) and the refresh button
  // spins: antd's loading overlay blurred the whole table and faded the new rows in, restyling
  // every cell twice per page. With no rows to keep, the empty table shows the spinner instead.
  const busy = loading || reorder.saving;
  // Drawn here after every commit, not as a prop: a read sent for a state not drawn yet marks the
  // box busy without a render (useResourceList's `busyBox`), and a prop unchanged from the last
  // render (false, false) would leave that mark in place.
  const { asking } = list;
  useLayoutEffect(() => {
    boxRef.current?.setAttribute('aria-busy', String(busy || asking()));
  });
  // The toolbar keeps its identity while its props do: a page of rows (a fast answer is drawn with
  // its state, never marked loading) does not draw its buttons again.
  const toolbar = useMemo(
    () => (
      <Flex justify="space-between" align="flex-start" gap={8} wrap style={{ marginBottom: 8 }}>
        <div style={{ flex: 1 }}>
          <BulkBar def={def} provider={provider} access={access} selected={selected} onClear={clearSelection} actions={bulkActions} onDone={onBulkDone} />
        </div>
        <RovingToolbar label={t('resource.list.tools')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {/* The icon turns while the list loads. Not antd's `loading`: the button keeps that in its
              own state, set in a layout effect, so each start and end of a load drew the button
              a second time in a commit of its own, the end in the task that draws the rows. */}
          <Button icon={<ReloadOutlined spin={busy} />} onClick={reload} aria-busy={busy}>
            {t('resource.list.refresh')}
          </Button>
          {access.export ? <ExportButton def={def} provider={provider} query={exportQuery} visible={shown} /> : null}
          <ColumnSettings columns={all} prefs={columnPrefs.prefs} onChange={columnPrefs.save} />
          {access.delete || access.bulkDelete ? <RecycleBinButton def={def} onRestored={onBulkDone} /> : null}
        </RovingToolbar>
      </Flex>
    ),
    [def, provider, access, selected, clearSelection, bulkActions, onBulkDone, busy, reload, t, exportQuery, shown, all, columnPrefs.prefs, columnPrefs.save],
  );
  const waitingEmpty = busy && items.length === 0;
  const tableLocale = useMemo(
    () => ({ emptyText: waitingEmpty ? <Spin aria-label={t('resource.list.loading')} /> : t(filtered ? 'resource.emptyFiltered' : 'resource.empty') }),
    [t, filtered, waitingEmpty],
  );
  const onRow = useCallback((r: Rec) => ({ [RECORD_KEY]: String(r[idKey]), ...(isMarked(def, r) ? { 'data-marked': 'true' } : {}) }) as object, [def, idKey]);
  const closeForm = useCallback(() => setTarget(null), []);
  const canEdit = useCallback((r: Rec) => access.edit && (def.rowEditable?.(r) ?? true), [access.edit, def]);
  const onSaved = useCallback(() => {
    setTarget(null);
    listReload();
    onChanged?.();
  }, [listReload, onChanged]);

  // The table element keeps its identity while its props do, so a render of the screen for
  // anything else (the page number or loading state changing before the data, a drawer opening)
  // does not render the table and its 20 rows again.
  const tableComponents = reorder.enabled ? reorder.components : SLOT_ROW_COMPONENTS;
  const size = columnPrefs.prefs?.density ?? DEFAULT_DENSITY;
  const rows = useRowsInViewFirst(items, size);
  usePureRenders(tableColumns, rows[0], def.name);
  // The rows as the kit's body wrapper draws them, when it can (list/kit-body.tsx); else rc-table's.
  const RowComponent = tableComponents.body.row;
  const bodyRows = useMemo<KitBodyRows | null>(
    () =>
      kitBodyDraws(tableColumns, rows)
        ? { rows, columns: tableColumns, keyOf: slotKey, onRow, Row: RowComponent, selection: selectable ? { renderCell, selectedKeys } : undefined }
        : null,
    [rows, tableColumns, slotKey, onRow, RowComponent, selectable, renderCell, selectedKeys],
  );
  const table = useMemo(
    () => (
      <Table<Rec>
        className={ROW_HOVER_CLASS}
        rowHoverable={false}
        rowKey={slotKey}
        columns={tableColumns}
        dataSource={rows as Rec[]}
        pagination={false}
        onChange={onTableChange}
        size={size}
        // The columns' declared widths, spread over the box when they fit (as scroll.x's table did).
        tableLayout="fixed"
        sticky={fits ? undefined : sticky}
        styles={fits ? headerStyles : undefined}
        // Only as wide as the columns: no horizontal scrollbar when they fit.
        scroll={scroll}
        rowSelection={rowSelection}
        components={tableComponents}
        locale={tableLocale}
        onRow={onRow}
        // The sortable headings' hints are their `title` (columns.tsx SortHints).
        showSorterTooltip={false}
        {...(fits ? NO_SCROLLBAR_MEASURE : null)}
      />
    ),
    [slotKey, tableColumns, rows, onTableChange, size, fits, sticky, headerStyles, scroll, rowSelection, tableComponents, tableLocale, onRow],
  );

  return (
    <PageContainer title={embedded ? undefined : t(def.title)} style={embedded ? { padding: 0 } : undefined} extra={headingExtra}>
      {header}
      <SearchForm def={def} onSearch={list.search} values={filters} />
      {list.error && !failedEmpty ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${t('resource.loadFailed')}：${list.error}`}
          action={
            <Button size="small" onClick={list.reload}>
              {t('resource.retry')}
            </Button>
          }
        />
      ) : null}
      {failedEmpty ? (
        <Result status="error" title={t('resource.loadFailed')} subTitle={list.error} extra={<Button onClick={list.reload}>{t('resource.retry')}</Button>} />
      ) : (
        <>
          {toolbar}
          <div ref={boxRef}>{!measured ? null : <KitBodyProvider value={bodyRows}>{reorder.enabled ? reorder.wrap(table) : table}</KitBodyProvider>}</div>
          <Pager total={total} page={state.page} pageSize={state.limit} onChange={list.setPage} />
        </>
      )}
      {history.drawer}
      {preview.element}
      <ResourceFormDrawer def={def} provider={provider} target={target} onClose={closeForm} canEdit={canEdit} onTarget={setTarget} onSaved={onSaved} />
    </PageContainer>
  );
}

/**
 * The first reads of a screen whose main list is `def`'s with the kit's own provider and URL state
 * (its first page and column settings), for the screen's `preload` (list/preload.ts): the host
 * starts them before drawing the screen, so its rows come in the first render. `from` answers
 * them some other way (list/warm-up.tsx answers both from memory).
 */
export function listPreload(def: ResourceDef, from: { provider?: DataProvider; readPrefs?: () => Promise<unknown> } = {}): (search: string) => Promise<void> {
  const provider = from.provider ?? createDataProvider(def);
  return (search) => {
    const prefs = columnPrefsRead(def.name);
    const reads: Array<{ key: QueryKey; read: () => Promise<unknown> }> = [
      firstListRead(def, provider, searchParams(def), search),
      { key: prefs.key, read: from.readPrefs ?? prefs.read },
    ];
    return Promise.all(reads.map(({ key, read }) => preload(key, read))).then(() => undefined);
  };
}

/**
 * The screen of a resource that is its list and nothing more (re-rendered on a language switch);
 * it reads ahead (listPreload) unless it has its own provider or list state.
 */
export function resourceScreen(def: ResourceDef, props: Omit<ResourceListProps, 'def'> = {}): PreloadableScreen {
  function Screen() {
    useI18n();
    return <ResourceList def={def} {...props} />;
  }
  Screen.displayName = `ResourceScreen(${def.name})`;
  if (!props.provider && props.urlState === undefined && !props.embedded) Screen.preload = listPreload(def);
  return Screen;
}
