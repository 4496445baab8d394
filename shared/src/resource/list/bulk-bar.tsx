import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { isApiError } from '@admin/shared/api';
import { Code } from '@admin/shared/contract';
import { namesOf, rt } from '../recycle-bin/texts';
import { patchAccepts } from '../toggle';
import type { FieldDef, Rec, ResourceDef, RowRef } from '../types';
import { useListResource, useListSelection } from './list-context';
import { rowRefs } from './row-refs';
import { useListI18n } from './texts';

/** Toggle fields the bulk bar can set: those the module's PATCH (and so its bulk PATCH) accepts. */
export const bulkToggleFields = (def: Pick<ResourceDef, 'fields' | 'routes' | 'schemas'>): FieldDef[] =>
  def.fields.filter((f) => f.toggle && patchAccepts({ routes: { patch: def.routes.bulkPatch ?? def.routes.patch }, schemas: def.schemas }, f.name));

/**
 * The rows an error of a batch names (`items.3.title`, `items.3`), as the ids of the selection, so a
 * person reads "ID 12" and not a position in a request they never saw.
 */
export function problemsByRow(def: Pick<ResourceDef, 'idKey'>, rows: readonly Rec[], errors: readonly { field: string; message: string }[]): string[] {
  return errors.map((e) => {
    const m = /^items\.(\d+)(?:\.(.+))?$/.exec(e.field);
    const row = m ? rows[Number(m[1])] : undefined;
    return row ? `ID ${String(row[def.idKey ?? 'id'])}：${e.message}` : e.message;
  });
}

/** What a screen's own bulk action gets: the selection, and `run`, which reports like the bar's own buttons. */
export interface BulkActionContext {
  selected: readonly Rec[];
  refs: RowRef[];
  busy: boolean;
  /** Runs a batch call: its message on success (none for ''), the rows' problems on failure, then the list reads again. */
  run: (call: () => Promise<string>) => Promise<void>;
}

export interface BulkBarProps {
  /** The screen's own bulk actions (e.g. assign, close), shown to holders of the bulk change. */
  actions?: (ctx: BulkActionContext) => ReactNode;
}

/**
 * "已选 N 项" with the batch actions the user may call on the list's selection (list-context.tsx):
 * delete, and on / off of each toggle field. After each batch call the list is read again.
 */
export function BulkBar({ actions }: BulkBarProps) {
  const { t } = useListI18n();
  const { message, modal } = App.useApp();
  const { def, provider, access, deletes, written: onDone } = useListResource();
  const { rows: selected, clear: onClear } = useListSelection();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const canDelete = access.bulkDelete && !!provider.bulkDelete;
  const toggles = access.bulkPatch && provider.bulkPatch ? bulkToggleFields(def) : [];
  const own = actions && access.bulkPatch && !!provider.bulkPatch;
  const n = selected.length;
  const bar = n > 0 && (canDelete || toggles.length > 0 || !!own);
  // The problems of the last batch stay after the selection is cleared: they say what to redo.
  if (!bar && !problems.length) return null;

  const run = async (call: () => Promise<string>) => {
    setBusy(true);
    setProblems([]);
    try {
      const done = await call();
      if (done) message.success(done);
      onClear();
    } catch (e) {
      if (!isApiError(e)) throw e;
      if (e.code === Code.CONFLICT) {
        // The rows someone else changed: the server names them; reloaded, the selection is cleared.
        const ids = problemsByRow(def, selected, e.fieldErrors);
        setProblems([t('resource.list.bulkStale', { ids: ids.length ? ids.join('；') : e.msg })]);
        onClear();
      } else {
        const rows = problemsByRow(def, selected, e.fieldErrors);
        setProblems(rows.length ? rows : [t('resource.list.bulkFailed', { msg: e.msg })]);
      }
    } finally {
      setBusy(false);
      onDone();
    }
  };

  const refs = rowRefs(def, selected);
  // The confirmation names the rows (the first few, then how many more) and where they can come back from.
  const names = selected.map((r) => String(r[def.titleField ?? 'title'] ?? r[def.idKey ?? 'id']));
  const confirmDelete = () =>
    modal.confirm({
      title: rt('resource.delete.bulkTitle', { n }),
      content: (
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{namesOf(names)}</Typography.Paragraph>
          <Typography.Text type="secondary">{rt('resource.delete.where')}</Typography.Text>
        </>
      ),
      okText: t('resource.list.bulkDelete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('resource.cancel'),
      onOk: () =>
        run(async () => {
          // Its message offers 撤销, which puts every deleted row back (one request, all or none).
          await deletes.removeMany(selected);
          return '';
        }),
    });
  const setAll = (f: FieldDef, value: boolean) =>
    run(async () => {
      const { items } = await provider.bulkPatch!(refs, { [f.name]: value });
      return t('resource.list.bulkChanged', { n: items.length });
    });

  return (
    <div role="region" aria-label={t('resource.list.selected', { n })} style={{ marginBottom: 12 }}>
      {bar ? (
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>{t('resource.list.selected', { n })}</Typography.Text>
          {toggles.map((f) => (
            <span key={f.name}>
              <Button size="small" disabled={busy} onClick={() => setAll(f, true)}>
                {f.bulk ? t(f.bulk.on) : t('resource.list.bulkOn', { label: t(f.label) })}
              </Button>{' '}
              <Button size="small" disabled={busy} onClick={() => setAll(f, false)}>
                {f.bulk ? t(f.bulk.off) : t('resource.list.bulkOff', { label: t(f.label) })}
              </Button>
            </span>
          ))}
          {own ? actions({ selected, refs, busy, run }) : null}
          {canDelete ? (
            <Button size="small" danger disabled={busy} onClick={confirmDelete}>
              {t('resource.list.bulkDelete')}
            </Button>
          ) : null}
          <Button size="small" type="link" onClick={onClear}>
            {t('resource.list.clearSelection')}
          </Button>
        </Flex>
      ) : null}
      {problems.length ? (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setProblems([])}
          style={{ marginTop: 8 }}
          title={problems.length === 1 ? problems[0] : t('resource.list.bulkFailed', { msg: '' })}
          description={
            problems.length > 1 ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
    </div>
  );
}
