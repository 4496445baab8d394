import { adPlace, appPage, BC_COPY, IMPORT_OPS, resourceNamed } from '@admin/shared/contract/resources';
import type { Ctx } from '../http/endpoint';
import type { Storage } from '../kit/storage';
import { decodeValue } from '../kit/codec';
import { scopeValues } from '../kit/scope';
import type { Deps } from '../types';
import { actorOf, appendAudit, diffFields, isAuditedWrite, SECRET_FIELD, type AuditEntry } from './audit-log';
import { inTransaction } from '../db/request-transaction';
import { setImportAuditSink } from '../kit/import-batch';
import { keepDeleted } from './recycle-bin';
import type { Db } from '../db/database';

type Rec = Record<string, unknown>;

// A staged import's calls write their audit rows themselves, in the transaction of their writes
// (kit/import-batch): a confirm's records as creates and updates, the batch's steps under import_batch.
setImportAuditSink((db, ctx, changes) =>
  appendAudit(
    db,
    actorOf(ctx.req, ctx.user),
    ctx.now,
    changes.map(({ before, after, ...c }) => ({
      ...c,
      changes: before === undefined && after === undefined ? null : diffFields(before ?? null, after ?? null),
    })),
  ),
);

const META = new Set(['id', 'uuid', 'created_at', 'updated_at', 'version']);

/**
 * Calls that write their own audit rows: those that change another resource than their own
 * (restore, undo a delete, undo a copy) and the copies into another year, whose row keeps what
 * they replaced (audit/undoable-copy.ts).
 */
const SELF_AUDITED = new Set([
  'audit#restore',
  'audit#undelete',
  'audit#undoCopy',
  `${BC_COPY.year.resource}#${BC_COPY.year.op}`,
  `${adPlace.name}#copy`,
  `${appPage.name}#copy`,
]);
/**
 * Calls that write their own audit row in a transaction they open themselves, after the part
 * that must stay outside one: the sign-in after checking the credentials (a refusal keeps its
 * failure count, audit/sign-in.ts), an upload after its body has streamed in (an open transaction
 * would hold SQLite's one connection for the whole transfer, audit/upload.ts).
 */
const SELF_TRANSACTED = new Set(['account#login', 'upload#image', 'upload#document', 'upload#video', 'school.senior#uploadProof']);

/** The id of a document's row in the audit log: its scope (e.g. `course-uuid/2027`), `-` for a console-wide one. */
export const documentKey = (storage: Storage, params: Rec): string =>
  storage.scope
    .map((s) => params[s.param])
    .filter((v) => v !== undefined)
    .map(String)
    .join('/') || '-';

/** The stored rows of `ids` (or of the document of `params`), by record id. */
export async function readRows(db: Db, storage: Storage, params: Rec, ids: readonly unknown[]): Promise<Map<string, Rec>> {
  const out = new Map<string, Rec>();
  if (!storage.key) {
    let q = db.selectFrom(storage.table).selectAll();
    for (const [c, v] of Object.entries({ ...scopeValues(storage.scope as never, params), ...storage.fixed })) q = q.where(c, '=', v);
    const row = (await q.executeTakeFirst()) as Rec | undefined;
    if (row) out.set(documentKey(storage, params), row);
    return out;
  }
  if (!ids.length) return out;
  for (let i = 0; i < ids.length; i += 500) {
    let q = db
      .selectFrom(storage.table)
      .selectAll()
      .where(storage.key, 'in', ids.slice(i, i + 500));
    for (const [c, v] of Object.entries(storage.fixed)) q = q.where(c, '=', v);
    for (const row of (await q.execute()) as Rec[]) out.set(String(row[storage.key]), row);
  }
  return out;
}

/** A stored row's fields as the API shows them (documents: their JSON; collections: decoded by the contract's codecs). */
export function fieldsOf(storage: Storage, row: Rec | undefined): Rec | null {
  if (!row) return null;
  if (!storage.key) return JSON.parse(String(row.data)) as Rec;
  const scopeColumns = new Set([...storage.scope.map((s) => s.column), ...Object.keys(storage.fixed)]);
  const out: Rec = {};
  if (storage.codecs) for (const [k, c] of Object.entries(storage.codecs)) out[k] = decodeValue(c, row[k]);
  else for (const [k, v] of Object.entries(row)) if (!META.has(k) && !scopeColumns.has(k)) out[k] = v;
  return out;
}

/** A deleted row as stored, without secrets, for undoing the delete. */
const snapshotOf = (row: Rec): Rec => Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_FIELD.test(k)));

/** The records a call touches: the path's record, a batch's items, a document's scope; `null` when they are known only from the result (a create). */
function idsOf(storage: Storage, ctx: Ctx): unknown[] | null {
  if (!storage.key) return [documentKey(storage, ctx.params as Rec)];
  const items = (ctx.body as { items?: unknown } | undefined)?.items;
  if (Array.isArray(items)) return items.map((x) => (x as Rec)[storage.key!]).filter((v) => v !== undefined);
  const id = storage.idParam ? (ctx.params as Rec)[storage.idParam] : undefined;
  return id === undefined ? null : [id];
}

/** The id a result names (a created record's). */
const resultId = (storage: Storage | undefined, data: unknown): unknown => {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Rec;
  return storage?.key ? d[storage.key] : (d.id ?? d.uuid);
};

/** The scope of a record: the path parameters other than its id. */
const scopeParams = (storage: Storage | undefined, params: Rec): Rec => Object.fromEntries(Object.entries(params).filter(([k]) => k !== storage?.idParam));

/**
 * Audit rows of a change to `storage`'s records `ids` (known up front) made by `run`, read before
 * and after it on the request's transaction: one row per record with the fields that changed.
 */
export async function captureChange<T>(
  db: Db,
  storage: Storage,
  resource: string,
  action: string,
  params: Rec,
  ids: unknown[] | null,
  run: () => Promise<T>,
): Promise<{ data: T; entries: AuditEntry[] }> {
  const before = ids ? await readRows(db, storage, params, ids) : new Map<string, Rec>();
  const data = await run();
  const touched = ids ?? [resultId(storage, data)].filter((v) => v !== undefined);
  const after = await readRows(db, storage, params, touched);
  const scope = scopeParams(storage, params);
  const entries = touched.map((id): AuditEntry => {
    const key = String(id);
    const b = before.get(key);
    const a = after.get(key);
    // A document read before its first save shows its defaults: those are what the save changed.
    const m = !storage.key && !b ? resourceNamed(resource) : undefined;
    const old = m?.kind === 'document' ? (m.defaults as Rec) : fieldsOf(storage, b);
    return {
      resource,
      record_id: key,
      action,
      changes: diffFields(old, fieldsOf(storage, a)),
      params: scope,
      snapshot: b && !a ? snapshotOf(b) : null,
      record_version: a ? Number(a.version) : null,
    };
  });
  return { data, entries };
}

/**
 * Runs a route's implementation; an audited write runs in one transaction with its audit rows
 * (the records it touched, before → after), so a failed write leaves no change and no row (the
 * refusal is recorded by the error handler). Uploads stream their body and the sign-in must keep
 * its failure count when it refuses: those two open their transaction themselves, after that part.
 */
export async function auditedHandle(deps: Deps, ctx: Ctx, storageOf: (resource: string) => Storage | undefined, run: () => Promise<unknown>): Promise<unknown> {
  const e = ctx.endpoint;
  if (!isAuditedWrite(e)) return run();
  const params = ctx.params as Rec;
  // A staged import's upload, like any upload, is read before its transaction opens (kit/import-batch).
  if (SELF_TRANSACTED.has(`${e.resource}#${e.op}`) || e.op === 'importCreate') return run();
  // Every write of the table needs a signed-in account (only the sign-in is public): one without names nobody.
  if (!ctx.user) return run();
  const actor = actorOf(ctx.req, ctx.user);
  const plainEntry = (data: unknown): AuditEntry => {
    const id = resultId(undefined, data) ?? Object.values(params).at(-1);
    return { resource: e.resource, record_id: id === undefined ? null : String(id), action: e.op, params };
  };
  const data = await inTransaction(deps.db, async (trx) => {
    // The import calls file their own rows: a confirm's creates and updates under the resource.
    if (SELF_AUDITED.has(`${e.resource}#${e.op}`) || IMPORT_OPS.includes(e.op)) return run();
    const storage = storageOf(e.resource);
    if (!storage) {
      const out = await run();
      await appendAudit(trx, actor, ctx.now, [plainEntry(out)]);
      return out;
    }
    const { data: out, entries } = await captureChange(trx, storage, e.resource, e.op, params, idsOf(storage, ctx), run);
    await appendAudit(trx, actor, ctx.now, entries.length ? entries : [plainEntry(out)]);
    // Every record the call deleted stays restorable from the recycle bin for a while.
    await keepDeleted(trx, storage, entries, actor, ctx.now, fieldsOf);
    return out;
  });
  // Totals read by other requests while this one was open may predate it.
  deps.counts.invalidate();
  return data;
}
