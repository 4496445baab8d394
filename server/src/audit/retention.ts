import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { AUDIT_TABLE } from './audit-log';

/** Days the audit log keeps a row when neither the option nor AUDIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
const DAY_MS = 86_400_000;

/** AUDIT_RETENTION_DAYS: a whole number of days from 1 to 36500; anything else stops the start. */
export function retentionDaysOf(v: string | undefined): number | undefined {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 36_500) throw new Error(`AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 36500, got "${v}"`);
  return n;
}

/** Deletes audit rows older than `days` (the only delete of the log: no endpoint removes a row). */
export async function pruneAudit(db: Db, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const r = await db.deleteFrom(AUDIT_TABLE).where('created_at', '<', cutoff).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Prunes at start and then daily while the app runs (every instance may; the delete is idempotent). */
export async function scheduleAuditRetention(app: FastifyInstance, db: Db, now: () => Date, days: number): Promise<void> {
  await pruneAudit(db, now(), days);
  const timer = setInterval(() => {
    pruneAudit(db, now(), days).catch((err: unknown) => app.log.error({ err }, 'audit retention failed'));
  }, DAY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
