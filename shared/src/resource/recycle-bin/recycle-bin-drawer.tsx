import { useCallback, useEffect, useState } from 'react';
import type { Key } from 'react';
import { Alert, App, Button, Drawer, Flex, Result, Table, Typography } from 'antd';
import type { RecycleBinEntry, RecycleBinPage } from '@admin/shared/contract/resources';
import { isApiError } from '@admin/shared/api';
import { useI18n } from '@admin/shared/i18n';
import { formatTime } from '../cells';
import { undeleteRecords } from '../history/api';
import { fetchRecycleBin } from './api';
import { rt } from './texts';

const PAGE_SIZE = 10;

export interface RecycleBinDrawerProps {
  /** The resource whose deleted records are shown, with the list's title and name field; none: every resource the user may delete. */
  def?: { name: string; title: string; titleField?: string };
  open: boolean;
  onClose: () => void;
  /** After records came back (the list reads again). */
  onRestored?: () => void;
}

/** What a deleted record is called: the list's name field when it has one, else the server's name. */
const nameOf = (e: RecycleBinEntry, titleField?: string): string => {
  const v = titleField ? e.fields[titleField] : undefined;
  return typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : e.name;
};

/**
 * The recycle bin of a resource (or of all): its deleted records, newest first, with who deleted
 * them, when, and until when they can be restored; 恢复 per row or for the rows selected, all or
 * none (the server refuses a name now taken or a parent now gone, saying which, and the message
 * stays in the drawer).
 */
export function RecycleBinDrawer({ def, open, onClose, onRestored }: RecycleBinDrawerProps) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<RecycleBinPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const [busy, setBusy] = useState(false);
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((n) => n + 1), []);

  useEffect(() => {
    if (!open) return;
    let live = true;
    fetchRecycleBin({ resource: def?.name, page, limit: PAGE_SIZE }).then(
      (d) => {
        if (!live) return;
        setLoadError(null);
        setData(d);
        // The last row of a later page restored: show the page before.
        if (!d.items.length && page > 1) setPage(page - 1);
      },
      (e: unknown) => {
        if (live) setLoadError(isApiError(e) ? e.msg : String(e));
      },
    );
    return () => {
      live = false;
    };
  }, [open, def?.name, page, reads]);

  const restore = async (rows: readonly RecycleBinEntry[]) => {
    if (!rows.length) return;
    setBusy(true);
    setProblem(null);
    try {
      // One call per resource (the bin of all resources may mix them); each is all or none.
      const byResource = new Map<string, RecycleBinEntry[]>();
      for (const r of rows) byResource.set(r.resource, [...(byResource.get(r.resource) ?? []), r]);
      for (const [resource, items] of byResource)
        await undeleteRecords(
          resource,
          items.map((r) => r.record_id),
          { silent: true },
        );
      message.success(
        rows.length === 1
          ? rt('resource.recycleBin.restored', { name: nameOf(rows[0], def?.titleField) })
          : rt('resource.recycleBin.restoredMany', { n: rows.length }),
      );
      setSelected([]);
      onRestored?.();
    } catch (e) {
      if (!isApiError(e)) throw e;
      setProblem(rt('resource.recycleBin.failed', { msg: e.msg }));
    } finally {
      setBusy(false);
      reload();
    }
  };

  const items = data?.items ?? [];
  const chosen = items.filter((x) => selected.includes(x.id));
  const title = def ? rt('resource.recycleBin.title', { title: t(def.title) }) : rt('resource.recycleBin.titleAll');
  return (
    <Drawer open={open} onClose={onClose} size={760} title={title} destroyOnHidden>
      {loadError ? (
        <Result
          status="error"
          title={rt('resource.recycleBin.loadFailed')}
          subTitle={loadError}
          extra={<Button onClick={reload}>{rt('resource.recycleBin.retry')}</Button>}
        />
      ) : (
        <Flex vertical gap={12}>
          {data ? <Typography.Text type="secondary">{rt('resource.recycleBin.hint', { days: data.retention_days })}</Typography.Text> : null}
          {problem ? <Alert type="error" showIcon closable onClose={() => setProblem(null)} title={problem} role="alert" /> : null}
          {items.length ? (
            <div>
              <Button disabled={busy || !chosen.length} onClick={() => void restore(chosen)}>
                {rt('resource.recycleBin.restoreSelected', { n: chosen.length })}
              </Button>
            </div>
          ) : null}
          <Table<RecycleBinEntry>
            size="small"
            rowKey="id"
            loading={!data}
            dataSource={items}
            locale={{ emptyText: rt('resource.recycleBin.empty') }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: setSelected,
              getCheckboxProps: (r) => ({ 'aria-label': rt('resource.recycleBin.select', { name: nameOf(r, def?.titleField) }) }),
            }}
            pagination={
              data && data.total > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showSizeChanger: false } : false
            }
            columns={[
              { key: 'name', title: rt('resource.recycleBin.name'), render: (_v, r) => nameOf(r, def?.titleField) },
              ...(def
                ? []
                : [{ key: 'resource', title: rt('resource.recycleBin.resource'), width: 120, render: (_v: unknown, r: RecycleBinEntry) => r.label }]),
              { key: 'by', title: rt('resource.recycleBin.deletedBy'), width: 100, render: (_v, r) => r.username || '—' },
              { key: 'at', title: rt('resource.recycleBin.deletedAt'), width: 175, render: (_v, r) => formatTime(r.deleted_at) },
              { key: 'until', title: rt('resource.recycleBin.expiresAt'), width: 175, render: (_v, r) => formatTime(r.expires_at) },
              {
                key: 'actions',
                title: rt('resource.recycleBin.actions'),
                width: 80,
                render: (_v, r) => (
                  <Button
                    type="link"
                    size="small"
                    disabled={busy}
                    aria-label={rt('resource.recycleBin.restoreNamed', { name: nameOf(r, def?.titleField) })}
                    onClick={() => void restore([r])}
                  >
                    {rt('resource.recycleBin.restore')}
                  </Button>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
