import { Code, type FieldError } from '@admin/shared/contract';
import { recycleBinPage, recycleBinQuery, resourceNamed, undeleteBody, type RecycleBinEntry } from '@admin/shared/contract/resources';
import { z } from 'zod';
import { actorOf, appendAudit, AUDIT_TABLE, type AuditEntry } from '../../audit/audit-log';
import { captureChange, fieldsOf, readRows } from '../../audit/capture';
import { BIN_TABLE, expiresAt, purgeBin } from '../../audit/recycle-bin';
import { COPY_ACTION } from '../../audit/undoable-copy';
import { permissionsOf } from '../../auth/sessions';
import { ApiError, invalid } from '../../http/api-error';
import type { Ctx } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import { encodeRecord } from '../../kit/codec';
import type { CollectionRepo } from '../../kit/collection';
import { checkParents } from '../../kit/scope';
import type { Deps } from '../../types';
import { allows, bad, keyValue, moduleOf, requirePermission } from './access';

type Rec = Record<string, unknown>;

interface BinRow {
  id: number;
  resource: string;
  record_id: string;
  name: string;
  action: string;
  params: Rec;
  snapshot: Rec;
  username: string;
  deleted_at: string;
}

const binRowOf = (r: Rec): BinRow => ({
  id: Number(r.id),
  resource: String(r.resource),
  record_id: String(r.record_id),
  name: String(r.name),
  action: String(r.action),
  params: JSON.parse(String(r.params)) as Rec,
  snapshot: JSON.parse(String(r.snapshot)) as Rec,
  username: String(r.username),
  deleted_at: String(r.deleted_at),
});

/** The bin's rows of `ids` of `resource`, by record id. */
async function binRows(deps: Deps, resource: string, ids: readonly string[]): Promise<Map<string, BinRow>> {
  const out = new Map<string, BinRow>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = (await deps.db
      .selectFrom(BIN_TABLE)
      .selectAll()
      .where('resource', '=', resource)
      .where('record_id', 'in', ids.slice(i, i + 500))
      .execute()) as Rec[];
    for (const r of rows) out.set(String(r.record_id), binRowOf(r));
  }
  return out;
}

/** Why a record is not in the bin, for a restore asked of it. */
const notInBin = (deps: Deps, label: string, id: string) => `${label} ${id} 不在回收站中：已恢复，或删除已超过 ${deps.recycleBinDays} 天被清除`;

/** A refusal of one record's restore, as a sentence naming the record, at body field `field`. */
function refused(field: string, name: string, reasons: readonly string[]): ApiError {
  const message = `「${name}」不能恢复：${reasons.join('；')}`;
  return invalid([{ field, message }], message);
}

/**
 * Puts a record from the bin back as it was, with its id, through the resource's own rules
 * (parents exist, references exist, unique fields free); any refusal names the record and what is
 * in the way, and the caller's transaction then writes nothing. `field` names the body field a
 * refusal points at.
 */
async function restoreOne(reg: Registry, deps: Deps, c: Ctx, bin: BinRow, field: string): Promise<{ data: unknown; entries: AuditEntry[] }> {
  const { m, storage } = moduleOf(reg, bin.resource, field);
  if (!storage.key || !storage.repo) throw bad(field, `${m.label}不支持从回收站恢复`);
  const repo = storage.repo(deps);
  const id = keyValue(storage, bin.record_id);
  if ((await readRows(deps.db, storage, bin.params, [id])).size) throw refused(field, bin.name, [`${m.label} ${bin.record_id} 已存在（已恢复过）`]);
  const params = { ...bin.params, [storage.idParam ?? 'id']: id };
  // The record's parent (a floor's course, an item's floor) must still be there.
  await checkParents(deps, repo.def.scope ?? [], params).catch((err: unknown) => {
    throw err instanceof ApiError ? refused(field, bin.name, [`它所属的${err.message}`]) : err;
  });
  const fields = fieldsOf(storage, bin.snapshot)!;
  try {
    await repo.validateRecord(fields, bin.params, id);
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== Code.INVALID) throw err;
    const errors = ((err.data as { errors?: FieldError[] } | null)?.errors ?? []) as FieldError[];
    throw refused(field, bin.name, await Promise.all(errors.map(async (e) => conflictText(repo, bin.params, id, e, fields))));
  }
  const out = await captureChange(deps.db, storage, m.name, 'undelete', bin.params, [id], async () => {
    const row = {
      ...bin.snapshot,
      ...encodeRecord(storage.codecs ?? {}, fields),
      updated_at: c.now.toISOString(),
      version: Number(bin.snapshot.version) + 1,
    };
    await deps.db.insertInto(storage.table).values(row).execute();
    return repo.get(params, id);
  });
  await deps.db.deleteFrom(BIN_TABLE).where('id', '=', bin.id).execute();
  return out;
}

/**
 * A rule's message for a restore: a value another record now holds names that record (its id);
 * a reference's hint to pick from a drop-down, which a restore has none of, is left out.
 */
async function conflictText(repo: CollectionRepo, params: Rec, id: unknown, e: FieldError, fields: Rec): Promise<string> {
  const message = e.message.replace(/，请从下拉列表中选择$/, '');
  const value = fields[e.field];
  if (value === undefined || value === null || typeof value === 'object') return message;
  const stored = encodeRecord(repo.codecs, { [e.field]: value })[e.field];
  const other = (await repo
    .base(params)
    .select(repo.key)
    .where(e.field, '=', stored)
    .where(repo.key, '!=', id)
    .limit(1)
    .executeTakeFirst()
    .catch(() => undefined)) as Rec | undefined;
  return other ? `${message}（现由 ID ${String(other[repo.key])} 的记录使用，请先改掉其中一条）` : message;
}

/** The recycle bin's list and restoring from it (POST /audit/undelete/). */
export function recycleBinOps(reg: Registry): void {
  reg.add('audit', 'recycleBin', (_e, deps) => ({
    query: recycleBinQuery,
    response: recycleBinPage,
    summary: '回收站：删除的记录（单条与批量），保留 retention_days 天后清除；按资源列出需要该资源的删除权限，不指定资源时列出有删除权限的全部资源',
    handle: async (c) => {
      await purgeBin(deps.db, c.now, deps.recycleBinDays);
      const { page, limit } = c.query;
      let resources: string[];
      if (c.query.resource) {
        const { m } = moduleOf(reg, c.query.resource, 'query.resource');
        await requirePermission(deps, c, m, 'delete');
        resources = [m.name];
      } else {
        const held = await permissionsOf(deps.db, c.user!.id);
        const present = await deps.db.selectFrom(BIN_TABLE).select('resource').distinct().execute();
        resources = present
          .map((r) => String(r.resource))
          .filter((name) => {
            const m = resourceNamed(name);
            return !!m && allows(held, m, 'delete');
          });
      }
      const empty = { items: [], total: 0, page, limit, retention_days: deps.recycleBinDays };
      if (!resources.length) return empty;
      const base = deps.db.selectFrom(BIN_TABLE).where('resource', 'in', resources);
      const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = (await base
        .selectAll()
        .orderBy('deleted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute()) as Rec[];
      const items = rows.map((r): RecycleBinEntry => {
        const b = binRowOf(r);
        const storage = reg.storageOf(b.resource);
        return {
          id: b.id,
          resource: b.resource,
          label: resourceNamed(b.resource)?.label ?? b.resource,
          record_id: b.record_id,
          name: b.name,
          fields: (storage && fieldsOf(storage, b.snapshot)) ?? {},
          action: b.action,
          username: b.username,
          deleted_at: b.deleted_at,
          expires_at: expiresAt(b.deleted_at, deps.recycleBinDays),
        };
      });
      return { ...empty, items, total };
    },
  }));

  reg.add('audit', 'undelete', (_e, deps) => ({
    body: undeleteBody,
    response: z.unknown(),
    summary:
      '从回收站恢复删除的记录（同一 id，连同其历史）：{ entry } 为某次删除的历史记录；批量形式 { resource, ids } 全部成功或全部不变；名称已被占用、所属或引用的记录已不存在时说明原因且不写入；需要该资源的删除权限',
    handle: async (c) => {
      await purgeBin(deps.db, c.now, deps.recycleBinDays);
      const actor = actorOf(c.req, c.user);
      const one = 'entry' in c.body;
      const asked = one ? await entryOf(deps, c.body.entry) : { resource: c.body.resource, ids: c.body.ids };
      const { m } = moduleOf(reg, asked.resource, one ? 'entry' : 'resource');
      await requirePermission(deps, c, m, 'delete');
      const rows = await binRows(deps, m.name, asked.ids);
      const items: unknown[] = [];
      const audit: AuditEntry[] = [];
      // All in the request's one transaction: a refusal of any record leaves every one in the bin.
      for (const [i, id] of asked.ids.entries()) {
        const field = one ? 'entry' : `ids.${i}`;
        const bin = rows.get(id);
        if (!bin) throw bad(field, notInBin(deps, m.label, id));
        const { data, entries } = await restoreOne(reg, deps, c, bin, field);
        items.push(data);
        audit.push(...entries);
      }
      await appendAudit(deps.db, actor, c.now, audit);
      return one ? items[0] : { items, count: items.length };
    },
  }));
}

/** The record a delete's history entry names; 40000 when the entry is no delete. */
async function entryOf(deps: Deps, entry: number): Promise<{ resource: string; ids: string[] }> {
  const r = (await deps.db
    .selectFrom(AUDIT_TABLE)
    .select(['resource', 'record_id', 'outcome', 'snapshot', 'action'])
    .where('id', '=', entry)
    .executeTakeFirst()) as Rec | undefined;
  if (!r || Number(r.outcome) !== Code.OK || r.record_id === null) throw bad('entry', `历史记录 ${entry} 不存在`);
  // A copy's row keeps a snapshot too (what it replaced): it is undone by POST /audit/undo-copy/.
  if (r.snapshot === null || r.action === COPY_ACTION) throw bad('entry', `历史记录 ${entry} 不是一次删除`);
  return { resource: String(r.resource), ids: [String(r.record_id)] };
}
