import type { Db } from '../db/database';
import { readRegion, regionMarks, type Region } from '../kit/region';
import { appendAuditEntry, type Actor } from './audit-log';

type Rec = Record<string, unknown>;

/** The action of a copy's audit row, and of the row that undoes it. */
export const COPY_ACTION = 'copy';
export const UNDO_COPY_ACTION = 'undoCopy';

/**
 * What the audit row of a copy into another year keeps (its `snapshot`): the region the copy
 * wrote, every row there before it (put back by the undo) and each row's key and version after
 * it (the undo is refused once any of them changed).
 */
export interface CopySnapshot {
  region: Region;
  before: Rec[][];
  after: string[][];
}

export const isCopySnapshot = (v: unknown): v is CopySnapshot =>
  !!v && typeof v === 'object' && Array.isArray((v as CopySnapshot).region) && Array.isArray((v as CopySnapshot).before);

/** What a copy's audit row names: the copy's resource, its target (a course's year, a new page) and the call's parameters. */
export interface CopyTarget {
  resource: string;
  record_id: string;
  params: Rec;
}

/**
 * Runs a copy that replaces or fills `region` on the request's transaction and files its audit
 * row (`copy`, naming `target` as the result shows it) with the region before and after, so
 * that POST /audit/undo-copy/ can put the target back once. Answers the copy's result and the
 * row's id, which the console offers to undo.
 */
export async function auditedCopy<T>(
  db: Db,
  actor: Actor,
  now: Date,
  region: Region,
  run: () => Promise<T>,
  target: (data: T) => CopyTarget,
): Promise<{ data: T; entry: number }> {
  const before = await readRegion(db, region);
  const data = await run();
  const snapshot: CopySnapshot = { region, before, after: regionMarks(region, await readRegion(db, region)) };
  const entry = await appendAuditEntry(db, actor, now, { ...target(data), action: COPY_ACTION, snapshot: snapshot as unknown as Rec });
  return { data, entry };
}
