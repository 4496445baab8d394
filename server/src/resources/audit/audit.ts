import { Code } from '@admin/shared/contract';
import {
  historyQuery,
  historyResult,
  mineEntry,
  mineQuery,
  operationLog,
  restoreBody,
  type AuditChange,
  type ResourceModule,
} from '@admin/shared/contract/resources';
import { z } from 'zod';
import { actorOf, appendAudit, AUDIT_TABLE } from '../../audit/audit-log';
import { captureChange, fieldsOf, readRows } from '../../audit/capture';
import { BIN_TABLE } from '../../audit/recycle-bin';
import { conflict, invalid, notFound } from '../../http/api-error';
import { fieldErrors } from '../../http/zod-errors';
import type { Ctx } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import type { Storage } from '../../kit/storage';
import { registerCollection } from '../../kit/collection';
import { checkParents, scopeValues } from '../../kit/scope';
import type { Db } from '../../db/database';
import type { Deps } from '../../types';
import { bad, keyValue, moduleOf, requirePermission } from './access';
import { recycleBinOps } from './recycle-bin';
import { markUndoable, undoCopyOp } from './undo-copy';
import { myChanges } from './my-changes';

type Rec = Record<string, unknown>;

interface AuditRow {
  id: number;
  resource: string;
  record_id: string | null;
  action: string;
  outcome: number;
  changes: AuditChange[];
  params: Rec;
  snapshot: Rec | null;
}

const auditRowOf = (r: Rec): AuditRow => ({
  id: Number(r.id),
  resource: String(r.resource),
  record_id: String(r.record_id),
  action: String(r.action),
  outcome: Number(r.outcome),
  changes: r.changes ? (JSON.parse(String(r.changes)) as AuditChange[]) : [],
  params: r.params ? (JSON.parse(String(r.params)) as Rec) : {},
  snapshot: r.snapshot ? (JSON.parse(String(r.snapshot)) as Rec) : null,
});

async function entryRow(deps: Deps, id: number): Promise<AuditRow> {
  const r = (await deps.db.selectFrom(AUDIT_TABLE).selectAll().where('id', '=', id).executeTakeFirst()) as Rec | undefined;
  if (!r || Number(r.outcome) !== Code.OK || r.record_id === null) throw bad('entry', `历史记录 ${id} 不存在`);
  return auditRowOf(r);
}

/**
 * The record as it was right after `entry`: its current fields with every later change undone,
 * newest first (each audit row holds the old value of every field it changed).
 */
async function stateAfter(deps: Deps, entry: AuditRow, current: Rec): Promise<Rec> {
  const later = await deps.db
    .selectFrom(AUDIT_TABLE)
    .select(['changes'])
    .where('resource', '=', entry.resource)
    .where('record_id', '=', entry.record_id)
    .where('outcome', '=', Code.OK)
    .where('id', '>', entry.id)
    .orderBy('id', 'desc')
    .execute();
  const state = { ...current };
  for (const r of later) {
    for (const ch of (r.changes ? JSON.parse(String(r.changes)) : []) as AuditChange[]) {
      if (!ch.secret && ch.field in state) state[ch.field] = ch.before;
    }
  }
  return state;
}

/**
 * Restores a collection record (through the resource's own PATCH, else PUT, so its family's rules
 * apply as to any edit) or a document, with the version the client read (40900 when stale).
 */
async function writeVersion(
  reg: Registry,
  deps: Deps,
  c: Ctx,
  m: ResourceModule,
  storage: Storage,
  entry: AuditRow,
  target: Rec,
  version: number,
): Promise<unknown> {
  const params = entry.params;
  if (m.kind === 'collection') {
    const id = keyValue(storage, entry.record_id!);
    const current = fieldsOf(storage, (await readRows(deps.db, storage, params, [id])).get(entry.record_id!))!;
    const e = m.endpoints.find((x) => x.op === 'patch') ?? m.endpoints.find((x) => x.op === 'update');
    const impl = e && reg.implOf(e, deps);
    if (!e || !impl || !impl.body || impl.body === 'multipart') throw bad('entry', `${m.label}不能修改，无法恢复历史版本`);
    const changed = Object.fromEntries(Object.entries(target).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(current[k])));
    const parsed = impl.body.safeParse(e.op === 'patch' ? { ...changed, version } : { ...target, version });
    // e.g. a resource whose PATCH takes only its status: the other fields cannot be put back.
    if (!parsed.success) throw invalid(fieldErrors(parsed.error, changed), `该版本的部分字段不能通过修改恢复`);
    return impl.handle({ ...c, params: { ...params, [storage.idParam ?? 'id']: id }, body: parsed.data, endpoint: e });
  }
  {
    const parsed = m.schema.safeParse(target);
    if (!parsed.success) throw bad('entry', '该版本已不符合现在的规则，无法恢复');
    await checkParents(deps, storage.scope as never, params);
    let q = deps.db
      .updateTable(storage.table)
      .set({ data: JSON.stringify(parsed.data), updated_at: c.now.toISOString(), version: version + 1 })
      .where('version', '=', version);
    for (const [col, v] of Object.entries({ ...scopeValues(storage.scope as never, params), ...storage.fixed })) q = q.where(col, '=', v);
    if (Number((await q.executeTakeFirst()).numUpdatedRows) === 0) throw conflict();
    return null;
  }
}

/** Marks the log's deletes whose record is still in the recycle bin from that very delete (restorable from the row). */
async function markInBin(db: Db, items: Rec[]): Promise<Rec[]> {
  const deletes = items.filter((x) => x.outcome === Code.OK && x.record_id !== null && x.action !== 'undelete');
  if (!deletes.length) return items;
  const kept = await db
    .selectFrom(BIN_TABLE)
    .select(['resource', 'record_id', 'deleted_at'])
    .where('record_id', 'in', [...new Set(deletes.map((x) => String(x.record_id)))])
    .execute();
  const keys = new Set(kept.map((r) => `${String(r.resource)}#${String(r.record_id)}@${String(r.deleted_at)}`));
  const inBin = (x: Rec) => keys.has(`${String(x.resource)}#${String(x.record_id)}@${String(x.created_at)}`);
  return items.map((x) => (deletes.includes(x) ? { ...x, in_bin: inBin(x) } : x));
}

/** The operation log, a record's history, restoring a version, undoing a delete or a copy, and my recent changes. */
export function auditFamily(reg: Registry): void {
  registerCollection(reg, {
    resource: operationLog,
    table: AUDIT_TABLE,
    decorate: async (db, items) => markUndoable(db, await markInBin(db, items)),
  });

  reg.add('audit', 'history', (_e, deps) => ({
    query: historyQuery,
    response: historyResult,
    summary: '一条记录的历史（新的在前）：谁、何时、做了什么、每个字段的旧值与新值；需要该资源的查看权限',
    handle: async (c) => {
      const { m } = moduleOf(reg, c.query.resource, 'query.resource');
      await requirePermission(deps, c, m, 'view');
      const rows = await deps.db
        .selectFrom(AUDIT_TABLE)
        .select(['id', 'created_at', 'account_id', 'username', 'action', 'changes', 'record_version'])
        .where('resource', '=', c.query.resource)
        .where('record_id', '=', c.query.id)
        .where('outcome', '=', Code.OK)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      const items = rows.map((r) => ({
        id: Number(r.id),
        created_at: String(r.created_at),
        account_id: r.account_id === null ? null : Number(r.account_id),
        username: String(r.username),
        action: String(r.action),
        changes: r.changes ? (JSON.parse(String(r.changes)) as AuditChange[]) : [],
        record_version: r.record_version === null ? null : Number(r.record_version),
      }));
      const created = items.findLast((x) => x.action === 'create');
      return { items, created_by: created?.username ?? null, updated_by: items[0]?.username ?? null };
    },
  }));

  reg.add('audit', 'restore', (_e, deps) => ({
    body: restoreBody,
    response: z.unknown(),
    summary: '把记录恢复到某条历史之后的样子（带当前 version，过期 40900）；需要该资源的修改权限',
    handle: async (c) => {
      const entry = await entryRow(deps, c.body.entry);
      const { m, storage } = moduleOf(reg, entry.resource, 'entry');
      await requirePermission(deps, c, m, 'change');
      const id = storage.key ? keyValue(storage, entry.record_id!) : entry.record_id;
      const rows = await readRows(deps.db, storage, entry.params, [id]);
      const row = rows.get(entry.record_id!);
      if (!row) throw notFound(m.label);
      const target = await stateAfter(deps, entry, fieldsOf(storage, row)!);
      const { data, entries } = await captureChange(deps.db, storage, m.name, 'restore', entry.params, [id], () =>
        writeVersion(reg, deps, c, m, storage, entry, target, c.body.version),
      );
      if (!entries.some((x) => x.changes?.length)) throw bad('entry', '记录已与该版本相同，无需恢复');
      await appendAudit(deps.db, actorOf(c.req, c.user), c.now, entries);
      return data;
    },
  }));

  recycleBinOps(reg);
  undoCopyOp(reg);

  reg.add('audit', 'mine', (_e, deps) => ({
    query: mineQuery,
    response: z.array(mineEntry),
    summary: '当前用户最近的修改（新的在前；一次请求对一种记录的修改算一条，如一次调整顺序；不含登录、退出和上传文件）',
    handle: (c) => myChanges(deps.db, c.user!.id, c.query.limit),
  }));
}
