import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { linkButton } from '@admin/shared/ui';
import { useListOverlay } from '../list/list-overlay';
import type { Rec, ResourceDef } from '../types';
import { HistoryDrawer } from './history-drawer';
import { ht } from './texts';

/*
 * 历史 of a list's rows: one drawer for the whole list, opened for the row whose button was
 * pressed, instead of a HistoryButton (a component with two states) in every row. The rows'
 * buttons are plain elements drawn in the row's render (historyButton below): 20 components fewer
 * in every page's render between the data and the painted rows (the list's render budget: a 20-row page within 50 ms of its data).
 */

interface Shown {
  id: string | number;
  /** The record's name, for the drawer's title. */
  name: string;
  canRestore: boolean;
}

export interface ListHistory {
  /** Opens the drawer for a record. */
  open: (id: string | number, name: string, canRestore: boolean) => void;
  /** The drawer, mounted once first asked for (so it can animate its closing), or null. */
  drawer: ReactNode;
}

export function useListHistory(def: Pick<ResourceDef, 'name' | 'fields' | 'title' | 'noun'>, onRestored: (record: Rec) => void): ListHistory {
  const { shown, open, show, setOpen } = useListOverlay<Shown>();
  const openFor = useCallback((id: string | number, name: string, canRestore: boolean) => show({ id, name, canRestore }), [show]);
  // The same element while nothing it shows changes: the list's renders (a new page) skip it.
  const drawer = useMemo(
    () =>
      shown ? (
        <HistoryDrawer
          def={def}
          id={open ? shown.id : null}
          name={shown.name}
          onClose={() => setOpen(false)}
          canRestore={shown.canRestore}
          onRestored={onRestored}
        />
      ) : null,
    [shown, open, setOpen, def, onRestored],
  );
  return { open: openFor, drawer };
}

/** A row's 历史 button, named for its record (as HistoryButton's), as an element. */
export const historyButton = (name: string, onClick: () => void): ReactNode =>
  linkButton({ onClick, 'aria-label': ht('history.buttonOf', { name }), children: ht('history.button') });
