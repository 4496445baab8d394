import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { queryClient } from '@admin/shared/api';
import { invalidate } from '@admin/shared/data';
import { recordName } from '../noun';
import { rt } from '../recycle-bin/texts';
import type { ResourceDef } from '../types';
import { undeleteRecords, undoCopy } from './api';
import { ht } from './texts';

/*
 * Undo as an option of a write: the write's success message carries 撤销 for a while, and pressing
 * it runs the write's inverse (a delete's from the recycle bin, a copy's from its audit entry). A
 * screen states the inverse once, with the write (useUndoableMutation's `undo`), instead of calling
 * a message after each write by hand.
 */

/** How long 撤销 stays offered after a delete. */
export const UNDO_SECONDS = 8;
/** How long 撤销 stays offered after a copy into another year: longer than after a delete, as a copy overwrites much. */
export const UNDO_COPY_SECONDS = 30;

export type MessageApi = ReturnType<typeof App.useApp>['message'];

/** What a successful write says, and how it is undone. */
export interface UndoOffer {
  /** One message per write: a second offer for the same key replaces the first. */
  key: string;
  text: ReactNode;
  /** The inverse; absent when the user may not undo (only `text` is shown). Resolves to what to say when done. */
  run?: () => Promise<ReactNode>;
  seconds?: number;
}

/** Shows `offer`: its text, with 撤销 for `offer.seconds` when it can be undone. */
export function showUndo(message: MessageApi, offer: UndoOffer): void {
  const { key, text, run, seconds = UNDO_SECONDS } = offer;
  if (!run) {
    message.success({ key, content: text });
    return;
  }
  const undo = async () => {
    message.destroy(key);
    message.success(await run());
  };
  message.success({
    key,
    duration: seconds,
    content: (
      <span>
        <span>{text}</span>
        <Button type="link" size="small" onClick={() => void undo().catch(() => undefined)}>
          {ht('history.undo')}
        </Button>
      </span>
    ),
  });
}

export interface UndoableMutationOptions<I, R> {
  mutationFn: (input: I) => Promise<R>;
  /** The offer made after a success. */
  undo: (result: R, input: I) => UndoOffer;
}

/**
 * A write whose success offers its undo (showUndo). `mutateAsync` keeps one identity for the life
 * of the component, so lists can build their columns on it.
 */
export function useUndoableMutation<I, R>({ mutationFn, undo }: UndoableMutationOptions<I, R>) {
  const { message } = App.useApp();
  return useMutation<R, Error, I>({ mutationFn, onSuccess: (result, input) => showUndo(message, undo(result, input)) }, queryClient);
}

/** The inverse of deleting `ids` of `def`: back from the recycle bin (the server checks the delete permission), all or none. */
const undelete = (def: Pick<ResourceDef, 'name'>, ids: readonly (string | number)[], onUndone?: () => void) => async () => {
  const { count } = await undeleteRecords(def.name, ids);
  await invalidate(def.name);
  onUndone?.();
  return ids.length === 1 ? ht('history.undone') : ht('history.undoneMany', { n: count });
};

/** The offer after deleting one record named `name`: 撤销 puts it back with its id. */
export const deleteUndo = (
  def: Pick<ResourceDef, 'name'>,
  id: string | number,
  name: string | undefined,
  canUndo: boolean,
  onUndone?: () => void,
): UndoOffer => ({
  key: `undo-delete:${def.name}:${id}`,
  text: name ? rt('resource.delete.deleted', { name }) : ht('history.deleted'),
  run: canUndo ? undelete(def, [id], onUndone) : undefined,
});

/** The offer after a bulk delete (`text`: 已删除 N 项): 撤销 puts every row back in one request. */
export const bulkDeleteUndo = (
  def: Pick<ResourceDef, 'name'>,
  ids: readonly (string | number)[],
  text: string,
  canUndo: boolean,
  onUndone?: () => void,
): UndoOffer => ({
  key: `undo-bulk-delete:${def.name}:${ids.join(',')}`,
  text,
  run: canUndo && ids.length ? undelete(def, ids, onUndone) : undefined,
});

/**
 * The offer after a copy into another year (`text`: what was copied): undoing puts the target back
 * as the copy's audit entry kept it (the server refuses once anything copied has changed, and says
 * so). The operation log offers the same undo afterwards.
 */
export const copyUndo = (entry: number, text: string, onUndone?: () => void): UndoOffer => ({
  key: `undo-copy:${entry}`,
  text,
  seconds: UNDO_COPY_SECONDS,
  run: async () => {
    await undoCopy(entry);
    onUndone?.();
    return ht('history.copyUndone');
  },
});

/** A copy's answer already in hand: its message with 撤销 (a screen that copies through its own call). */
export const offerUndoCopy = (message: MessageApi, opts: { text: string; entry: number; onUndone: () => void }): void =>
  showUndo(message, copyUndo(opts.entry, opts.text, opts.onUndone));

/** The record name a delete's message shows. */
export const nameOf = recordName;
