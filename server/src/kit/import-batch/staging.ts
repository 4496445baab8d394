import { Code, type FieldError } from '@admin/shared/contract';
import {
  checkImportRow,
  columnOf,
  importKeyOf,
  type CellError,
  type ImportCells,
  type ImportCounts,
  type ImportNote,
  type ImportRow,
  type ImportSpec,
} from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Ctx } from '../../http/endpoint';
import type { CollectionDef, CollectionRepo } from '../collection-repo';

type Rec = Record<string, unknown>;

/**
 * How a collection is imported through a staged batch: the collection, its sheet (the contract's
 * ImportSpec) and, when a record needs the database to be complete (a reference's id found by its
 * code), `resolve`, which fills such fields in the records given and returns each one's problems.
 */
export interface ImportDef {
  collection: CollectionDef;
  spec: ImportSpec;
  resolve?: (db: Db, records: Rec[]) => Promise<CellError[][]>;
  /** Formats the resource reads itself (a Word file, tagged text): the rows found in it, or null when it is a sheet. */
  readFile?: (bytes: Buffer, name: string) => Promise<{ line: number; cells: ImportCells }[] | null>;
  /** A sheet's rows as the resource groups them (questions: sub-question rows into their passage). */
  foldRows?: (rows: { line: number; cells: ImportCells }[]) => { line: number; cells: ImportCells }[];
  /** A natural key other than the spec's key fields. */
  naturalKey?: NaturalKey;
  /** Notes shown with the rows read (ImportRow.notes), found afresh at each read. */
  annotate?: (db: Db, rows: readonly { record: Rec | null; target: number | null }[]) => Promise<ImportNote[][]>;
  /** In a confirm's transaction, after it wrote the records `ids`: what the resource keeps beside each write of its own. */
  afterConfirm?: (db: Db, c: Ctx, ids: number[]) => Promise<void>;
}

/**
 * A natural key computed from the record (questions: their external id, else their content): ''
 * when a record has none (it then always creates, and repeats no row).
 */
export interface NaturalKey {
  of(record: Rec): string;
  /** The ids of the stored records the keys name. */
  find(db: Db, keys: readonly string[]): Promise<Map<string, number>>;
  /** The problem of a row whose key (`key`) an earlier row has. */
  duplicate(firstLine: number, key: string): CellError;
}

/** The natural key of a record as one comparable text. */
export const keyOf = (def: ImportDef, rec: Rec): string => (def.naturalKey ? def.naturalKey.of(rec) : importKeyOf(def.spec, rec));

/** A row as checked: its cells, its record (null with problems), its natural key and the record that key names. */
export interface CheckedRow {
  cells: ImportCells;
  record: Rec | null;
  errors: CellError[];
  key: string;
  target: number | null;
}

/** Rows per statement (well under both engines' parameter limits). */
const CHUNK = 400;

/** The ids of stored records by natural key, for the keys of `records`. */
export async function targetsOf(def: ImportDef, repo: CollectionRepo, records: readonly Rec[]): Promise<Map<string, number>> {
  if (def.naturalKey) return def.naturalKey.find(repo.deps.db, [...new Set(records.map((r) => def.naturalKey!.of(r)).filter(Boolean))]);
  const out = new Map<string, number>();
  const [first] = def.spec.key;
  const firsts = [...new Set(records.map((r) => r[first]))];
  for (let i = 0; i < firsts.length; i += CHUNK) {
    const rows = (await repo
      .base({})
      .select([repo.key, ...def.spec.key])
      .where(first, 'in', firsts.slice(i, i + CHUNK))
      .execute()) as Rec[];
    for (const row of rows) out.set(importKeyOf(def.spec, row), Number(row[repo.key]));
  }
  return out;
}

/** A server's refusal of a record (field errors in Chinese) pinned to the spec's columns. */
const pinned = (spec: ImportSpec, errors: readonly FieldError[]): CellError[] =>
  errors.map((e) => ({ column: columnOf(spec, e.field), message: e.message, message_en: e.message }));

/**
 * Checks rows as the resource's create would: the spec's checks (the same the browser runs),
 * `resolve`, then the record against the stored ones (cross-field rules, references, unique
 * fields, the family's own rules), the record its natural key names being the one it would update.
 */
export async function checkRows(def: ImportDef, repo: CollectionRepo, cellRows: readonly ImportCells[]): Promise<CheckedRow[]> {
  const rows: CheckedRow[] = cellRows.map((c) => ({ ...checkImportRow(def.spec, c), key: '', target: null }));
  const complete = rows.filter((r) => r.record);
  if (def.resolve && complete.length) {
    const problems = await def.resolve(
      repo.deps.db,
      complete.map((r) => r.record!),
    );
    complete.forEach((r, i) => {
      if (problems[i].length) {
        r.errors = problems[i];
        r.record = null;
      }
    });
  }
  const targets = await targetsOf(
    def,
    repo,
    rows.flatMap((r) => (r.record ? [r.record] : [])),
  );
  for (const r of rows) {
    if (!r.record) continue;
    r.key = keyOf(def, r.record);
    r.target = targets.get(r.key) ?? null;
    try {
      await repo.validateRecord(r.record, {}, r.target ?? undefined);
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== Code.INVALID) throw err;
      r.errors = pinned(def.spec, (err.data as { errors: FieldError[] }).errors);
      r.record = null;
      r.key = '';
      r.target = null;
    }
  }
  return rows;
}

/** A checked row's columns as stored in import_row. */
export const rowColumns = (r: CheckedRow) => ({
  cells: JSON.stringify(r.cells),
  record: r.record ? JSON.stringify(r.record) : null,
  errors: JSON.stringify(r.errors),
  error_count: r.errors.length,
  natural_key: r.key,
  target_id: r.target,
});

/** Stores the checked rows of a new batch (lines as in the file). */
export async function insertRows(db: Db, batchId: number, rows: readonly { line: number; row: CheckedRow }[], at: string): Promise<void> {
  const values = rows.map(({ line, row }) => ({ batch_id: batchId, line, ...rowColumns(row), duplicate: 0, created_at: at, updated_at: at, version: 1 }));
  for (let i = 0; i < values.length; i += CHUNK / 4) {
    await db
      .insertInto('import_row')
      .values(values.slice(i, i + CHUNK / 4))
      .execute();
  }
}

/**
 * Marks the rows sharing a natural key with an earlier row of the batch as duplicates (the first
 * one by line is kept), for the keys given or every key of the batch.
 */
export async function markDuplicates(db: Db, batchId: number, keys?: readonly string[]): Promise<void> {
  // A row with problems has no key: it repeats nothing.
  await db.updateTable('import_row').set({ duplicate: 0 }).where('batch_id', '=', batchId).where('natural_key', '=', '').where('duplicate', '=', 1).execute();
  let q = db.selectFrom('import_row').select(['id', 'natural_key', 'duplicate']).where('batch_id', '=', batchId).where('natural_key', '!=', '');
  if (keys) {
    const real = keys.filter(Boolean);
    if (!real.length) return;
    q = q.where('natural_key', 'in', real);
  }
  const seen = new Set<string>();
  const flip: { id: number; dup: number }[] = [];
  for (const r of (await q.orderBy('line').execute()) as Rec[]) {
    const k = String(r.natural_key);
    const dup = seen.has(k) ? 1 : 0;
    seen.add(k);
    if (Number(r.duplicate) !== dup) flip.push({ id: Number(r.id), dup });
  }
  for (const dup of [0, 1]) {
    const ids = flip.filter((f) => f.dup === dup).map((f) => f.id);
    for (let i = 0; i < ids.length; i += CHUNK) {
      await db
        .updateTable('import_row')
        .set({ duplicate: dup })
        .where('id', 'in', ids.slice(i, i + CHUNK))
        .execute();
    }
  }
}

/** What the batch's rows would do if confirmed now. */
export async function countsOf(db: Db, batchId: number): Promise<ImportCounts> {
  const rows = (await db.selectFrom('import_row').select(['error_count', 'duplicate', 'target_id']).where('batch_id', '=', batchId).execute()) as Rec[];
  const c: ImportCounts = { total: rows.length, valid: 0, invalid: 0, duplicate: 0, create: 0, update: 0 };
  for (const r of rows) {
    const dup = Number(r.duplicate) === 1;
    if (dup) c.duplicate++;
    if (Number(r.error_count) > 0 || dup) c.invalid++;
    else {
      c.valid++;
      if (r.target_id === null) c.create++;
      else c.update++;
    }
  }
  return c;
}

/** The problem of a row repeating an earlier row's natural key, pinned to the key's last column. */
export function duplicateError(def: ImportDef, firstLine: number, key: string): CellError {
  if (def.naturalKey) return def.naturalKey.duplicate(firstLine, key);
  const { spec } = def;
  const names = spec.key.map((k) => spec.columns.find((c) => c.key === columnOf(spec, k))?.header ?? [k, k]);
  return {
    column: columnOf(spec, spec.key[spec.key.length - 1]),
    message: `与第 ${firstLine} 行的${names.map((n) => n[0]).join('、')}相同，只能保留一行`,
    message_en: `Same ${names.map((n) => n[1].toLowerCase()).join(', ')} as row ${firstLine}: keep only one of them`,
  };
}

/** Stored rows as the API shows them; a duplicate carries the problem naming the row it repeats, each row the resource's notes. */
export async function rowsOut(db: Db, def: ImportDef, batchId: number, stored: readonly Rec[]): Promise<ImportRow[]> {
  const dupKeys = [...new Set(stored.filter((r) => Number(r.duplicate) === 1).map((r) => String(r.natural_key)))];
  const firstLine = new Map<string, number>();
  if (dupKeys.length) {
    const firsts = (await db
      .selectFrom('import_row')
      .select(['natural_key', (eb) => eb.fn.min('line').as('first')])
      .where('batch_id', '=', batchId)
      .where('natural_key', 'in', dupKeys)
      .groupBy('natural_key')
      .execute()) as Rec[];
    for (const f of firsts) firstLine.set(String(f.natural_key), Number(f.first));
  }
  const notes = def.annotate
    ? await def.annotate(
        db,
        stored.map((r) => ({ record: r.record ? (JSON.parse(String(r.record)) as Rec) : null, target: r.target_id === null ? null : Number(r.target_id) })),
      )
    : null;
  return stored.map((r, i) => {
    const dup = Number(r.duplicate) === 1;
    const errors = JSON.parse(String(r.errors)) as CellError[];
    if (dup) errors.push(duplicateError(def, firstLine.get(String(r.natural_key)) ?? 0, String(r.natural_key)));
    return {
      id: Number(r.id),
      line: Number(r.line),
      cells: JSON.parse(String(r.cells)) as ImportCells,
      errors,
      duplicate: dup,
      action: errors.length ? null : r.target_id === null ? 'create' : 'update',
      notes: notes?.[i] ?? [],
      version: Number(r.version),
    };
  });
}
