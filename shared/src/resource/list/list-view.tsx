import { memo, useCallback, useContext, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, ConfigProvider, Flex, Result, Spin, Table } from 'antd';
import type { TableProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Pager as SharedPager, PageContainer, RovingToolbar } from '@admin/shared/ui';
import { isMarked } from '../cells';
import { buildColumns } from '../columns';
import { ResourceFormDrawer as FormDrawer } from '../form-drawer';
import { recordName } from '../noun';
import { RecycleBinButton } from '../recycle-bin/recycle-bin-button';
import { SearchForm as Search } from '../search-form';
import type { Rec } from '../types';
import { BulkBar as Bulk, type BulkBarProps } from './bulk-bar';
import { applyPrefs, DEFAULT_DENSITY } from './column-prefs';
import type { ColumnPrefsStore } from './column-prefs';
import { ColumnSettings as Columns } from './column-settings';
import { ExportButton as Export } from './export-button';
import { stickyHeaderCell, useFitsWidth } from './fit-width';
import { KitBodyProvider, type KitBodyRows } from './kit-body';
import { columnsMinWidth, columnsWidth, fitColumns, SELECT_WIDTH, type KitColumn } from './layout';
import { ListContextProvider, useListResource } from './list-context';
import { useSelectCell } from './row-checkbox';
import { ROW_HOVER_CLASS } from './row-hover';
import { useRowsInViewFirst } from './rows-in-view';
import { pinsOf, pinsToDrop, withPinnedHeads } from './pins';
import { usePureRenders } from './pure-render';
import { RECORD_KEY, SLOT_ROW_COMPONENTS } from './slot-rows';
import { useListI18n } from './texts';
import type { ListController } from './use-list-controller';
import './empty-table.css';

// Re-rendered only when their own props change, not with every page of rows.
const SearchForm = memo(Search);
const BulkBar = memo(Bulk);
const ColumnSettings = memo(Columns);
const ExportButton = memo(Export);
const ResourceFormDrawer = memo(FormDrawer);
const Pager = memo(SharedPager);

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
/** No field of a record is read as its child rows (antd's default is `children`). */
const FLAT_ROWS = { childrenColumnName: '__no_child_rows' };

export interface ListViewProps {
  controller: ListController;
  /** More buttons in each row's action cell. */
  rowActions?: (record: Rec) => ReactNode;
  /** More buttons beside 新增. */
  extra?: ReactNode;
  /** Content above the search form (e.g. a settings panel of the same screen). */
  header?: ReactNode;
  /** Inside another page (a record page's tab): no heading and frame of its own. */
  embedded?: boolean;
  /** The screen's own actions on the selected rows, beside the kit's (see BulkBar). */
  bulkActions?: BulkBarProps['actions'];
}

interface ToolbarProps {
  busy: boolean;
  exportQuery: Rec;
  /** The columns on show (exported) and all of them (column settings). */
  shown: KitColumn[];
  all: KitColumn[];
  prefs: ColumnPrefsStore['prefs'];
  savePrefs: ColumnPrefsStore['save'];
  bulkActions?: BulkBarProps['actions'];
}

/*
 * The bulk bar, refresh, export, column settings and recycle bin. Memoised on its props, which a
 * page of rows does not change (a fast answer is drawn with its state, never marked loading), so
 * its buttons are not drawn again with every page.
 */
const ListToolbar = memo(function ListToolbar({ busy, exportQuery, shown, all, prefs, savePrefs, bulkActions }: ToolbarProps) {
  const { t } = useListI18n();
  const { def, provider, access, reload, written } = useListResource();
  return (
    <Flex justify="space-between" align="flex-start" gap={8} wrap style={{ marginBottom: 8 }}>
      <div style={{ flex: 1 }}>
        <BulkBar actions={bulkActions} />
      </div>
      <RovingToolbar label={t('resource.list.tools')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {/* The icon turns while the list loads. Not antd's `loading`: the button keeps that in its
            own state, set in a layout effect, so each start and end of a load drew the button
            a second time in a commit of its own, the end in the task that draws the rows. */}
        <Button icon={<ReloadOutlined spin={busy} />} onClick={reload} aria-busy={busy}>
          {t('resource.list.refresh')}
        </Button>
        {access.export ? <ExportButton def={def} provider={provider} query={exportQuery} visible={shown} /> : null}
        <ColumnSettings columns={all} prefs={prefs} onChange={savePrefs} />
        {access.delete || access.bulkDelete ? <RecycleBinButton def={def} onRestored={written} /> : null}
      </RovingToolbar>
    </Flex>
  );
});

/**
 * Draws a list controller (useListController): search form, toolbar, the table with sorting,
 * selection and drag reorder, the spec's pager, empty and error states, and the drawer. Its parts
 * read the controller's three contexts (list-context.tsx), which it provides.
 */
export function ListView({ controller: c, rowActions, extra, header, embedded, bulkActions }: ListViewProps) {
  const { t } = useListI18n();
  const { def, provider, access, deletes } = c.resource;
  const { state, items, total, busy, error, filters } = c.page;
  const { list, reorder, slotKey, selectable, history, preview, toggles, rowDeletes, columnPrefs, boxRef, onRecordChanged, setTarget } = c;
  const idKey = def.idKey ?? 'id';
  const { reload: listReload, setOrdering } = list;
  const { open: openHistory } = history;
  const { open: openPreview } = preview;
  const { written } = c.resource;
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
            await deletes.remove(r);
            written();
          } catch (e) {
            listReload(); // the row may have changed or gone meanwhile
            throw e;
          }
        },
        onView: (r) => setTarget({ mode: 'view', id: r[idKey] as string | number }),
        onDuplicate: (r) => setTarget({ mode: 'duplicate', id: r[idKey] as string | number }),
        onPreview: openPreview,
        onHistory: (r) => openHistory(r[idKey] as string | number, recordName(def, r), access.edit && (def.rowEditable?.(r) ?? true)),
        onChanged: onRecordChanged,
        onStale: listReload,
        rowActions,
        sortHints,
        toggles,
        deletes: rowDeletes,
      }),
    [
      def,
      provider,
      access,
      t,
      state.ordering,
      idKey,
      setTarget,
      deletes,
      written,
      listReload,
      onRecordChanged,
      openHistory,
      openPreview,
      rowActions,
      sortHints,
      toggles,
      rowDeletes,
    ],
  );
  const shown = useMemo(() => applyPrefs(all, columnPrefs.prefs), [all, columnPrefs.prefs]);
  const columns = useMemo(() => (reorder.enabled ? [reorder.column, ...shown] : shown), [reorder.enabled, reorder.column, shown]);
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
  // Pins a narrow box cannot hold give way (list/pins.ts); a key, so a resize that keeps them keeps the columns.
  const unpinned = fits ? '' : pinsToDrop(columns, selectWidth, boxWidth).join('\n');
  const tableColumns = useMemo(() => {
    const drop = new Set(unpinned.split('\n'));
    const drawn = (narrowTo === null ? columns : fitColumns(columns, narrowTo)).map(
      ({ label: _l, defaultHidden: _d, locked: _k, shrinkTo: _s, fixed, ...col }) =>
        fits ? col : { ...col, fixed: drop.has(String(col.key)) ? undefined : fixed },
    );
    return fits ? drawn : withPinnedHeads(drawn, selectWidth);
  }, [columns, fits, narrowTo, selectWidth, unpinned]);
  // A table wider than its box pins its first and last columns; the kit's body places their cells (list/pins.ts).
  const pins = useMemo(() => (fits ? undefined : pinsOf(tableColumns, selectWidth)), [fits, tableColumns, selectWidth]);
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
  const failedEmpty = error && items.length === 0;
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
    [access.create, extra, t, setTarget],
  );

  const rowLabel = useCallback(
    (r: Rec) => t('resource.list.selectRow', { name: String(r[def.titleField ?? 'title'] ?? r[idKey]) }),
    [t, def.titleField, idKey],
  );
  const { keys: selectedKeys, set: setSelectedKeys } = c.selection;
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
  const waitingEmpty = busy && items.length === 0;
  const tableLocale = useMemo(
    () => ({
      emptyText: waitingEmpty ? (
        <Spin aria-label={t('resource.list.loading')} />
      ) : (
        <span className="kit-list-empty">{t(filtered ? 'resource.emptyFiltered' : 'resource.empty')}</span>
      ),
    }),
    [t, filtered, waitingEmpty],
  );
  // An empty table wider than its box scrolls sideways with nothing focusable inside: its scroll
  // body takes the focus itself, named, so a keyboard can scroll it (axe: scrollable-region-focusable).
  const emptyScroller = !fits && items.length === 0;
  useLayoutEffect(() => {
    const body = emptyScroller ? boxRef.current?.querySelector<HTMLElement>('.ant-table-body') : null;
    if (!body) return;
    body.tabIndex = 0;
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', t('resource.list.scrollTable'));
    return () => {
      body.removeAttribute('tabindex');
      body.removeAttribute('role');
      body.removeAttribute('aria-label');
    };
  }, [emptyScroller, boxRef, t, measured]);
  const onRow = useCallback((r: Rec) => ({ [RECORD_KEY]: String(r[idKey]), ...(isMarked(def, r) ? { 'data-marked': 'true' } : {}) }) as object, [def, idKey]);
  const closeForm = useCallback(() => setTarget(null), [setTarget]);

  // The table element keeps its identity while its props do, so a render of the screen for
  // anything else (the page number or loading state changing before the data, a drawer opening)
  // does not render the table and its 20 rows again.
  const tableComponents = reorder.enabled ? reorder.components : SLOT_ROW_COMPONENTS;
  const size = columnPrefs.prefs?.density ?? DEFAULT_DENSITY;
  const rows = useRowsInViewFirst(items, size);
  usePureRenders(tableColumns, rows[0], def.name);
  // The rows as the kit's body wrapper draws them (list/kit-body.tsx).
  const RowComponent = tableComponents.body.row;
  const bodyRows = useMemo<KitBodyRows>(
    () => ({ rows, columns: tableColumns, pins, keyOf: slotKey, onRow, Row: RowComponent, selection: selectable ? { renderCell, selectedKeys } : undefined }),
    [rows, tableColumns, pins, slotKey, onRow, RowComponent, selectable, renderCell, selectedKeys],
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
        // A list's records are rows, never a tree, whatever fields they have (kit-body.tsx).
        expandable={FLAT_ROWS}
        {...(fits ? NO_SCROLLBAR_MEASURE : null)}
      />
    ),
    [slotKey, tableColumns, rows, onTableChange, size, fits, sticky, headerStyles, scroll, rowSelection, tableComponents, tableLocale, onRow],
  );

  return (
    <ListContextProvider resource={c.resource} page={c.page} selection={c.selection}>
      <PageContainer title={embedded ? undefined : t(def.title)} style={embedded ? { padding: 0 } : undefined} extra={headingExtra}>
        {header}
        <SearchForm def={def} onSearch={list.search} values={filters} />
        {error && !failedEmpty ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={`${t('resource.loadFailed')}：${error}`}
            action={
              <Button size="small" onClick={list.reload}>
                {t('resource.retry')}
              </Button>
            }
          />
        ) : null}
        {failedEmpty ? (
          <Result status="error" title={t('resource.loadFailed')} subTitle={error} extra={<Button onClick={list.reload}>{t('resource.retry')}</Button>} />
        ) : (
          <>
            <ListToolbar
              busy={busy}
              exportQuery={exportQuery}
              shown={shown}
              all={all}
              prefs={columnPrefs.prefs}
              savePrefs={columnPrefs.save}
              bulkActions={bulkActions}
            />
            <div ref={boxRef}>{!measured ? null : <KitBodyProvider value={bodyRows}>{reorder.enabled ? reorder.wrap(table) : table}</KitBodyProvider>}</div>
            <Pager total={total} page={state.page} pageSize={state.limit} onChange={list.setPage} />
          </>
        )}
        {history.drawer}
        {preview.element}
        <ResourceFormDrawer def={def} provider={provider} target={c.target} onClose={closeForm} canEdit={c.canEdit} onTarget={setTarget} onSaved={c.onSaved} />
      </PageContainer>
    </ListContextProvider>
  );
}
