import { createContext, useContext } from 'react';
import type { Key, ReactNode } from 'react';
import type { ResourceAccess } from '../access';
import type { FormTarget } from '../form-drawer';
import type { DataProvider, Rec, ResourceDef } from '../types';
import type { ListState } from '../use-resource-list';
import type { RecordDeletes } from './record-deletes';

/*
 * What a list's parts read, in three contexts split by how often they change, so a part redraws
 * only with what it shows: the resource and its actions for the life of the list, the page with every read,
 * the selection with every click on a row's box. useListController makes all three; ResourceList
 * provides them to ListView, and a screen's own parts (bulk actions, a header) read them too.
 */

/** Constant while the list is shown (its identity too). */
export interface ListResource {
  def: ResourceDef;
  provider: DataProvider;
  access: ResourceAccess;
  deletes: RecordDeletes;
  /** Opens the create, edit, view or duplicate drawer. */
  openForm: (target: FormTarget) => void;
  /** Clears the selection and reads the page again. */
  reload: () => void;
  /** After a write made from a part of the list: the page is read again and the screen told. */
  written: () => void;
}

/** The page on show: changes with every read. */
export interface ListPage {
  state: ListState;
  items: Rec[];
  total: number;
  /** A read is under way or a reorder is being saved. */
  busy: boolean;
  /** The last read failed with this message (the rows shown before stay). */
  error: string | null;
  /** The search form's values (identity kept while they are the same). */
  filters: Rec;
}

/** The rows ticked on this page: their keys are the rows' places (list/slot-rows.tsx). */
export interface ListSelection {
  keys: Key[];
  rows: readonly Rec[];
  set: (keys: Key[]) => void;
  clear: () => void;
}

const ResourceContext = createContext<ListResource | null>(null);
const PageContext = createContext<ListPage | null>(null);
const SelectionContext = createContext<ListSelection | null>(null);

const need = <T,>(value: T | null, what: string): T => {
  if (value === null) throw new Error(`${what} is read inside a list (ListContextProvider)`);
  return value;
};

export const useListResource = (): ListResource => need(useContext(ResourceContext), 'useListResource');
export const useListPage = (): ListPage => need(useContext(PageContext), 'useListPage');
export const useListSelection = (): ListSelection => need(useContext(SelectionContext), 'useListSelection');

export function ListContextProvider({
  resource,
  page,
  selection,
  children,
}: {
  resource: ListResource;
  page: ListPage;
  selection: ListSelection;
  children: ReactNode;
}) {
  return (
    <ResourceContext.Provider value={resource}>
      <PageContext.Provider value={page}>
        <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>
      </PageContext.Provider>
    </ResourceContext.Provider>
  );
}
