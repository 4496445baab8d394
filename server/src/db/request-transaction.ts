import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { Db } from './database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Trx = Transaction<any>;

const current = new AsyncLocalStorage<Trx>();
const ROOT = Symbol('root database');

/** The database behind `requestScopedDb` (tests spy on its methods: a proxy hands out bound copies). */
export const rootDb = (db: Db): Db => (db as unknown as Record<symbol, Db>)[ROOT] ?? db;

/**
 * The database every route implementation gets (`deps.db`): outside a transaction opened by
 * `inTransaction` it is the database itself; inside one it is that transaction, so whatever SQL
 * a family writes (the generic repositories or its own queries) commits or rolls back together
 * with the audit row of its request (audit/capture.ts opens the write request's transaction).
 *
 * It does not turn `transaction()` into anything: inside an open transaction Kysely refuses
 * `deps.db.transaction()` (it has no nested transactions), so code that needs several statements
 * to be all or nothing calls `inTransaction`, which says what it does.
 */
export function requestScopedDb(root: Db): Db {
  return new Proxy(root, {
    get(target, prop) {
      if (prop === ROOT) return target;
      const on = (current.getStore() ?? target) as object;
      const v = Reflect.get(on, prop, on) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(on) : v;
    },
  });
}

/**
 * True inside a transaction of `inTransaction`: what is read there may not be committed yet (a
 * table's write generation included), so nothing read there may be cached for other requests.
 */
export const inTransactionNow = (): boolean => current.getStore() !== undefined;

/**
 * Runs `fn` all or nothing: in the transaction already open in this request (a write request's,
 * with its audit row: `fn`'s statements then commit or roll back with the whole request), else in
 * a new one. Inside, `fn`'s `trx` and every query through `requestScopedDb` use that transaction.
 */
export function inTransaction<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  const open = current.getStore();
  if (open) return fn(open);
  return rootDb(db)
    .transaction()
    .execute((trx) => current.run(trx, () => fn(trx)));
}
