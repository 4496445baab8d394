import type { Db } from '../../db/database';
import type { Ctx } from '../../http/endpoint';

type Rec = Record<string, unknown>;

/** A change a staged import made, for the audit log: a record created or updated (before → after), or a step of the batch. */
export interface ImportChange {
  resource: string;
  record_id: string;
  action: string;
  before?: Rec | null;
  after?: Rec | null;
  message?: string;
  params?: Rec;
  record_version?: number | null;
}

type Sink = (db: Db, ctx: Ctx, changes: readonly ImportChange[]) => Promise<void>;
let sink: Sink | null = null;

/**
 * How an import's changes reach the audit log, set by the audit (audit/capture.ts) when it loads:
 * kit/ imports nothing of the audit, and the import calls write their rows themselves, in the
 * transaction of their writes.
 */
export function setImportAuditSink(s: Sink): void {
  sink = s;
}

export async function recordImportChanges(db: Db, ctx: Ctx, changes: readonly ImportChange[]): Promise<void> {
  if (!sink) throw new Error('staged imports have no audit sink: audit/capture.ts sets it');
  await sink(db, ctx, changes);
}
