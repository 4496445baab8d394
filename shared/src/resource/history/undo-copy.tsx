import { undoCopy } from './api';
import { ht } from './texts';
import { undoMessage, type MessageApi } from './undo-delete';

/** How long 撤销 stays offered after a copy into another year: longer than after a delete, as a copy overwrites much. */
export const UNDO_COPY_SECONDS = 30;

/**
 * The message after a copy into another year (`text`: what was copied) with 撤销 beside it: undoing
 * puts the target back as the copy's audit entry kept it (the server refuses once anything copied
 * has changed, and says so). The operation log offers the same undo afterwards.
 */
export function offerUndoCopy(message: MessageApi, opts: { text: string; entry: number; onUndone: () => void }): void {
  const key = `undo-copy:${opts.entry}`;
  const undo = async () => {
    message.destroy(key);
    await undoCopy(opts.entry);
    message.success(ht('history.copyUndone'));
    opts.onUndone();
  };
  undoMessage(message, key, opts.text, undo, UNDO_COPY_SECONDS);
}
