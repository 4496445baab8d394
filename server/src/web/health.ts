import { Code, httpStatusOf } from '@admin/shared/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { DbHandle } from '../db/database';
import { DB_UNAVAILABLE_MSG } from '../db/errors';
import { MIGRATION_TABLE } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';

/** Set when the process has been asked to stop: readiness fails so a load balancer moves on. */
export interface Lifecycle {
  draining: boolean;
}

export interface Health {
  ok: boolean;
  msg: string;
  database: 'ok' | 'unavailable';
  dialect: DbHandle['dialect'];
  /** Applied migrations against those this build knows. */
  migrations: { applied: number; expected: number; current: boolean } | null;
  draining: boolean;
}

export async function checkHealth(handle: Pick<DbHandle, 'db' | 'dialect'>, life: Lifecycle): Promise<Health> {
  const expected = Object.keys(MIGRATIONS);
  try {
    await sql`select 1`.execute(handle.db);
    const rows = await handle.db.selectFrom(MIGRATION_TABLE).select('name').execute();
    const applied = new Set(rows.map((r) => String(r.name)));
    const current = applied.size === expected.length && expected.every((m) => applied.has(m));
    const unknown = [...applied].filter((m) => !expected.includes(m));
    const missing = expected.filter((m) => !applied.has(m));
    const msg = current
      ? 'ok'
      : `数据库结构与本版本不符：${missing.length ? `缺少迁移 ${missing.join(', ')}` : ''}${unknown.length ? `未知迁移 ${unknown.join(', ')}（数据库比本版本新）` : ''}`;
    return {
      ok: current,
      msg,
      database: 'ok',
      dialect: handle.dialect,
      migrations: { applied: applied.size, expected: expected.length, current },
      draining: life.draining,
    };
  } catch {
    return { ok: false, msg: DB_UNAVAILABLE_MSG, database: 'unavailable', dialect: handle.dialect, migrations: null, draining: life.draining };
  }
}

const answer = (reply: FastifyReply, ok: boolean, msg: string, data: unknown) => {
  const code = ok ? Code.OK : Code.INTERNAL;
  return reply.code(httpStatusOf(code)).header('cache-control', 'no-store').send({ code, msg, data });
};

/**
 * `GET /admin_api/health`: the database answers and its migrations are exactly this build's
 * (20000, else 50000 saying which). `GET /admin_api/ready`: the same, and the process is not
 * stopping: what a load balancer polls to send traffic here. Neither needs a token or header.
 */
export function registerHealth(app: FastifyInstance, handle: Pick<DbHandle, 'db' | 'dialect'>, life: Lifecycle): void {
  const hidden = { schema: { hide: true } };
  app.get('/admin_api/health', hidden, async (_req, reply) => {
    const h = await checkHealth(handle, life);
    return answer(reply, h.ok, h.msg, h);
  });
  app.get('/admin_api/ready', hidden, async (_req, reply) => {
    if (life.draining) return answer(reply, false, '服务正在停止（draining）', { ready: false, draining: true });
    const h = await checkHealth(handle, life);
    return answer(reply, h.ok, h.msg, { ready: h.ok, ...h });
  });
}
