import { useState } from 'react';
import { App, Tag, Typography } from 'antd';
import { isApiError } from '@admin/shared/api';
import { ALL_RESOURCES, AUDIT_ACTIONS, AUDIT_OUTCOMES, BC_COPY, operationLog, REFERENCE, type AuditChange } from '@admin/shared/contract/resources';
import { defineMessages, getLocale, t } from '@admin/shared/i18n';
import {
  ChangeValue,
  formatTime,
  historyActionText,
  readChange,
  RecycleBinButton,
  resourceDef,
  resourceScreen,
  undeleteRecords,
  undoCopy,
  type Rec,
} from '@admin/shared/resource';
import { linkButton } from '@admin/shared/ui';

defineMessages({
  'system.oplog.time': ['时间', 'Time'],
  'system.oplog.user': ['用户', 'User'],
  'system.oplog.resource': ['资源', 'Resource'],
  'system.oplog.record': ['记录 ID', 'Record ID'],
  'system.oplog.action': ['操作', 'Action'],
  'system.oplog.outcome': ['结果', 'Outcome'],
  'system.oplog.outcome.20000': ['成功', 'Done'],
  'system.oplog.outcome.refused': ['被拒绝 {code}', 'Refused {code}'],
  'system.oplog.changes': ['修改内容', 'Changes'],
  'system.oplog.message': ['说明', 'Message'],
  'system.oplog.ip': ['IP 地址', 'IP address'],
  'system.oplog.agent': ['浏览器', 'User agent'],
  'system.oplog.requestId': ['请求 ID', 'Request ID'],
  'system.oplog.secret': ['（已修改）', '(changed)'],
  'system.oplog.more': ['另有 {n} 项修改', '{n} more changes'],
  'system.oplog.fieldOf': ['{label}：', '{label}: '],
  'system.oplog.account': ['账号', 'Account'],
  'system.oplog.bcYear': ['业务课年份', 'Business-course year'],
  'system.oplog.kaoyanYears': ['考研年份', 'Kaoyan years'],
  'system.oplog.restore': ['恢复', 'Restore'],
  'system.oplog.restoreNamed': ['从回收站恢复 {resource} {id}', 'Restore {resource} {id} from the recycle bin'],
  'system.oplog.restored': ['已恢复', 'Restored'],
  'system.oplog.restoredOf': ['已恢复 {resource} {id}', '{resource} {id} restored'],
  'system.oplog.restoreFailed': ['未恢复：{msg}', 'Not restored: {msg}'],
  'system.oplog.undoCopy': ['撤销复制', 'Undo copy'],
  'system.oplog.undoCopyNamed': ['撤销复制到 {resource} {id}', 'Undo the copy into {resource} {id}'],
  'system.oplog.copyUndone': ['已撤销复制', 'Copy undone'],
  'system.oplog.copyUndoneOf': ['已撤销复制到 {resource} {id}，目标已恢复为复制前的内容', 'Copy into {resource} {id} undone: the target is back as it was'],
  'system.oplog.undoCopyFailed': ['未撤销：{msg}', 'Not undone: {msg}'],
});

/** What the log names that is no resource module: sign-ins, a course's whole year (copied), the kaoyan years (added). */
const OTHER_RESOURCES: Record<string, string> = {
  account: 'system.oplog.account',
  [BC_COPY.year.resource]: 'system.oplog.bcYear',
  [REFERENCE.addKaoyanYear.resource]: 'system.oplog.kaoyanYears',
};

const resourceLabel = (name: unknown) => {
  const m = ALL_RESOURCES.find((r) => r.name === name);
  const other = OTHER_RESOURCES[String(name)];
  if (other) return t(other);
  if (!m) return String(name ?? '');
  return `${getLocale() === 'en' ? m.labelEn : m.label} (${m.name})`;
};

/** The lines a cell shows at first; the others are counted, and shown when asked for. */
const LINES = 3;
const CREATED = new Set(['create']);
const DELETED = new Set(['delete', 'bulkDelete']);

/**
 * One changed field as the resource's screen labels and shows it (the kit's readChange): a new
 * record's value, a deleted record's value, else old → new.
 */
function ChangeLine({ resource, action, change }: { resource: string; action: string; change: AuditChange }) {
  const reading = readChange(change.field, resource);
  const value = (v: unknown) => <ChangeValue reading={reading} value={v} />;
  return (
    <li>
      <Typography.Text type="secondary">{t('system.oplog.fieldOf', { label: reading.label })}</Typography.Text>
      {change.secret ? (
        t('system.oplog.secret')
      ) : CREATED.has(action) ? (
        value(change.after)
      ) : DELETED.has(action) ? (
        value(change.before)
      ) : (
        <>
          {value(change.before)} → {value(change.after)}
        </>
      )}
    </li>
  );
}

/** The changed fields of one entry, a line each, labelled and readable: no API names, no JSON. */
function ChangeLines({ entry }: { entry: Rec }) {
  const [all, setAll] = useState(false);
  const list = Array.isArray(entry.changes) ? (entry.changes as AuditChange[]) : [];
  if (!list.length) return <Typography.Text type="secondary">—</Typography.Text>;
  const shown = all ? list : list.slice(0, LINES);
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {shown.map((c) => (
        <ChangeLine key={c.field} resource={String(entry.resource)} action={String(entry.action)} change={c} />
      ))}
      {list.length > shown.length ? (
        <li>{linkButton({ onClick: () => setAll(true), children: t('system.oplog.more', { n: list.length - shown.length }) })}</li>
      ) : null}
    </ul>
  );
}

/** What a row's action says: its name, the name that says on what, the message when done, and the refusal. */
interface RowActionTexts {
  label: string;
  named: string;
  done: string;
  doneOf: string;
  failed: string;
}

/**
 * A one-time action on a log row (restore a deleted record, undo a copy): the server checks the
 * permission and says why when it cannot; once done, the row says so in the action's place.
 */
function LogRowAction({ entry, texts, run }: { entry: Rec; texts: RowActionTexts; run: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  if (state === 'done') return <Typography.Text type="success">{t(texts.done)}</Typography.Text>;
  const vars = { resource: resourceLabel(entry.resource), id: String(entry.record_id) };
  return linkButton({
    disabled: state === 'busy',
    'aria-label': t(texts.named, vars),
    children: t(texts.label),
    onClick: () => {
      setState('busy');
      run().then(
        () => {
          setState('done');
          message.success(t(texts.doneOf, vars));
        },
        (e: unknown) => {
          setState('idle');
          message.error(t(texts.failed, { msg: isApiError(e) ? e.msg : String(e) }));
        },
      );
    },
  });
}

const RESTORE: RowActionTexts = {
  label: 'system.oplog.restore',
  named: 'system.oplog.restoreNamed',
  done: 'system.oplog.restored',
  doneOf: 'system.oplog.restoredOf',
  failed: 'system.oplog.restoreFailed',
};
const UNDO_COPY: RowActionTexts = {
  label: 'system.oplog.undoCopy',
  named: 'system.oplog.undoCopyNamed',
  done: 'system.oplog.copyUndone',
  doneOf: 'system.oplog.copyUndoneOf',
  failed: 'system.oplog.undoCopyFailed',
};

/**
 * 撤销复制 on a copy into another year not undone yet (the target back as before, while what was
 * copied is unchanged); 恢复 on a delete whose record is still in the recycle bin.
 */
function RowActions({ entry }: { entry: Rec }) {
  if (entry.undoable) return <LogRowAction entry={entry} texts={UNDO_COPY} run={() => undoCopy(Number(entry.id), { silent: true })} />;
  if (entry.in_bin)
    return <LogRowAction entry={entry} texts={RESTORE} run={() => undeleteRecords(String(entry.resource), [String(entry.record_id)], { silent: true })} />;
  return null;
}

/**
 * /setting/operation-log: every write, sign-in, sign-out and refused attempt of every account,
 * read-only (audit.view_operationlog). Filter by user, resource, action, outcome and days; export.
 */
export const resource = resourceDef(operationLog, {
  title: 'route./setting/operation-log',
  titleField: 'request_id',
  readOnly: true,
  defaultOrdering: '-id',
  // The contract's time range (filter.from / filter.to on created_at), picked as days where the person is.
  filters: [{ param: 'created_from', end: 'created_to', label: 'system.oplog.time', type: 'dateRange' }],
  fields: [
    // The entry's own id says little to a person (its time does): in the column settings only.
    { name: 'id', label: 'ID', type: 'number', list: { width: 80, defaultHidden: true }, form: false },
    { name: 'created_at', label: 'system.oplog.time', type: 'dateTime', list: { render: (v) => formatTime(v) }, form: false },
    { name: 'username', label: 'system.oplog.user', type: 'text', list: { width: 80 }, search: true, form: false },
    {
      name: 'resource',
      label: 'system.oplog.resource',
      type: 'select',
      options: [
        ...Object.entries(OTHER_RESOURCES).map(([value, label]) => ({ value, label })),
        ...ALL_RESOURCES.map((m) => ({ value: m.name, label: `${m.label} (${m.name})` })),
      ],
      list: { width: 130, render: (v) => resourceLabel(v) },
      search: true,
      form: false,
    },
    { name: 'record_id', label: 'system.oplog.record', type: 'text', list: { width: 65 }, search: true, form: false },
    {
      name: 'action',
      label: 'system.oplog.action',
      type: 'select',
      options: AUDIT_ACTIONS.map((a) => ({ value: a, label: historyActionText(a) })),
      list: { width: 80, render: (v) => historyActionText(String(v)) },
      search: true,
      form: false,
    },
    {
      name: 'outcome',
      label: 'system.oplog.outcome',
      type: 'select',
      options: AUDIT_OUTCOMES.map((c) => ({ value: c, label: c === 20000 ? t('system.oplog.outcome.20000') : t('system.oplog.outcome.refused', { code: c }) })),
      list: {
        width: 90,
        render: (v) =>
          Number(v) === 20000 ? (
            <Tag color="green">{t('system.oplog.outcome.20000')}</Tag>
          ) : (
            <Tag color="red">{t('system.oplog.outcome.refused', { code: Number(v) })}</Tag>
          ),
      },
      search: true,
      form: false,
    },
    {
      name: 'changes',
      label: 'system.oplog.changes',
      type: 'textarea',
      list: { width: 140, render: (_v, entry) => <ChangeLines entry={entry} /> },
      form: false,
    },
    { name: 'message', label: 'system.oplog.message', type: 'text', list: { width: 200, defaultHidden: true }, form: false },
    { name: 'ip', label: 'system.oplog.ip', type: 'text', list: { width: 130, defaultHidden: true }, form: false },
    { name: 'user_agent', label: 'system.oplog.agent', type: 'text', list: { width: 200, defaultHidden: true }, form: false },
    { name: 'request_id', label: 'system.oplog.requestId', type: 'text', list: { width: 200, defaultHidden: true }, form: false },
  ],
});

// The recycle bin of every resource the user may delete, 恢复 on each delete still in it, 撤销复制 on each copy still undoable.
export default resourceScreen(resource, {
  extra: <RecycleBinButton />,
  rowActions: (entry) => (entry.undoable || entry.in_bin ? <RowActions entry={entry} /> : null),
});
