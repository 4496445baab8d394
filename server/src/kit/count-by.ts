import type { Db } from '../db/database';

/** How many rows of `table` name each of `keys` in `column` (a derived count such as a floor's items). */
export async function countBy(db: Db, table: string, column: string, keys: unknown[]): Promise<Map<unknown, number>> {
  if (!keys.length) return new Map();
  const rows = await db
    .selectFrom(table)
    .select([column, (eb) => eb.fn.countAll<number>().as('n')])
    .where(column, 'in', keys)
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [r[column], Number(r.n)]));
}
