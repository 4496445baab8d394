import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database';

const SENTINEL = '\u0000prepared-arg-';

/**
 * A query built and compiled once, then run with new arguments: building and compiling with
 * Kysely costs more than running a small query. `build` receives placeholders for the arguments;
 * each must end up as a bound parameter (not as SQL text, and not expanded from an array), which
 * `run` checks on the first call.
 */
export function prepared<R>(db: Db, argCount: number, build: (...args: string[]) => Compilable<R>) {
  let compiled: { sql: string; slots: ({ arg: number } | { value: unknown })[] } | null = null;
  return async (...args: unknown[]): Promise<R[]> => {
    if (!compiled) {
      const placeholders = Array.from({ length: argCount }, (_, i) => `${SENTINEL}${i}`);
      const q = build(...placeholders).compile();
      const slots = q.parameters.map((p) => (typeof p === 'string' && p.startsWith(SENTINEL) ? { arg: Number(p.slice(SENTINEL.length)) } : { value: p }));
      const used = new Set(slots.flatMap((s) => ('arg' in s ? [s.arg] : [])));
      if (used.size !== argCount || q.sql.includes(SENTINEL)) throw new Error('prepared(): every argument must be one bound parameter');
      compiled = { sql: q.sql, slots };
    }
    const { sql, slots } = compiled;
    const params = slots.map((s) => ('arg' in s ? args[s.arg] : s.value));
    return (await db.executeQuery<R>(CompiledQuery.raw(sql, params))).rows;
  };
}
