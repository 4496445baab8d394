import { ABROAD_PERMISSION, Code } from '@admin/shared/contract';
import type { CollectionModule } from '@admin/shared/contract/resources';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import type { Ctx, ImplFactory } from '../http/endpoint';

type Rec = Record<string, unknown>;

/** The study-abroad line: only accounts holding nav.system_config_abroad see or change its records (DESIGN 7). */
export const ABROAD_LINE = 2;

const refused = () => new ApiError(Code.FORBIDDEN, `缺少权限 ${ABROAD_PERMISSION}（业务线 ${ABROAD_LINE} 的记录）`, { missing: [ABROAD_PERMISSION] });

/** Whether a collection's records carry a business line (the contract's `business_line` field). */
export const hasBusinessLine = (m: CollectionModule): boolean => 'business_line' in m.schemas.create.shape;

async function seesAbroad(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_permission')
    .select('permission')
    .where('user_id', '=', userId)
    .where('permission', '=', ABROAD_PERMISSION)
    .executeTakeFirst();
  return !!row;
}

/** Refuses when any of the stored records `ids` is on the abroad line. */
async function refuseStored(db: Db, table: string, key: string, ids: unknown[]): Promise<void> {
  if (!ids.length) return;
  const hit = await db.selectFrom(table).select(key).where(key, 'in', ids).where('business_line', '=', ABROAD_LINE).executeTakeFirst();
  if (hit) throw refused();
}

const lineOf = (v: unknown) => (v === undefined || v === null ? undefined : Number(v));

/**
 * The business line as a server boundary: an account without nav.system_config_abroad works on
 * line 1 only. Its lists and exports are limited to line 1 (asking for line 2 is 40300), and it
 * can neither read, create, change, move to, reorder nor delete a record of line 2 (40300). The
 * endpoint permissions still apply first; this narrows what they grant.
 */
export function lineGuarded(m: CollectionModule, table: string, ops: Record<string, ImplFactory>): Record<string, ImplFactory> {
  if (!hasBusinessLine(m)) return ops;
  const key = m.idKey;
  const idOf = (c: Ctx) => (c.params as Rec)[m.idParam];
  const guard: Record<string, (c: Ctx, db: Db) => Promise<Ctx>> = {
    list: async (c) => {
      if (lineOf((c.query as Rec).business_line) === ABROAD_LINE) throw refused();
      return { ...c, query: { ...(c.query as Rec), business_line: 1 } };
    },
    export: async (c) => {
      const body = c.body as { query: Rec };
      if (lineOf(body.query.business_line) === ABROAD_LINE) throw refused();
      return { ...c, body: { ...body, query: { ...body.query, business_line: 1 } } };
    },
    get: async (c, db) => (await refuseStored(db, table, key, [idOf(c)]), c),
    create: async (c) => {
      if (lineOf((c.body as Rec).business_line) === ABROAD_LINE) throw refused();
      return c;
    },
    update: async (c, db) => {
      if (lineOf((c.body as Rec).business_line) === ABROAD_LINE) throw refused();
      return (await refuseStored(db, table, key, [idOf(c)]), c);
    },
    patch: async (c, db) => {
      if (lineOf((c.body as Rec).business_line) === ABROAD_LINE) throw refused();
      return (await refuseStored(db, table, key, [idOf(c)]), c);
    },
    delete: async (c, db) => (await refuseStored(db, table, key, [idOf(c)]), c),
    bulkPatch: async (c, db) => {
      const body = c.body as { items: Rec[]; changes: Rec };
      if (lineOf(body.changes.business_line) === ABROAD_LINE) throw refused();
      return (
        await refuseStored(
          db,
          table,
          key,
          body.items.map((i) => i[key] ?? i.id),
        ),
        c
      );
    },
    bulkDelete: async (c, db) => (
      await refuseStored(
        db,
        table,
        key,
        (c.body as { items: Rec[] }).items.map((i) => i[key] ?? i.id),
      ),
      c
    ),
    reorder: async (c, db) => (
      await refuseStored(
        db,
        table,
        key,
        (c.body as { items: Rec[] }).items.map((i) => i[key] ?? i.id),
      ),
      c
    ),
  };
  const out: Record<string, ImplFactory> = {};
  for (const [op, factory] of Object.entries(ops)) {
    const check = guard[op];
    out[op] = !check
      ? factory
      : (e, deps) => {
          const impl = factory(e, deps);
          return {
            ...impl,
            handle: async (c) => {
              if (!c.user || (await seesAbroad(deps.db, c.user.id))) return impl.handle(c);
              return impl.handle(await check(c, deps.db));
            },
          };
        };
  }
  return out;
}

/**
 * The same boundary for a collection whose records take their line from a parent named in the
 * path (a home floor's items): without nav.system_config_abroad every call under a parent of
 * line 2 is 40300, as the parent's own calls are.
 */
export function parentLineGuarded(parent: { param: string; table: string; key: string }, ops: Record<string, ImplFactory>): Record<string, ImplFactory> {
  const out: Record<string, ImplFactory> = {};
  for (const [op, factory] of Object.entries(ops)) {
    out[op] = (e, deps) => {
      const impl = factory(e, deps);
      return {
        ...impl,
        handle: async (c) => {
          if (c.user && !(await seesAbroad(deps.db, c.user.id))) await refuseStored(deps.db, parent.table, parent.key, [(c.params as Rec)[parent.param]]);
          return impl.handle(c);
        },
      };
    };
  }
  return out;
}
