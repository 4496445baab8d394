import { resourceNamed } from '@admin/shared/contract/resources';
import { appendAudit, AUDIT_TABLE, diffFields, type Actor, type AuditEntry } from '../audit/audit-log';
import { documentKey, fieldsOf } from '../audit/capture';
import { BIN_TABLE } from '../audit/recycle-bin';
import type { Db } from '../db/database';
import type { Registry } from '../http/registry';

type Rec = Record<string, unknown>;

/** Who the creation entries of seeded records name: no account, the seeding itself. */
export const SEED_ACTOR: Actor = { account_id: null, username: 'system', ip: '', user_agent: '', request_id: 'seed' };

/** Tables whose rows are no business records of their own (the log and the bin). */
const NOT_RECORDS = new Set([AUDIT_TABLE, BIN_TABLE]);
/** Calls that create or change a record: a resource without any is read-only. */
const WRITES = new Set(['create', 'update', 'patch', 'write']);

/**
 * Gives every stored record staff can create or change, without any audit row, the creation entry a create writes (all its
 * fields, none → value), so its history starts where the record did and 恢复到此版本 can return
 * to the seeded state. Run once after seeding, over every resource the registry stores (seed
 * files insert rows directly, each its own way); a record some audited call already touched is
 * left alone.
 */
export async function writeCreationHistory(db: Db, reg: Registry, now: Date): Promise<number> {
  const known = new Set(
    (await db.selectFrom(AUDIT_TABLE).select(['resource', 'record_id']).distinct().execute()).map((r) => `${String(r.resource)}#${String(r.record_id)}`),
  );
  const entries: AuditEntry[] = [];
  for (const [resource, storage] of reg.storages()) {
    const m = resourceNamed(resource);
    // Logs that staff only read (what students searched, downloads) have no history to start.
    if (NOT_RECORDS.has(storage.table) || !m?.endpoints.some((e) => WRITES.has(e.op))) continue;
    let q = db.selectFrom(storage.table).selectAll();
    for (const [c, v] of Object.entries(storage.fixed)) q = q.where(c, '=', v);
    for (const row of (await q.execute()) as Rec[]) {
      const params: Rec = {};
      for (const s of storage.scope) if (s.column && s.param !== storage.idParam) params[s.param] = row[s.column];
      const id = storage.key ? String(row[storage.key]) : documentKey(storage, params);
      if (known.has(`${resource}#${id}`)) continue;
      // A document's first save changes its defaults, as a saved one's history shows it.
      const before = !storage.key && m?.kind === 'document' ? (m.defaults as Rec) : null;
      entries.push({
        resource,
        record_id: id,
        action: 'create',
        changes: diffFields(before, fieldsOf(storage, row)),
        params,
        record_version: Number(row.version ?? 1),
      });
    }
  }
  // One commit for all of them (each statement would otherwise be one).
  await db.transaction().execute((trx) => appendAudit(trx, SEED_ACTOR, now, entries));
  return entries.length;
}
