import { appVersion, compareVersions } from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import { isPostgres } from '../../db/migrations/helpers';
import { invalid } from '../../http/api-error';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import { hookedWrites } from '../../kit/write-hook';
import type { Deps } from '../../types';

type Rec = Record<string, unknown>;

/** The advisory-lock class of "a new version of platform N" (the second key is the platform). */
const APP_VERSION_LOCK = 51;
const PLATFORM_NAMES: Record<number, string> = { 2: 'Android', 3: 'iOS', 6: 'pad', 7: 'iPad' };

/**
 * A version must be higher than every other version of its platform (numerically, part by part:
 * 1.10.0 > 1.9.9), so the apps' update check always finds the newest as the latest. Checked when
 * the version or platform is set or changed; other edits of an older version are left alone.
 */
async function checkHigher(deps: Deps, next: Rec, current: Rec | null, id: unknown): Promise<void> {
  if (current && current.version_name === next.version_name && current.platform === next.platform) return;
  // The write runs in its request's transaction: on PostgreSQL two of them would each see the
  // other's version missing and both insert, so a platform's new versions queue on one lock
  // until commit. (SQLite runs one write transaction at a time already.)
  if (isPostgres(deps.db)) await sql`select pg_advisory_xact_lock(${APP_VERSION_LOCK}, ${next.platform as number})`.execute(deps.db);
  const rows = await deps.db
    .selectFrom('setting_app_version')
    .select(['id', 'version_name'])
    .where('platform', '=', next.platform as number)
    .execute();
  const latest = rows
    .filter((r) => current === null || r.id !== id)
    .map((r) => String(r.version_name))
    .sort(compareVersions)
    .at(-1);
  if (latest !== undefined && compareVersions(String(next.version_name), latest) <= 0) {
    throw invalid([{ field: 'version_name', message: `版本号必须高于 ${PLATFORM_NAMES[next.platform as number] ?? '该平台'} 当前最新版本 ${latest}` }]);
  }
}

/** The id of the highest version of each platform (a platform has a few dozen versions at most). */
async function latestIds(deps: Pick<Deps, 'db'>): Promise<Set<number>> {
  const rows = await deps.db.selectFrom('setting_app_version').select(['id', 'platform', 'version_name']).execute();
  const best = new Map<number, { id: number; v: string }>();
  for (const r of rows) {
    const cur = best.get(Number(r.platform));
    if (!cur || compareVersions(String(r.version_name), cur.v) > 0) best.set(Number(r.platform), { id: Number(r.id), v: String(r.version_name) });
  }
  return new Set([...best.values()].map((b) => b.id));
}

export function appVersionFamily(reg: Registry): void {
  const def: CollectionDef = {
    resource: appVersion,
    table: 'setting_app_version',
    decorate: async (db, items) => {
      const latest = await latestIds({ db });
      return items.map((it) => ({ ...it, is_latest: latest.has(Number(it.id)) }));
    },
  };
  registerCollection(reg, def, hookedWrites(def, { beforeWrite: (deps, next, current, _now, id) => checkHigher(deps, next, current, id) }));
}
