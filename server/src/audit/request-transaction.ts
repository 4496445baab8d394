import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Trx = Transaction<any>;

const current = new AsyncLocalStorage<Trx>();
const ROOT = Symbol('root database');

/** The database behind `requestScopedDb` (tests spy on its methods: a proxy hands out bound copies). */
export const rootDb = (db: Db): Db => ((db as unknown as Record<symbol, Db>)[ROOT] ?? db);

/**
 * The database every route implementation gets (`deps.db`): outside a write request it is the
 * database itself; inside one it is that request's transaction, so whatever SQL a family writes
 * (the generic repositories or its own queries) commits or rolls back together with the audit row
 * of the request. A family's own `transaction()` inside a write request joins the request's one
 * (Kysely has no nested transactions; the request's is all or nothing anyway).
 */
export function requestScopedDb(root: Db): Db {
  const joinCurrent = (trx: Trx) => () => ({
    execute: <T>(fn: (t: Trx) => Promise<T>) => fn(trx),
    setIsolationLevel() {
      return this;
    },
    setAccessMode() {
      return this;
    },
  });
  return new Proxy(root, {
    get(target, prop) {
      if (prop === ROOT) return target;
      const trx = current.getStore();
      if (trx && prop === 'transaction') return joinCurrent(trx);
      const on = (trx ?? target) as object;
      const v = Reflect.get(on, prop, on) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(on) : v;
    },
  });
}

/**
 * True inside a write request's transaction: what is read there may not be committed yet (a
 * table's write generation included), so nothing read there may be cached for other requests.
 */
export const inRequestTransactionNow = (): boolean => current.getStore() !== undefined;

/** Runs `fn` in one transaction that `requestScopedDb` hands to every query `fn` makes. */
export function inRequestTransaction<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  const open = current.getStore();
  if (open) return fn(open);
  return db.transaction().execute((trx) => current.run(trx, () => fn(trx)));
}
