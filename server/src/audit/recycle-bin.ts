import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { Storage } from '../kit/storage';
import type { Actor, AuditEntry } from './audit-log';

type Rec = Record<string, unknown>;

/** Where deleted records wait to be restored (migration 170). */
export const BIN_TABLE = 'recycle_bin';

/** Days a deleted record stays restorable when neither the option nor RECYCLE_BIN_DAYS says otherwise. */
export const DEFAULT_RECYCLE_BIN_DAYS = 30;
const DAY_MS = 86_400_000;

/** RECYCLE_BIN_DAYS: a whole number of days from 1 to 3650; anything else stops the start. */
export function binDaysOf(v: string | undefined): number | undefined {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 3650) throw new Error(`RECYCLE_BIN_DAYS must be a whole number of days from 1 to 3650, got "${v}"`);
  return n;
}

/** Fields that name a record, in the order tried; a record with none is called `#id`. */
const NAME_FIELDS = ['name', 'title', 'keyword', 'nickname', 'username', 'label', 'code', 'question'];

/** What a record is called, from its fields as the API shows them. */
export function recordName(fields: Rec | null, id: string): string {
  for (const f of NAME_FIELDS) {
    const v = fields?.[f];
    if ((typeof v === 'string' && v.trim()) || typeof v === 'number') return String(v).slice(0, 200);
  }
  return `#${id}`;
}

/**
 * Keeps the records an audited call deleted (its entries with a snapshot) in the recycle bin, on
 * the call's transaction: a record deleted again after a restore replaces its earlier row.
 * `fieldsOf` reads a stored row as the API shows it (audit/capture.ts).
 */
export async function keepDeleted(
  db: Db,
  storage: Storage,
  entries: readonly AuditEntry[],
  actor: Actor,
  at: Date,
  fieldsOf: (storage: Storage, row: Rec) => Rec | null,
): Promise<void> {
  if (!storage.key) return;
  const gone = entries.filter((e) => e.snapshot && e.record_id !== null);
  if (!gone.length) return;
  const iso = at.toISOString();
  for (const e of gone) {
    await db.deleteFrom(BIN_TABLE).where('resource', '=', e.resource).where('record_id', '=', e.record_id!).execute();
    await db
      .insertInto(BIN_TABLE)
      .values({
        resource: e.resource,
        record_id: e.record_id!,
        name: recordName(fieldsOf(storage, e.snapshot!), e.record_id!),
        action: e.action,
        params: JSON.stringify(e.params ?? {}),
        snapshot: JSON.stringify(e.snapshot),
        account_id: actor.account_id,
        username: actor.username,
        deleted_at: iso,
        created_at: iso,
        updated_at: iso,
        version: 1,
      })
      .execute();
  }
}

/** When a record deleted at `deletedAt` stops being restorable. */
export const expiresAt = (deletedAt: string, days: number): string => new Date(new Date(deletedAt).getTime() + days * DAY_MS).toISOString();

/** Deletes the bin's rows older than `days` (their records can no longer be restored). */
export async function purgeBin(db: Db, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const r = await db.deleteFrom(BIN_TABLE).where('deleted_at', '<=', cutoff).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Purges at start and then hourly while the app runs (every instance may; the delete is
 * idempotent). Reading or restoring from the bin purges first too, so an expired record is never
 * offered between two runs.
 */
export async function scheduleBinPurge(app: FastifyInstance, db: Db, now: () => Date, days: number): Promise<void> {
  await purgeBin(db, now(), days);
  const timer = setInterval(() => {
    purgeBin(db, now(), days).catch((err: unknown) => app.log.error({ err }, 'recycle bin purge failed'));
  }, DAY_MS / 24);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
