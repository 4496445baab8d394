import {
  AD_LIST_PATHS,
  AD_RESOURCES,
  FEEDBACK_LIST_PATH,
  PUSH_LIST_PATHS,
  PUSH_RESOURCES,
  SECTION_WORK,
  WORK_QUERIES,
  dashboardResult,
  feedback,
  type CollectionModule,
  type DashboardItem,
  type DashboardResult,
  type DashboardSection,
} from '@admin/shared/contract/resources';
import { ABROAD_PERMISSION } from '@admin/shared/contract';
import { sql } from 'kysely';
import { permissionsOf } from '../../auth/sessions';
import type { Registry } from '../../http/registry';
import { hasBusinessLine } from '../../kit/business-line';
import { applyFilters, type CustomFilter } from '../../kit/query';
import type { Deps } from '../../types';
import { AD_CUSTOM_FILTERS } from '../ads/ad';
import { PUSH_CUSTOM_FILTERS } from '../push/push';

/** One list of a section: its module, the value of the table's column that tells it apart, its console path. */
interface Member {
  module: CollectionModule;
  value: string | null;
  path: string;
}

/** Where a section's rows live: one table, its lists told apart by `column` (the ad kind, the push channel). */
interface SectionSource {
  table: string;
  column: string | null;
  custom: Record<string, CustomFilter>;
  members: Member[];
}

const SOURCES: Readonly<Record<DashboardSection, SectionSource>> = {
  ads: {
    table: 'ad',
    column: 'kind',
    custom: AD_CUSTOM_FILTERS,
    members: AD_RESOURCES.map((m) => {
      const kind = m.name.slice('ads.'.length);
      return { module: m, value: kind, path: AD_LIST_PATHS[kind] };
    }),
  },
  push: {
    table: 'push_info',
    column: 'channel',
    custom: PUSH_CUSTOM_FILTERS,
    members: PUSH_RESOURCES.map((m) => {
      const channel = m.name.slice('push.'.length) as 'app' | 'pc';
      return { module: m, value: channel, path: PUSH_LIST_PATHS[channel] };
    }),
  },
  feedback: { table: 'base_feedback', column: null, custom: {}, members: [{ module: feedback, value: null, path: FEEDBACK_LIST_PATH }] },
};

for (const [key, s] of Object.entries(SOURCES)) {
  const unmapped = s.members.filter((m) => !m.path).map((m) => m.module.name);
  if (unmapped.length) throw new Error(`dashboard ${key}: no console list for ${unmapped.join(', ')}`);
}

/** The user may read the list: holds one of the permissions its list call needs (what the server checks there). */
const mayList = (m: CollectionModule, held: ReadonlySet<string>) => m.endpoints.some((e) => e.op === 'list' && e.permissions.some((p) => held.has(p)));

/**
 * The counts of one kind of work over the lists the user may read: one grouped query, whose
 * conditions are the lists' own filters applied to the item's query as the list parses it.
 */
async function countWork(deps: Deps, s: SectionSource, members: Member[], query: Record<string, string>, now: Date, abroad: boolean): Promise<number[]> {
  const module = members[0].module;
  const parsed = module.listQuery.parse(query) as Record<string, unknown>;
  let qb = deps.db.selectFrom(s.table);
  // The lists of an account without the abroad line show line 1 only (kit/business-line.ts).
  if (!abroad && hasBusinessLine(module)) qb = qb.where('business_line', '=', 1);
  if (s.column)
    qb = qb.where(
      s.column,
      'in',
      members.map((m) => m.value),
    );
  qb = applyFilters(qb, module.filters, s.custom, parsed, now);
  const n = sql<number | string>`count(*)`.as('n');
  const rows = s.column
    ? await qb
        .select([sql.ref<string>(s.column).as('g'), n])
        .groupBy(s.column)
        .execute()
    : await qb.select([sql<null>`null`.as('g'), n]).execute();
  const byValue = new Map(rows.map((r) => [r.g as string | null, Number(r.n)]));
  return members.map((m) => byValue.get(m.value) ?? 0);
}

async function dashboard(deps: Deps, userId: number, now: Date): Promise<DashboardResult> {
  const held = new Set(await permissionsOf(deps.db, userId));
  const sections: DashboardResult['sections'] = [];
  for (const [key, s] of Object.entries(SOURCES) as [DashboardSection, SectionSource][]) {
    const members = s.members.filter((m) => mayList(m.module, held));
    if (!members.length) continue;
    const items: DashboardItem[] = [];
    for (const work of SECTION_WORK[key]) {
      const query = WORK_QUERIES[work];
      const counts = await countWork(deps, s, members, query, now, held.has(ABROAD_PERMISSION));
      members.forEach((m, i) => items.push({ work, resource: m.module.name, count: counts[i], path: m.path, query: { ...query } }));
    }
    sections.push({ key, items });
  }
  return { at: now.toISOString(), sections };
}

/** GET dashboard/: the work waiting for the signed-in user, within their permissions (any signed-in user). */
export function dashboardFamily(reg: Registry): void {
  reg.add('dashboard', 'read', (_e, deps) => ({
    response: dashboardResult,
    summary: '首页待办：当前用户有权查看的列表中需要处理的记录数，以及显示这些记录的列表链接',
    handle: (c) => dashboard(deps, c.user!.id, c.now),
  }));
}
