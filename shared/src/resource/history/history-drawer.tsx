import { useCallback, useEffect, useState } from 'react';
import { App, Button, Descriptions, Drawer, Empty, Popconfirm, Result, Spin, Table, Timeline, Typography } from 'antd';
import type { History, HistoryEntry } from '@admin/shared/contract/resources';
import { isApiError } from '@admin/shared/api';
import { formatTime } from '../cells';
import { recordNoun } from '../noun';
import type { Rec, ResourceDef } from '../types';
import { fetchHistory, restoreVersion } from './api';
import { ChangeValue, readChange } from './change-reading';
import { actionText, ht, useHistoryI18n } from './texts';

export interface HistoryDrawerProps {
  def: Pick<ResourceDef, 'name' | 'fields' | 'title' | 'noun'>;
  /** The record whose history is shown; null: closed. */
  id: string | number | null;
  /** The record's name (its title field), shown in the title; its id when absent. */
  name?: string;
  onClose: () => void;
  /** Shows 恢复到此版本 (the server still checks the change permission). */
  canRestore?: boolean;
  /** After a restore: the record as it is now. */
  onRestored?: (record: Rec) => void;
}

/** Every changed field of an entry: its label, and old → new as the screen shows them (change-reading.tsx). */
function Changes({ def, entry }: { def: HistoryDrawerProps['def']; entry: HistoryEntry }) {
  if (!entry.changes.length) return <Typography.Text type="secondary">{ht('history.noChange')}</Typography.Text>;
  const read = (name: string) => readChange(name, def.name, def.fields);
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={entry.changes}
      columns={[
        { key: 'field', title: ht('history.field'), width: 120, render: (_v, c) => read(c.field).label },
        {
          key: 'before',
          title: ht('history.before'),
          render: (_v, c) => (c.secret ? ht('history.secret') : <ChangeValue reading={read(c.field)} value={c.before} />),
        },
        {
          key: 'after',
          title: ht('history.after'),
          render: (_v, c) => (c.secret ? ht('history.secret') : <ChangeValue reading={read(c.field)} value={c.after} />),
        },
      ]}
    />
  );
}

/**
 * A record's history, newest first: who, when, what they did and every changed field old → new,
 * with 创建人 / 最后修改人 on top and 恢复到此版本 on earlier versions (a versioned, audited write).
 */
export function HistoryDrawer({ def, id, name, onClose, canRestore, onRestored }: HistoryDrawerProps) {
  useHistoryI18n();
  const { message } = App.useApp();
  const [state, setState] = useState<{ for: string | number; history?: History; error?: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    fetchHistory(def.name, id).then(
      (history) => live && setState({ for: id, history }),
      (e: unknown) => live && setState({ for: id, error: isApiError(e) ? e.msg : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [def.name, id, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const current = state && state.for === id ? state : null;
  const items = current?.history?.items ?? [];
  // The newest entry's version is the record's version now (every write is in the log).
  const latest = items[0]?.record_version ?? null;

  const restore = async (entry: HistoryEntry) => {
    if (latest === null) return;
    setBusy(entry.id);
    try {
      const record = await restoreVersion(entry.id, latest);
      message.success(ht('history.restored'));
      onRestored?.(record);
    } catch {
      // The client's toast names the problem (e.g. 40900: changed meanwhile); the history shows why.
    } finally {
      setBusy(null);
      reload();
    }
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      title={ht('history.titleOf', { noun: recordNoun(def), name: name ?? String(id ?? '') })}
      destroyOnHidden
    >
      {id !== null && !current ? <Spin /> : null}
      {current?.error ? (
        <Result status="error" title={ht('history.loadFailed')} subTitle={current.error} extra={<Button onClick={reload}>{ht('history.retry')}</Button>} />
      ) : null}
      {current?.history ? (
        <>
          <Descriptions
            size="small"
            column={2}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'created', label: ht('history.createdBy'), children: current.history.created_by ?? ht('history.notRecorded') },
              { key: 'updated', label: ht('history.updatedBy'), children: current.history.updated_by ?? ht('history.notRecorded') },
            ]}
          />
          {items.length === 0 ? <Empty description={ht('history.empty')} /> : null}
          <Timeline
            items={items.map((entry, i) => ({
              key: entry.id,
              content: (
                <section aria-label={`${actionText(entry.action)} ${formatTime(entry.created_at)}`} data-history-entry={entry.id}>
                  <Typography.Paragraph style={{ marginBottom: 8 }}>
                    <Typography.Text strong>{entry.username || '—'}</Typography.Text> · {formatTime(entry.created_at)} · {actionText(entry.action)}
                    {entry.record_version !== null ? ` · ${ht('history.version', { version: entry.record_version })}` : ''}
                    {canRestore && i > 0 && entry.record_version !== null && latest !== null ? (
                      <Popconfirm
                        title={ht('history.restore')}
                        description={ht('history.restoreConfirm')}
                        okText={ht('history.restoreOk')}
                        cancelText={ht('history.cancel')}
                        onConfirm={() => restore(entry)}
                      >
                        <Button type="link" size="small" loading={busy === entry.id}>
                          {ht('history.restore')}
                        </Button>
                      </Popconfirm>
                    ) : null}
                  </Typography.Paragraph>
                  <Changes def={def} entry={entry} />
                </section>
              ),
            }))}
          />
        </>
      ) : null}
    </Drawer>
  );
}
