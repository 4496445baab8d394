import { Button, type App } from 'antd';
import { fetchHistory, undeleteRecord } from './api';
import { ht } from './texts';

/** How long 撤销 stays offered after a delete. */
export const UNDO_SECONDS = 8;

/**
 * 已删除 with 撤销 for a few seconds: undoing finds the delete in the record's history and puts
 * the record back with its id (the server checks the add permission). Without `canUndo`, only 已删除.
 */
type MessageApi = ReturnType<typeof App.useApp>['message'];

export function offerUndoDelete(message: MessageApi, opts: { resource: string; id: string | number; canUndo: boolean; onUndone: () => void }): void {
  const key = `undo-delete:${opts.resource}:${opts.id}`;
  if (!opts.canUndo) {
    message.success({ key, content: ht('history.deleted') });
    return;
  }
  const undo = async () => {
    message.destroy(key);
    const history = await fetchHistory(opts.resource, opts.id);
    const entry = history.items.find((x) => x.action === 'delete' || x.action === 'bulkDelete');
    if (!entry) return;
    await undeleteRecord(entry.id);
    message.success(ht('history.undone'));
    opts.onUndone();
  };
  message.success({
    key,
    duration: UNDO_SECONDS,
    content: (
      <span>
        {ht('history.deleted')}
        <Button type="link" size="small" onClick={() => void undo().catch(() => undefined)}>
          {ht('history.undo')}
        </Button>
      </span>
    ),
  });
}
