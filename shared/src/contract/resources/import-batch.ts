import { z } from 'zod';
import type { PathEntry } from './define';
import { queryBool } from './fields';

/*
 * A staged import (DESIGN 5): a spreadsheet is read into a batch of rows kept apart from the
 * resource's table; each row keeps the cells as typed in the file, the record they make and the
 * problems found, pinned to a column, in Chinese and English. Staff fix rows in place, then confirm
 * (every row, or only the valid ones) in one transaction: rows whose natural key already names a
 * record update it, the others create one. Nothing reaches the resource's table before the confirm.
 *
 * A resource opts in by appending IMPORT_PATHS to its paths and declaring an ImportSpec (its
 * columns and how cells make a record); the server and the browser check rows with the same spec.
 */

/**
 * The import calls under the resource's base path. All of them need the resource's add permission;
 * a confirm that updates existing records needs its change permission as well.
 */
export const IMPORT_PATHS = [
  ['importTemplate', 'GET', '/import/template/', 'add'],
  ['importCreate', 'POST', '/import/', 'add'],
  ['importGet', 'GET', '/import/:batch/', 'add'],
  ['importFix', 'PUT', '/import/:batch/rows/:row/', 'add'],
  ['importConfirm', 'POST', '/import/:batch/confirm/', 'add'],
  ['importDiscard', 'DELETE', '/import/:batch/', 'add'],
] as const satisfies readonly PathEntry[];

/** The ops of IMPORT_PATHS: they write their own audit rows (the records a confirm creates and updates). */
export const IMPORT_OPS: readonly string[] = IMPORT_PATHS.map(([op]) => op);

/**
 * The upload of a batch: multipart field `file`, an XLSX workbook (its first sheet) or UTF-8 text
 * with comma- or tab-separated cells (the browser decodes a CSV / TSV saved in another encoding
 * with the kit's text-file reader and sends it as UTF-8). The header row names the columns.
 * A resource may read further formats itself (questions: Word and tagged text, whose rows are
 * questions found in paragraphs: `line` is then the paragraph or line the question starts at).
 */
export const IMPORT_FILE_FIELD = 'file';

/** A batch holds at most this many rows (a year's programmes of every school fit several times). */
export const IMPORT_MAX_ROWS = 20_000;
/** The largest file an import reads. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** A cell holds at most this many characters: Excel's own limit, so no cell of a workbook is cut. */
export const IMPORT_MAX_CELL = 32_767;

/** A problem of one row, pinned to the column it is about, said in Chinese and in English. */
export const cellErrorSchema = z.object({ column: z.string(), message: z.string(), message_en: z.string() });
export type CellError = z.infer<typeof cellErrorSchema>;

/** The cells of a row by column key, as text. */
export const importCells = z.record(z.string().max(64), z.string().max(IMPORT_MAX_CELL));
export type ImportCells = z.infer<typeof importCells>;

/** What confirming a row does: create a record, or update the record its natural key names. */
export const IMPORT_ACTIONS = ['create', 'update'] as const;

/**
 * Something staff should see before confirming a row that does not stop it (a question that looks
 * like one already stored, say), pinned to a column, in Chinese and English, naming the stored
 * record it is about when there is one.
 */
export const importNoteSchema = z.object({ column: z.string(), message: z.string(), message_en: z.string(), record_id: z.number().int().nullable() });
export type ImportNote = z.infer<typeof importNoteSchema>;

export const importRowSchema = z.object({
  id: z.number().int(),
  /** The row's number in the file (the header is row 1). */
  line: z.number().int(),
  cells: importCells,
  errors: z.array(cellErrorSchema),
  /** The row's natural key is also an earlier row's in this file (it is an error: one of them must go). */
  duplicate: z.boolean(),
  /** What a confirm would do with the row (null while it has errors). */
  action: z.enum(IMPORT_ACTIONS).nullable(),
  /** Notes of a resource that gives them (ImportDef.annotate), read afresh with the row. */
  notes: z.array(importNoteSchema).default([]),
  version: z.number().int(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCountsSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicate: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows naming a record that already holds exactly what they say. */
  unchanged: z.number().int(),
  /** Rows left out because they had errors (confirming only the valid ones). */
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const IMPORT_STATUSES = ['staged', 'confirmed', 'discarded'] as const;

export const importBatchSchema = z.object({
  id: z.number().int(),
  resource: z.string(),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  created_at: z.string(),
  counts: importCountsSchema,
  result: importResultSchema.nullable(),
  rows: z.object({ items: z.array(importRowSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importBatchParams = z.strictObject({ batch: z.coerce.number().int().min(1).max(2_147_483_647) });
export const importRowParams = z.strictObject({ ...importBatchParams.shape, row: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Which rows of a batch to read: a page, optionally only those with errors. */
export const importBatchQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  errors_only: queryBool.optional(),
});
export type ImportBatchQuery = z.input<typeof importBatchQuery>;

/** A row's cells as corrected in the review table, with the version read. */
export const importFixBody = z.strictObject({ cells: importCells, version: z.number().int().min(0) });
export type ImportFixBody = z.infer<typeof importFixBody>;
export const importFixResult = z.object({ row: importRowSchema, counts: importCountsSchema });

/** Confirm every row (refused while any has errors) or only the valid ones. */
export const importConfirmBody = z.strictObject({ only_valid: z.boolean().default(false) });
export type ImportConfirmBody = z.input<typeof importConfirmBody>;
