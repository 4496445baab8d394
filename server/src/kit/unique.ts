import type { FieldError } from '@admin/shared/contract';
import { formatCharacterProblem, uniqueTextKey, type CollectionModule, type UniqueDecl } from '@admin/shared/contract/resources';
import type { Db } from '../db/database';
import { invalid } from '../http/api-error';
import type { Qb } from './query';
import { namesOf, refsOf } from './refs';

type Rec = Record<string, unknown>;

interface UniqueKey {
  field: string;
  scope: readonly string[];
  label: string;
  message?: string;
}

const keyOf = (d: UniqueDecl): UniqueKey =>
  typeof d === 'string'
    ? { field: d, scope: [], label: d === 'name' ? '名称' : d }
    : { field: d.field, scope: d.scope ?? [], label: d.label ?? (d.field === 'name' ? '名称' : d.field), message: d.message };

export const uniqueKeys = (m: CollectionModule): UniqueKey[] => (m.unique ?? []).map(keyOf);

/**
 * The refusal of a value another record holds. A field naming another record (`references`) says
 * that record's name, as the form's picker shows it ("推荐课程「数学二真题精讲」已存在"), not its id.
 */
async function message(db: Db, m: CollectionModule, k: UniqueKey, value: unknown): Promise<string> {
  if (k.message) return k.message;
  const ref = refsOf(m.references).find((x) => x.field === k.field && !x.many);
  // After a lost race PostgreSQL has aborted the transaction: the lookup fails and the id is said.
  const name = ref ? (await namesOf(db, ref, [value]).catch(() => new Map<string, string>())).get(String(value)) : undefined;
  return name === undefined ? `${m.label}${k.label}「${String(value)}」已存在` : `${m.label}「${name}」已存在`;
}

/** Where a collection's rows are: its table, the rows of the record's scope, their key column. */
export interface UniqueRows {
  db: Db;
  table: string;
  /** The resource's rows (scope and fixed columns applied). */
  rows: Qb;
  key: string;
}

/**
 * Field errors for unique fields of `rec` that another record in the same rows already holds;
 * `self` is the record's own key on an update. Text is compared as `uniqueTextKey` compares it
 * (case, NFKC, format characters), so `NAME` or `name\u200b` beside `name` is the same name; a
 * format character in a new or changed value is refused outright. The unique index is on the exact
 * text, so the check and the write that follows must not interleave with another's: the check
 * first takes the table's write-generation row, which every write of the table takes anyway (its
 * trigger), and holds it to the end of the request's transaction.
 */
export async function checkUnique(at: UniqueRows, m: CollectionModule, rec: Rec, self?: unknown): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const keys = uniqueKeys(m).filter((k) => rec[k.field] !== undefined && rec[k.field] !== null && rec[k.field] !== '');
  // Ids as well as names: two requests adding the same product at once must not both pass.
  if (keys.length) await holdTable(at.db, at.table);
  const stored =
    self === undefined || !keys.length
      ? undefined
      : ((await at.rows
          .clearSelect()
          .select(keys.map((k) => k.field))
          .where(at.key, '=', self)
          .executeTakeFirst()) as Rec | undefined);
  for (const k of keys) {
    const value = rec[k.field];
    let q = at.rows.clearSelect().select([at.key, k.field]);
    for (const c of k.scope) q = rec[c] === null || rec[c] === undefined ? q.where(c, 'is', null) : q.where(c, '=', rec[c]);
    if (self !== undefined) q = q.where(at.key, '!=', self);
    if (typeof value !== 'string') {
      if (await q.where(k.field, '=', value).limit(1).executeTakeFirst()) errors.push({ field: k.field, message: await message(at.db, m, k, value) });
      continue;
    }
    // A value stored before format characters were refused may stay as long as it is not changed.
    const format = stored?.[k.field] === value ? null : formatCharacterProblem(value);
    if (format) {
      errors.push({ field: k.field, message: `${m.label}${k.label}${format}` });
      continue;
    }
    if (await q.where(k.field, '=', value).limit(1).executeTakeFirst()) {
      errors.push({ field: k.field, message: await message(at.db, m, k, value) });
      continue;
    }
    // The scope's names, read once per write: the tables with unique names are lists staff keep by hand.
    const wanted = uniqueTextKey(value);
    const same = ((await q.execute()) as Rec[]).find((r) => typeof r[k.field] === 'string' && uniqueTextKey(r[k.field] as string) === wanted);
    if (same)
      errors.push({
        field: k.field,
        message: `${m.label}${k.label}「${value}」与已有的「${String(same[k.field])}」视为同名（只差大小写、全角半角或不可见字符），请换一个`,
      });
  }
  return errors;
}

/**
 * Takes `table`'s write-generation row (which every write of the table takes through its trigger)
 * until the request's transaction ends: a check of the table's other rows and the write after it
 * then cannot interleave with another request's.
 */
export async function holdTable(db: Db, table: string): Promise<void> {
  await db
    .updateTable('table_generation')
    .set((eb) => ({ gen: eb.ref('gen') }))
    .where('name', '=', table)
    .execute();
}

/** A unique-index violation from SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * For `.catch` of a write: two requests that passed the check at once meet the unique index; the
 * one that lost gets the same 40000 as if it had come second.
 */
export const uniqueRaceLost =
  (db: Db, m: CollectionModule, rec: Rec) =>
  async (err: unknown): Promise<never> => {
    const k = uniqueKeys(m).find((x) => rec[x.field] !== undefined);
    if (!isUniqueViolation(err) || !k) throw err;
    throw invalid([{ field: k.field, message: await message(db, m, k, rec[k.field]) }]);
  };
