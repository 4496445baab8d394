import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Key, RefObject } from 'react';
import { useResourceAccess } from '../access';
import { createDataProvider } from '../data-provider';
import type { FormTarget } from '../form-drawer';
import { useListHistory, type ListHistory } from '../history/list-history';
import { searchParams } from '../search-form';
import type { DataProvider, Rec, ResourceDef } from '../types';
import { useResourceList, type ResourceList } from '../use-resource-list';
import { useViewParam, VIEW_PARAM } from '../view-param';
import { useColumnPrefs, type ColumnPrefsStore } from './column-prefs';
import type { ListResource, ListPage, ListSelection } from './list-context';
import { usePicturePreview, type ListPicturePreview } from './picture-preview';
import { useRecordDeletes } from './record-deletes';
import { useRowDeletes, type RowDeletes } from './row-deletes';
import { useRowToggles, type RowToggles } from './row-toggles';
import { useSlotKey } from './slot-rows';
import { useReorder, type Reorder } from './use-reorder';

export interface ListControllerOptions {
  def: ResourceDef;
  /** Defaults to the resource's routes through the shared API client. */
  provider?: DataProvider;
  /** Inside another page (a record page's tab). */
  embedded?: boolean;
  /**
   * Where filters, page, page size and ordering live: the URL's query (default, no prefix: the
   * page's main list; an embedded list under `<resource name>.`), the URL under the given prefix,
   * or `false` (memory).
   */
  urlState?: string | false;
  /** After any write from this screen succeeded (e.g. a preview beside the list reads again). */
  onChanged?: () => void;
}

/** Everything a list shows and does, without drawing it (ListView draws it). */
export interface ListController {
  resource: ListResource;
  page: ListPage;
  selection: ListSelection;
  /** The list's data: its state and the calls that change it. */
  list: ResourceList;
  reorder: Reorder;
  /** The key of each row's place on the page (rows keep their keys across pages). */
  slotKey: (r: Rec) => number;
  /** Whether rows can be ticked: the user may bulk delete or bulk change, and the module has the call. */
  selectable: boolean;
  /** The record the drawer shows, or null. */
  target: FormTarget | null;
  setTarget: (target: FormTarget | null) => void;
  canEdit: (r: Rec) => boolean;
  /** After the drawer saved: it closes and the page is read again. */
  onSaved: () => void;
  /** A row changed from its cells (a toggle, a version restored from its history). */
  onRecordChanged: (record: Rec) => void;
  history: ListHistory;
  preview: ListPicturePreview;
  toggles: RowToggles;
  rowDeletes: RowDeletes;
  columnPrefs: ColumnPrefsStore;
  /** The rows' box: measured for its width, and marked busy (aria-busy) while a read is under way. */
  boxRef: RefObject<HTMLDivElement | null>;
}

/*
 * "Nothing selected" and "no selected rows" as one array each: a new [] on every page made antd's
 * row selection copy it into its state in a layout effect, a second render of the whole table (and
 * of the bulk bar) after every page's rows.
 */
const NO_KEYS: Key[] = [];
const NO_ROWS: Rec[] = [];

/**
 * A resource list's state and actions: URL state and data (useResourceList), access, selection,
 * reorder, the drawer's target, deletes with undo, row toggles and history. Each part keeps its
 * identity until what it depends on changes, so ListView's parts redraw only with what they show.
 */
export function useListController({ def, provider: given, embedded, urlState, onChanged }: ListControllerOptions): ListController {
  const provider = useMemo(() => given ?? createDataProvider(def), [given, def]);
  const access = useResourceAccess(def);
  const filterParams = useMemo(() => searchParams(def), [def]);
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
  const [ticked, setTicked] = useState<{ rows: string; keys: Key[] }>({ rows: '', keys: [] });
  const columnPrefs = useColumnPrefs(def.name);
  const idKey = def.idKey ?? 'id';
  const { state, total, loading, setPage, reload: listReload, replace: listReplace } = list;
  // One identity for the life of the list (an empty selection belongs to no rows), so the memoised
  // bulk bar and toolbar are not rendered again with every page.
  const clearSelection = useCallback(() => setTicked({ rows: '', keys: [] }), []);
  const reorder = useReorder({
    def,
    provider,
    access,
    list,
    onDone: () => {
      clearSelection();
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
  const selectedKeys = ticked.rows === rowsKey && ticked.keys.length > 0 ? ticked.keys : NO_KEYS;
  const setSelectedKeys = useCallback((keys: Key[]) => setTicked({ rows: rowsKey, keys }), [rowsKey]);
  const selectedRows = useMemo(() => (selectedKeys === NO_KEYS ? NO_ROWS : items.filter((_r, i) => selectedKeys.includes(i))), [items, selectedKeys]);
  const selection = useMemo<ListSelection>(
    () => ({ keys: selectedKeys, rows: selectedRows, set: setSelectedKeys, clear: clearSelection }),
    [selectedKeys, selectedRows, setSelectedKeys, clearSelection],
  );
  const slotKey = useSlotKey(items);

  const onRecordChanged = useCallback(
    (record: Rec) => {
      listReplace(record);
      onChanged?.();
    },
    [listReplace, onChanged],
  );
  const history = useListHistory(def, onRecordChanged);
  const toggles = useRowToggles(def, provider, onRecordChanged, listReload);
  const rowDeletes = useRowDeletes(rowsKey);
  const preview = usePicturePreview();
  const deletes = useRecordDeletes(def, provider, access, onChanged);
  const reload = useCallback(() => {
    clearSelection();
    listReload();
  }, [clearSelection, listReload]);
  const written = useCallback(() => {
    listReload();
    onChanged?.();
  }, [listReload, onChanged]);
  const resource = useMemo<ListResource>(
    () => ({ def, provider, access, deletes, openForm: setTarget, reload, written }),
    [def, provider, access, deletes, reload, written],
  );

  const busy = loading || reorder.saving;
  // Drawn after every commit, not as a prop: a read sent for a state not drawn yet marks the box
  // busy without a render (useResourceList's `busyBox`), and a prop unchanged from the last render
  // (false, false) would leave that mark in place.
  const { asking } = list;
  useLayoutEffect(() => {
    boxRef.current?.setAttribute('aria-busy', String(busy || asking()));
  });
  const filtersJson = JSON.stringify(state.filters);
  const filters = useMemo(() => JSON.parse(filtersJson) as Rec, [filtersJson]);
  const page = useMemo<ListPage>(() => ({ state, items, total, busy, error: list.error, filters }), [state, items, total, busy, list.error, filters]);

  const selectable = (access.bulkDelete && !!provider.bulkDelete) || (access.bulkPatch && !!provider.bulkPatch);
  const canEdit = useCallback((r: Rec) => access.edit && (def.rowEditable?.(r) ?? true), [access.edit, def]);
  const onSaved = useCallback(() => {
    setTarget(null);
    written();
  }, [written]);

  return {
    resource,
    page,
    selection,
    list,
    reorder,
    slotKey,
    selectable,
    target,
    setTarget,
    canEdit,
    onSaved,
    onRecordChanged,
    history,
    preview,
    toggles,
    rowDeletes,
    columnPrefs,
    boxRef,
  };
}
