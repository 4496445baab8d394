import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { ConfirmDelete, confirmDeleteTrigger } from '@admin/shared/ui';
import { deleteConfirmTexts } from '../recycle-bin/texts';

/*
 * The 删除 of a list's rows. A ConfirmDelete in every row was a component with its state and
 * effect in every page's render (the list's render budget: a 20-row page within 50 ms of its data), though a person presses one row's at a time.
 * The rows draw the trigger as a plain button (deleteButton below); pressing it marks the row
 * armed in the list, and that row's cell mounts ConfirmDelete, open and asking. A row stays armed
 * until the page shows other records (its key then names another record).
 */

export interface RowDeletes {
  /** The keys of the records whose 删除 was pressed, on the rows shown now. */
  armed: ReadonlySet<unknown>;
  arm: (key: unknown) => void;
}

const NONE: ReadonlySet<unknown> = new Set();

/** `rows` names the records shown (the list's rowsKey): armed rows belong to it. */
export function useRowDeletes(rows: string): RowDeletes {
  const [armed, setArmed] = useState<{ rows: string; keys: ReadonlySet<unknown> }>({ rows: '', keys: NONE });
  const keys = armed.rows === rows ? armed.keys : NONE;
  // `arm` keeps one identity (the list's columns are built on it and must not change with each page).
  const shown = useRef(rows);
  useLayoutEffect(() => {
    shown.current = rows;
  });
  const arm = useCallback(
    (key: unknown) =>
      setArmed((a) => {
        const now = shown.current;
        return { rows: now, keys: new Set([...(a.rows === now ? a.keys : NONE), key]) };
      }),
    [],
  );
  return useMemo(() => ({ armed: keys, arm }), [keys, arm]);
}

/**
 * A row's 删除 for the record `key`, named `itemName`: the plain trigger, or ConfirmDelete once
 * pressed, which names the record and says it can be restored from the recycle bin.
 */
export function deleteButton(
  deletes: RowDeletes,
  key: unknown,
  itemName: string,
  onConfirm: () => unknown,
  t: (key: string, vars?: Record<string, string | number>) => string,
): ReactElement {
  if (deletes.armed.has(key)) return <ConfirmDelete itemName={itemName} {...deleteConfirmTexts(itemName)} onConfirm={onConfirm} defaultOpen />;
  return confirmDeleteTrigger(t, { itemName, onClick: () => deletes.arm(key) });
}
