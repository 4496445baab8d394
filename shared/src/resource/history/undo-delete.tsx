import { Button, type App } from 'antd';
import type { ReactNode } from 'react';
import { rt } from '../recycle-bin/texts';
import { undeleteRecords } from './api';
import { ht } from './texts';

/** How long 撤销 stays offered after a delete. */
export const UNDO_SECONDS = 8;

export type MessageApi = ReturnType<typeof App.useApp>['message'];

/**
 * 已删除「name」 with 撤销 for a few seconds: undoing puts the record back from the recycle bin
 * with its id (the server checks the delete permission), where it also stays restorable after
 * the message is gone. Without `canUndo`, only the message.
 */
export function offerUndoDelete(
  message: MessageApi,
  opts: { resource: string; id: string | number; name?: string; canUndo: boolean; onUndone: () => void },
): void {
  const key = `undo-delete:${opts.resource}:${opts.id}`;
  const text = opts.name ? rt('resource.delete.deleted', { name: opts.name }) : ht('history.deleted');
  if (!opts.canUndo) {
    message.success({ key, content: text });
    return;
  }
  const undo = async () => {
    message.destroy(key);
    await undeleteRecords(opts.resource, [opts.id]);
    message.success(ht('history.undone'));
    opts.onUndone();
  };
  undoMessage(message, key, text, undo);
}

/** The message of a write with 撤销 beside it, for `seconds` (a delete's: UNDO_SECONDS). */
export function undoMessage(message: MessageApi, key: string, text: ReactNode, undo: () => Promise<void>, seconds = UNDO_SECONDS): void {
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

/**
 * After a bulk delete: `text` (已删除 N 项) with 撤销 for a few seconds, which puts every deleted row
 * back in one request (one transaction on the server, all or none). Without `canUndo`, only `text`.
 */
export function offerUndoBulkDelete(
  message: MessageApi,
  opts: { resource: string; ids: readonly (string | number)[]; text: string; canUndo: boolean; onUndone: () => void },
): void {
  const key = `undo-bulk-delete:${opts.resource}:${opts.ids.join(',')}`;
  if (!opts.canUndo || !opts.ids.length) {
    message.success({ key, content: opts.text });
    return;
  }
  undoMessage(message, key, opts.text, async () => {
    message.destroy(key);
    const { count } = await undeleteRecords(opts.resource, opts.ids);
    message.success(ht('history.undoneMany', { n: count }));
    opts.onUndone();
  });
}
