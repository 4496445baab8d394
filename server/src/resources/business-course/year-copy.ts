import { randomUUID } from 'node:crypto';
import {
  BC_YEAR_PARAMS,
  floorCopyResultSchema,
  floorCopySchema,
  yearCopyResultSchema,
  yearCopySchema,
  type FloorCopy,
  type YearCopyResult,
} from '@admin/shared/contract/resources';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { invalid, notFound } from '../../http/api-error';
import type { Registry } from '../../http/registry';
import { repoOf } from '../../kit/collection';
import { checkParents, COURSE_YEAR_SCOPE } from '../../kit/scope';
import { floorDef } from './year-content';
import { inTransaction } from '../../db/request-transaction';
import { actorOf, type Actor } from '../../audit/audit-log';
import { auditedCopy } from '../../audit/undoable-copy';
import type { Region } from '../../kit/region';

type Rec = Record<string, unknown>;

/** The per-year documents, one row per course and year. */
const DOCUMENT_TABLES = ['bc_cs_entrance', 'bc_living', 'bc_knowledge'] as const;
/** The documents of a clock-in activity, one row each. */
const CLOCK_IN_DOCUMENTS = ['bc_clock_in_sign_up', 'bc_clock_in_course'] as const;
/** Collections of the year with an integer id and no children. */
const PLAIN_TABLES = { bc_banner: 'banners', bc_product: 'products' } as const;

const withoutId = ({ id: _id, ...rest }: Rec) => rest;
const freshMeta = (now: Date) => ({ created_at: now.toISOString(), updated_at: now.toISOString(), version: 1 });

/** One floor row with its items and word tool, under a new uuid in `to` (a course and year); in the caller's transaction. */
async function copyFloorRow(
  trx: Db,
  floor: Rec,
  to: { bc_uuid: string; year: number; sort?: number },
  fresh: Rec,
): Promise<{ uuid: string; contents: number }> {
  const uuid = randomUUID();
  await trx
    .insertInto('bc_floor')
    .values({ ...floor, ...to, uuid, ...fresh })
    .execute();
  const contents = (await trx.selectFrom('bc_floor_content').selectAll().where('floor_uuid', '=', floor.uuid).execute()) as Rec[];
  for (const c of contents)
    await trx
      .insertInto('bc_floor_content')
      .values({ ...withoutId(c), bc_uuid: to.bc_uuid, year: to.year, floor_uuid: uuid, ...fresh })
      .execute();
  const word = (await trx.selectFrom('bc_english_word_model').selectAll().where('floor_uuid', '=', floor.uuid).executeTakeFirst()) as Rec | undefined;
  if (word)
    await trx
      .insertInto('bc_english_word_model')
      .values({ ...withoutId(word), floor_uuid: uuid, ...fresh })
      .execute();
  return { uuid, contents: contents.length };
}

/** The years of a course's year config (empty when it has none). */
async function configuredYears(db: Db, course: string): Promise<number[]> {
  const config = await db.selectFrom('bc_year_config').select('data').where('bc_uuid', '=', course).executeTakeFirst();
  return config ? (JSON.parse(String(config.data)) as { years: { year: number }[] }).years.map((y) => y.year) : [];
}

/**
 * Copies one floor (items and word tool included) to the end of a course's year page, in one
 * transaction: the same page (a duplicate), another year, or another course's year.
 */
export async function copyFloor(db: Db, from: { course: string; year: number; id: string }, body: FloorCopy, now: Date): Promise<string> {
  const course = body.target_course ?? from.course;
  const year = body.target_year ?? from.year;
  return inTransaction(db, async (trx) => {
    const floor = (await trx
      .selectFrom('bc_floor')
      .selectAll()
      .where('uuid', '=', from.id)
      .where('bc_uuid', '=', from.course)
      .where('year', '=', from.year)
      .executeTakeFirst()) as Rec | undefined;
    if (!floor) throw notFound('楼层');
    if (course !== from.course && !(await trx.selectFrom('business_course').select('uuid').where('uuid', '=', course).executeTakeFirst())) {
      throw invalid([{ field: 'target_course', message: '目标业务课不存在' }]);
    }
    if (!(await configuredYears(trx, course)).includes(year)) {
      throw invalid([{ field: 'target_year', message: `${year} 年不在目标业务课的年份配置中，请先在业务课管理中添加该年份` }]);
    }
    const last = await trx
      .selectFrom('bc_floor')
      .select((eb) => eb.fn.max<number>('sort').as('sort'))
      .where('bc_uuid', '=', course)
      .where('year', '=', year)
      .executeTakeFirst();
    const sort = last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1;
    return (await copyFloorRow(trx, floor, { bc_uuid: course, year, sort }, freshMeta(now))).uuid;
  });
}

const rowsOf = (db: Db, table: string, course: string, year: number) =>
  db.selectFrom(table).selectAll().where('bc_uuid', '=', course).where('year', '=', year).execute() as Promise<Rec[]>;

/** What the target year holds already, per part (an empty year has none of them). */
async function contentOf(db: Db, course: string, year: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['bc_floor', 'bc_clock_in_activity', ...Object.keys(PLAIN_TABLES), ...DOCUMENT_TABLES]) {
    const r = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bc_uuid', '=', course)
      .where('year', '=', year)
      .executeTakeFirstOrThrow();
    if (Number(r.n) > 0) out[table] = Number(r.n);
  }
  return out;
}

/** Everything of one course's year, parents first: what a copy into the year replaces, and what undoing it puts back. */
export function yearRegion(course: string, year: number): Region {
  const at = { bc_uuid: course, year };
  const floors = DOCUMENT_TABLES.length;
  const activities = floors + 3;
  return [
    ...DOCUMENT_TABLES.map((table) => ({ table, key: 'id' as const, where: at })),
    { table: 'bc_floor', key: 'uuid', where: at },
    { table: 'bc_floor_content', key: 'id', within: { column: 'floor_uuid', part: floors } },
    { table: 'bc_english_word_model', key: 'id', within: { column: 'floor_uuid', part: floors } },
    { table: 'bc_clock_in_activity', key: 'id', where: at },
    ...CLOCK_IN_DOCUMENTS.map((table) => ({ table, key: 'id' as const, within: { column: 'activity_id', part: activities } })),
    ...Object.keys(PLAIN_TABLES).map((table) => ({ table, key: 'id' as const, where: at })),
  ];
}

/**
 * Copies everything of one course's year (entrance, floors with their items and word tools,
 * clock-in activities with sign-up and courses, living, banners, products, knowledge) to another
 * year of the same course, in the request's transaction. A target year with content is refused
 * unless `replace`, which first deletes it (children go by the foreign keys' cascade). The audit
 * row keeps the target year as it was, so the copy can be undone (POST /audit/undo-copy/).
 */
export async function copyYear(
  db: Db,
  actor: Actor,
  course: string,
  from: number,
  body: { target_year: number; replace: boolean },
  now: Date,
): Promise<YearCopyResult> {
  const to = body.target_year;
  // The messages name no field: they are shown as they are (the client reads `field` to act).
  const refuse = (field: string, message: string) => invalid([{ field, message }], message);
  if (to === from) throw refuse('target_year', '目标年份与当前年份相同');
  return inTransaction(db, async (trx) => {
    if (!(await configuredYears(trx, course)).includes(to)) throw refuse('target_year', `${to} 年不在该业务课的年份配置中，请先在业务课管理中添加该年份`);
    const existing = await contentOf(trx, course, to);
    if (Object.keys(existing).length && !body.replace) {
      const floors = existing.bc_floor ? `${existing.bc_floor} 个楼层等` : '';
      throw refuse('replace', `${to} 年已有配置${floors ? `（${floors}）` : ''}，确认覆盖后再复制`);
    }
    const target = { resource: 'bc.year', record_id: `${course}/${to}`, params: { course, year: from, target_year: to } };
    const { data, entry } = await auditedCopy(
      trx,
      actor,
      now,
      yearRegion(course, to),
      () => writeCopy(trx, course, from, to, body.replace, now),
      () => target,
    );
    return { ...data, entry };
  });
}

/** The copy itself: the target year emptied when replaced, then every part of the source year written into it. */
async function writeCopy(trx: Db, course: string, from: number, to: number, replace: boolean, now: Date): Promise<Omit<YearCopyResult, 'entry'>> {
  if (replace) {
    for (const table of ['bc_floor', 'bc_clock_in_activity', ...Object.keys(PLAIN_TABLES), ...DOCUMENT_TABLES]) {
      await trx.deleteFrom(table).where('bc_uuid', '=', course).where('year', '=', to).execute();
    }
  }

  const fresh = freshMeta(now);
  const result = { target_year: to, floors: 0, contents: 0, clock_in_activities: 0, banners: 0, products: 0, documents: 0 };

  for (const table of DOCUMENT_TABLES) {
    for (const row of await rowsOf(trx, table, course, from)) {
      await trx
        .insertInto(table)
        .values({ ...withoutId(row), year: to, ...fresh })
        .execute();
      result.documents += 1;
    }
  }
  for (const [table, key] of Object.entries(PLAIN_TABLES)) {
    const rows = await rowsOf(trx, table, course, from);
    for (const row of rows)
      await trx
        .insertInto(table)
        .values({ ...withoutId(row), year: to, ...fresh })
        .execute();
    result[key] = rows.length;
  }

  for (const floor of await rowsOf(trx, 'bc_floor', course, from)) {
    const copied = await copyFloorRow(trx, floor, { bc_uuid: course, year: to }, fresh);
    result.floors += 1;
    result.contents += copied.contents;
  }

  for (const activity of await rowsOf(trx, 'bc_clock_in_activity', course, from)) {
    const made = await trx
      .insertInto('bc_clock_in_activity')
      .values({ ...withoutId(activity), year: to, ...fresh })
      .returning('id')
      .executeTakeFirstOrThrow();
    result.clock_in_activities += 1;
    for (const table of CLOCK_IN_DOCUMENTS) {
      const doc = (await trx.selectFrom(table).selectAll().where('activity_id', '=', activity.id).executeTakeFirst()) as Rec | undefined;
      if (doc)
        await trx
          .insertInto(table)
          .values({ ...withoutId(doc), activity_id: made.id, ...fresh })
          .execute();
    }
  }
  return result;
}

/** POST nav/bc/{course}/year/{year}/copy/ and …/floor/{id}/copy/ */
export function yearCopyFamily(reg: Registry): void {
  reg.add('bc.floor', 'copy', (_e, deps) => ({
    params: z.strictObject({ ...BC_YEAR_PARAMS, id: z.uuid({ message: '应为 UUID' }) }),
    body: floorCopySchema,
    response: floorCopyResultSchema,
    summary: '把一个楼层（连同内容与背单词设置）复制到本年份、其他年份或其他业务课的页面末尾',
    handle: async (c) => {
      await checkParents(deps, COURSE_YEAR_SCOPE, c.params);
      const from = { course: String(c.params.course), year: Number(c.params.year), id: String(c.params.id) };
      const uuid = await copyFloor(deps.db, from, c.body, c.now);
      deps.counts.invalidate();
      const to = { course: c.body.target_course ?? from.course, year: c.body.target_year ?? from.year };
      return repoOf(floorDef, deps).get(to, uuid);
    },
  }));
  reg.add('bc.year', 'copy', (_e, deps) => ({
    params: z.strictObject(BC_YEAR_PARAMS),
    body: yearCopySchema,
    response: yearCopyResultSchema,
    summary: '把业务课一个年份的全部配置复制到另一年份（目标年份已有配置时需确认覆盖）',
    handle: async (c) => {
      await checkParents(deps, COURSE_YEAR_SCOPE, c.params);
      const result = await copyYear(deps.db, actorOf(c.req, c.user), String(c.params.course), Number(c.params.year), c.body, c.now);
      deps.counts.invalidate();
      return result;
    },
  }));
}
