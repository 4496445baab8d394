import { z } from 'zod';

/**
 * The recycle bin (DESIGN 4 "record history"): every record a call deletes, single or bulk, is
 * kept restorable for the server's retention (RECYCLE_BIN_DAYS, 30 by default) and then purged.
 * Restoring is `POST /audit/undelete/` (history.ts); listing and restoring need the resource's
 * delete permission, which the server checks per resource.
 */

export const recycleBinQuery = z.strictObject({
  /** One resource's deleted records (its list's 回收站); without it, those of every resource the user may delete. */
  resource: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type RecycleBinQuery = z.input<typeof recycleBinQuery>;

/** One deleted record, restorable until `expires_at`. */
export const recycleBinEntry = z.object({
  id: z.number().int(),
  resource: z.string(),
  /** The resource's label (备考群). */
  label: z.string(),
  record_id: z.string(),
  /** What the record is called (its name or title), or `#id` when it has none. */
  name: z.string(),
  /** The record's fields as the API shows them. */
  fields: z.record(z.string(), z.unknown()),
  /** The call that deleted it: delete, bulkDelete or a family's own. */
  action: z.string(),
  username: z.string(),
  deleted_at: z.string(),
  expires_at: z.string(),
});
export type RecycleBinEntry = z.infer<typeof recycleBinEntry>;

export const recycleBinPage = z.object({
  items: z.array(recycleBinEntry),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Days a deleted record stays restorable. */
  retention_days: z.number().int(),
});
export type RecycleBinPage = z.infer<typeof recycleBinPage>;
