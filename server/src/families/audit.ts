import { Code } from '@admin/shared/contract';
import {
  historyQuery,
  historyResult,
  mineEntry,
  mineQuery,
  operationLog,
  restoreBody,
  resourceNamed,
  undeleteBody,
  type AuditChange,
  type ResourceModule,
} from '@admin/shared/contract/resources';
import { z } from 'zod';
import { actorOf, appendAudit, AUDIT_TABLE, type AuditEntry } from '../audit/audit-log';
import { captureChange, fieldsOf, readRows } from '../audit/capture';
import { permissionsOf } from '../auth/sessions';
import { ApiError, conflict, invalid, notFound } from '../http/api-error';
import { fieldErrors } from '../http/zod-errors';
import type { Ctx, Registry, Storage } from '../http/registry';
import { registerCollection } from '../resources/collection';
import { encodeRecord } from '../resources/codec';
import { checkParents, scopeValues } from '../resources/scope';
import type { Deps } from '../types';

type Rec = Record<string, unknown>;
type Action = 'view' | 'add' | 'change';

const OPS_OF: Record<Action, readonly string[]> = { view: ['list', 'get', 'read'], add: ['create'], change: ['update', 'patch', 'write'] };

/** Time filters of the operation log: a bare day means the whole day (UTC). */
const dayStart = (v: string) => (v.length === 10 ? `${v}T00:00:00.000Z` : new Date(v).toISOString());
const dayEnd = (v: string) => (v.length === 10 ? `${v}T23:59:59.999Z` : new Date(v).toISOString());

/** 40000 naming the body field, for an entry or resource that cannot be used. */
const bad = (field: string, message: string) => invalid([{ field, message }], message);

/** The module of a history call and its storage; 40000 for a name no module has. */
function moduleOf(reg: Registry, name: string, field: string): { m: ResourceModule; storage: Storage } {
  const m = resourceNamed(name);
  const storage = m && reg.storageOf(name);
  if (!m || !storage) throw bad(field, `没有名为 ${name} 的资源`);
  return { m, storage };
}

/** 40300 unless the user holds the resource's permission for `action` (the server is the guard). */
async function requirePermission(deps: Deps, c: Ctx, m: ResourceModule, action: Action): Promise<void> {
  const needed = [...new Set(m.endpoints.filter((e) => OPS_OF[action].includes(e.op)).flatMap((e) => e.permissions))];
  const held = await permissionsOf(deps.db, c.user!.id);
  if (!needed.some((p) => held.includes(p))) {
    throw new ApiError(Code.FORBIDDEN, needed.length ? `缺少权限 ${needed.join(' 或 ')}` : `${m.label}不支持该操作`, { missing: needed });
  }
}

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

/** The record's key as stored (an integer id from the log's text). */
const keyValue = (storage: Storage, id: string): unknown => (storage.key === 'id' ? Number(id) : id);

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
async function writeVersion(reg: Registry, deps: Deps, c: Ctx, m: ResourceModule, storage: Storage, entry: AuditRow, target: Rec, version: number): Promise<unknown> {
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
    await checkParents(deps.db, storage.scope as never, params);
    let q = deps.db
      .updateTable(storage.table)
      .set({ data: JSON.stringify(parsed.data), updated_at: c.now.toISOString(), version: version + 1 })
      .where('version', '=', version);
    for (const [col, v] of Object.entries({ ...scopeValues(storage.scope as never, params), ...storage.fixed })) q = q.where(col, '=', v);
    if (Number((await q.executeTakeFirst()).numUpdatedRows) === 0) throw conflict();
    return null;
  }
}

/** The latest delete (its snapshot) of each of `ids` of `resource`, by id. */
async function lastDeletes(deps: Deps, resource: string, ids: readonly string[]): Promise<Map<string, AuditRow>> {
  const out = new Map<string, AuditRow>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = (await deps.db
      .selectFrom(AUDIT_TABLE)
      .selectAll()
      .where('resource', '=', resource)
      .where('record_id', 'in', ids.slice(i, i + 500))
      .where('outcome', '=', Code.OK)
      .where('snapshot', 'is not', null)
      .orderBy('id', 'desc')
      .execute()) as Rec[];
    for (const r of rows) if (!out.has(String(r.record_id))) out.set(String(r.record_id), auditRowOf(r));
  }
  return out;
}

/**
 * Puts the record a delete entry names back as it was, with its id and the resource's own rules
 * (parents exist, unique fields free); `field` names the body field a refusal points at.
 */
async function undeleteEntry(
  reg: Registry,
  deps: Deps,
  c: Ctx,
  entry: AuditRow,
  field: string,
  /** The resource whose add permission the caller checked already (the bulk form, once for all rows). */
  checked?: string,
): Promise<{ data: unknown; entries: AuditEntry[] }> {
  if (!entry.snapshot) throw bad(field, `历史记录 ${entry.id} 不是一次删除`);
  const { m, storage } = moduleOf(reg, entry.resource, field);
  if (m.name !== checked) await requirePermission(deps, c, m, 'add');
  if (!storage.key || !storage.repo) throw bad(field, `${m.label}不支持撤销删除`);
  const repo = storage.repo(deps);
  const id = keyValue(storage, entry.record_id!);
  if ((await readRows(deps.db, storage, entry.params, [id])).size) throw bad(field, `${m.label} ${entry.record_id} 已存在，无需撤销`);
  const params = { ...entry.params, [storage.idParam ?? 'id']: id };
  await checkParents(deps.db, repo.def.scope ?? [], params);
  const fields = fieldsOf(storage, entry.snapshot)!;
  await repo.validateRecord(fields, entry.params, id);
  return captureChange(deps.db, storage, m.name, 'undelete', entry.params, [id], async () => {
    const row = { ...entry.snapshot, ...encodeRecord(storage.codecs ?? {}, fields), updated_at: c.now.toISOString(), version: Number(entry.snapshot!.version) + 1 };
    await deps.db.insertInto(storage.table).values(row).execute();
    return repo.get(params, id);
  });
}

/** The operation log, a record's history, restoring a version, undoing a delete, and my recent changes. */
export function auditFamily(reg: Registry): void {
  registerCollection(reg, {
    resource: operationLog,
    table: AUDIT_TABLE,
    customFilters: {
      created_from: (q, v) => q.where('created_at', '>=', dayStart(String(v))),
      created_to: (q, v) => q.where('created_at', '<=', dayEnd(String(v))),
    },
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

  reg.add('audit', 'undelete', (_e, deps) => ({
    body: undeleteBody,
    response: z.unknown(),
    summary: '撤销删除：按删除时的历史把记录原样放回（同一 id）；批量形式 { resource, ids } 放回批量删除的记录，全部成功或全部不变；需要该资源的新增权限',
    handle: async (c) => {
      const actor = actorOf(c.req, c.user);
      if ('entry' in c.body) {
        const { data, entries } = await undeleteEntry(reg, deps, c, await entryRow(deps, c.body.entry), 'entry');
        await appendAudit(deps.db, actor, c.now, entries);
        return data;
      }
      // The bulk form runs in the request's one transaction: a refusal of any row undoes them all.
      const { m } = moduleOf(reg, c.body.resource, 'resource');
      await requirePermission(deps, c, m, 'add');
      const rows = await lastDeletes(deps, m.name, c.body.ids);
      const items: unknown[] = [];
      const audit: AuditEntry[] = [];
      for (const [i, id] of c.body.ids.entries()) {
        const entry = rows.get(id);
        if (!entry) throw bad(`ids.${i}`, `${m.label} ${id} 没有可撤销的删除`);
        const { data, entries } = await undeleteEntry(reg, deps, c, entry, `ids.${i}`, m.name);
        items.push(data);
        audit.push(...entries);
      }
      await appendAudit(deps.db, actor, c.now, audit);
      return { items, count: items.length };
    },
  }));

  reg.add('audit', 'mine', (_e, deps) => ({
    query: mineQuery,
    response: z.array(mineEntry),
    summary: '当前用户最近的修改（新的在前；不含登录、退出和上传文件）',
    handle: async (c) => {
      const rows = await deps.db
        .selectFrom(AUDIT_TABLE)
        .select(['id', 'created_at', 'resource', 'record_id', 'action'])
        .where('account_id', '=', c.user!.id)
        .where('outcome', '=', Code.OK)
        .where('action', 'not in', ['login', 'logout'])
        // A stored file changes no record until one refers to it (and that change is listed).
        .where('resource', '!=', 'upload')
        .orderBy('id', 'desc')
        .limit(c.query.limit)
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        created_at: String(r.created_at),
        resource: String(r.resource),
        label: resourceNamed(String(r.resource))?.label ?? String(r.resource),
        record_id: r.record_id === null ? null : String(r.record_id),
        action: String(r.action),
      }));
    },
  }));
}
