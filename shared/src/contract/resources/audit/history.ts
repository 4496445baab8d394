import { z } from 'zod';
import { defineEndpoints } from '../define';
import { BATCH_MAX } from '../batch';
import { version } from '../fields';
import { auditChange } from './operation-log';

export * from './recycle-bin';

/**
 * A record's history, restoring a version and undoing a delete (DESIGN 4 "record history"), for
 * every resource through one set of calls keyed by resource name and record id. Each call checks
 * the resource's own permission in the server (view to read, change to restore, delete to undo a
 * delete, the copy's own to undo a copy), so the rows need only a signed-in account.
 */

export const historyQuery = z.strictObject({
  resource: z.string().trim().min(1).max(100),
  id: z.string().trim().min(1).max(100),
});

/** One change of a record, newest first in a history. */
export const historyEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  account_id: z.number().int().nullable(),
  username: z.string(),
  action: z.string(),
  changes: z.array(auditChange),
  record_version: z.number().int().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyResult = z.object({
  items: z.array(historyEntry),
  /** Who created the record and who changed it last (null when the log does not reach back that far). */
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type History = z.infer<typeof historyResult>;

/** Puts the record back as it was right after history entry `entry`; `version` is the record's current one. */
export const restoreBody = z.strictObject({ entry: z.number().int().min(1), version });
/**
 * Puts a deleted record back from the recycle bin, with its id: the one a delete's history entry
 * names, or (the bulk form: 撤销 after a delete, 恢复 in the recycle bin) the records `ids` of
 * `resource`: all of them or, when one cannot come back, none.
 */
export const undeleteBody = z.union([
  z.strictObject({ entry: z.number().int().min(1) }),
  z.strictObject({
    resource: historyQuery.shape.resource,
    ids: z
      .array(z.union([z.string().trim().min(1).max(100), z.number().int().min(1)]).transform(String))
      .min(1)
      .max(BATCH_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: '同一条记录不能出现两次' }),
  }),
]);
export type UndeleteBody = z.input<typeof undeleteBody>;

/**
 * Undoes a copy into another year (a business course's year, a category's ad places, a
 * school-picking page) named by the copy's audit entry: the target goes back to what it held
 * before, once, and only while nothing of what the copy wrote has changed since. Needs the
 * permission the copy needed.
 */
export const undoCopyBody = z.strictObject({ entry: z.number().int().min(1) });
export type UndoCopyBody = z.infer<typeof undoCopyBody>;
export const undoCopyResult = z.object({
  /** The copy's resource and the target it names (e.g. `bc.year`, `<course>/2028`). */
  resource: z.string(),
  record_id: z.string(),
  /** Rows the copy wrote, removed; rows it replaced, put back. */
  removed: z.number().int(),
  restored: z.number().int(),
});
export type UndoCopyResult = z.infer<typeof undoCopyResult>;

export const mineQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(50).default(10) });
/** One of the signed-in user's recent changes. */
export const mineEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  resource: z.string(),
  /** The resource's record noun (课程标签), and in English. */
  label: z.string(),
  label_en: z.string(),
  /** The record changed; null when the change touched several (a reorder, a bulk change). */
  record_id: z.string().nullable(),
  action: z.string(),
  /** How many records the change touched (one request is one change). */
  count: z.number().int(),
});
export type MineEntry = z.infer<typeof mineEntry>;

export const AUDIT_ENDPOINTS = defineEndpoints([
  { method: 'GET', path: '/audit/history/', resource: 'audit', op: 'history', auth: 'token', permissions: [] },
  { method: 'POST', path: '/audit/restore/', resource: 'audit', op: 'restore', auth: 'token', permissions: [] },
  { method: 'POST', path: '/audit/undelete/', resource: 'audit', op: 'undelete', auth: 'token', permissions: [] },
  { method: 'GET', path: '/audit/recycle-bin/', resource: 'audit', op: 'recycleBin', auth: 'token', permissions: [] },
  { method: 'POST', path: '/audit/undo-copy/', resource: 'audit', op: 'undoCopy', auth: 'token', permissions: [] },
  { method: 'GET', path: '/audit/mine/', resource: 'audit', op: 'mine', auth: 'token', permissions: [] },
]);
