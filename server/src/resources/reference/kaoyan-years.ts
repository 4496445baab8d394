import { addedKaoyanYearSchema, addKaoyanYearSchema, KAOYAN_YEARS_AHEAD, kaoyanYearsQuerySchema, kaoyanYearsSchema } from '@admin/shared/contract/resources';
import { invalid } from '../../http/api-error';
import type { Registry } from '../../http/registry';
import { calendarYears, KAOYAN_YEAR_TABLE, yearName } from '../../kit/kaoyan-years';

const refuse = (message: string) => invalid([{ field: 'year', message }], message);

/**
 * GET /base/dp/kaoyan-year/: the open kaoyan years (kit/kaoyan-years.ts: the calendar's, the ones
 * an admin added, and the past ones records still use). POST opens one ahead of the calendar, for
 * those who set up the business courses' years (业务课管理 → 考研年份).
 */
export function kaoyanYearFamily(reg: Registry): void {
  // The additions are rows of their own: the audit records each one like a created record.
  reg.store('ref.kaoyan_years', { table: KAOYAN_YEAR_TABLE, key: 'id', scope: [], fixed: {} });
  reg.add('ref.kaoyan_years', 'list', (_e, deps) => ({
    query: kaoyanYearsQuerySchema,
    response: kaoyanYearsSchema,
    summary: '考研年份：日历开放的（N 年在 N − 2 年开放，直到其考试结束）、管理员提前添加的，以及仍有记录使用的往年，旧的在前',
    handle: (c) => deps.years.list(deps.db, c.now),
  }));
  reg.add('ref.kaoyan_years', 'add', (_e, deps) => ({
    body: addKaoyanYearSchema,
    response: addedKaoyanYearSchema,
    summary: `提前开放一个考研年份（最多比当前年份提前 ${KAOYAN_YEARS_AHEAD} 年）；已开放或考试已结束的年份不能添加`,
    handle: async (c) => {
      const { year } = c.body as { year: number };
      const { current } = calendarYears(c.now);
      if ((await deps.years.list(deps.db, c.now)).some((y) => y.year === year)) throw refuse(`${year} 年已开放，不用添加`);
      if (year < current) throw refuse(`${year} 年的考研已经结束，不能再开放`);
      if (year > current + KAOYAN_YEARS_AHEAD) throw refuse(`最多提前开放到 ${current + KAOYAN_YEARS_AHEAD} 年`);
      const at = c.now.toISOString();
      // Two admins adding the same year at once: the second finds it added.
      const row = await deps.db
        .insertInto(KAOYAN_YEAR_TABLE)
        .values({ year, name: yearName(year), is_current: 0, created_at: at, updated_at: at, version: 1 })
        .onConflict((oc) => oc.column('year').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) throw refuse(`${year} 年已开放，不用添加`);
      return { id: Number(row.id), year, name: yearName(year), is_current: false, source: 'added' as const };
    },
  }));
}
