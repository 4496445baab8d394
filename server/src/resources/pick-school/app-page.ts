import { randomUUID } from 'node:crypto';
import {
  appPage,
  appPageCopyResultSchema,
  appPageCopySchema,
  appPageFloor,
  appPageFloorContent,
  type AppPageCopyResult,
} from '@admin/shared/contract/resources';
import { actorOf, type Actor } from '../../audit/audit-log';
import { auditedCopy } from '../../audit/undoable-copy';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/request-transaction';
import { invalid, notFound } from '../../http/api-error';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import { countBy } from '../../kit/count-by';
import type { Region } from '../../kit/region';
import { paramsSchema } from '../../kit/scope';
import type { Deps } from '../../types';

type Rec = Record<string, unknown>;

const pageDef: CollectionDef = {
  resource: appPage,
  table: 'school_app_page',
  decorate: async (db, items) => {
    const counts = await countBy(
      db,
      'school_floor',
      'page_id',
      items.map((i) => i.id),
    );
    return items.map((i) => ({ ...i, floor_count: counts.get(i.id) ?? 0 }));
  },
};

/** A floor is listed and added under its page; read, changed and deleted by its uuid alone. */
const floorDef: CollectionDef = {
  resource: appPageFloor,
  table: 'school_floor',
  scope: [{ param: 'page', column: 'page_id', exists: { table: 'school_app_page', key: 'id', label: '择校页面' } }],
  decorate: async (db, items) => {
    const counts = await countBy(
      db,
      'school_floor_content',
      'floor_uuid',
      items.map((i) => i.uuid),
    );
    return items.map((i) => ({ ...i, content_count: counts.get(i.uuid) ?? 0 }));
  },
};

const contentDef: CollectionDef = {
  resource: appPageFloorContent,
  table: 'school_floor_content',
  scope: [{ param: 'id', column: 'floor_uuid', exists: { table: 'school_floor', key: 'uuid', label: '楼层' } }],
};

const withoutId = ({ id: _id, ...rest }: Rec) => rest;

/** A year's page of a category with its floors and their items: what a copy writes, and what undoing it removes. */
const pageRegion = (year: number, category: unknown): Region => [
  { table: 'school_app_page', key: 'id', where: { kaoyan_year: year, major_category: category } },
  { table: 'school_floor', key: 'uuid', within: { column: 'page_id', part: 0 } },
  { table: 'school_floor_content', key: 'id', within: { column: 'floor_uuid', part: 1 } },
];

/**
 * Copies a page with its floors and their items into another kaoyan year, in one transaction: the
 * new page keeps the category, so a year that has a page of that category already is refused
 * (naming it) and nothing is written. The audit row keeps what was written, so the copy can be
 * undone (POST /audit/undo-copy/).
 */
export async function copyPage(deps: Pick<Deps, 'db' | 'years'>, actor: Actor, id: number, to: number, now: Date): Promise<AppPageCopyResult> {
  const refuse = (message: string) => invalid([{ field: 'to_year', message }], message);
  return inTransaction(deps.db, async (trx) => {
    const page = (await trx.selectFrom('school_app_page').selectAll().where('id', '=', id).executeTakeFirst()) as Rec | undefined;
    if (!page) throw notFound('择校页面');
    if (to === Number(page.kaoyan_year)) throw refuse('目标年份与这个页面的年份相同');
    const closed = await deps.years.closed(trx, now, [to]);
    if (closed.length) throw refuse(await deps.years.refusal(trx, now, closed));
    const clash = await trx
      .selectFrom('school_app_page')
      .select('name')
      .where('kaoyan_year', '=', to)
      .where('major_category', '=', page.major_category)
      .executeTakeFirst();
    if (clash) throw refuse(`${to} 年这个学科门类已有择校页面「${String(clash.name)}」，请先删除它或直接编辑它`);
    const target = (made: { id: number }) => ({ resource: appPage.name, record_id: String(made.id), params: { id, to_year: to } });
    const { data, entry } = await auditedCopy(trx, actor, now, pageRegion(to, page.major_category), () => writePage(trx, page, to, now), target);
    return { ...data, entry };
  });
}

/** The copy itself: the page as one of year `to`, then its floors and their items under new keys. */
async function writePage(trx: Db, page: Rec, to: number, now: Date): Promise<Omit<AppPageCopyResult, 'entry'>> {
  const at = now.toISOString();
  const fresh = { created_at: at, updated_at: at, version: 1 };
  const made = await trx
    .insertInto('school_app_page')
    .values({ ...withoutId(page), kaoyan_year: to, ...fresh })
    .returning('id')
    .executeTakeFirstOrThrow();
  const floors = (await trx.selectFrom('school_floor').selectAll().where('page_id', '=', page.id).orderBy('sort').orderBy('created_at').execute()) as Rec[];
  let contents = 0;
  for (const floor of floors) {
    const uuid = randomUUID();
    await trx
      .insertInto('school_floor')
      .values({ ...floor, uuid, page_id: made.id, ...fresh })
      .execute();
    const items = (await trx.selectFrom('school_floor_content').selectAll().where('floor_uuid', '=', floor.uuid).execute()) as Rec[];
    for (const item of items)
      await trx
        .insertInto('school_floor_content')
        .values({ ...withoutId(item), floor_uuid: uuid, ...fresh })
        .execute();
    contents += items.length;
  }
  return { id: Number(made.id), to_year: to, floors: floors.length, contents };
}

/** /school/app-page/ with its floors and their items (/pick-school/app-page and floor-content). */
export function appPageFamily(reg: Registry): void {
  registerCollection(reg, pageDef, {
    copy: (e, deps) => ({
      params: paramsSchema(e.path, {}, { param: 'id', kind: 'id' }),
      body: appPageCopySchema,
      response: appPageCopyResultSchema,
      summary: '把择校页面连同楼层与楼层内容复制为另一考研年份的页面（一个事务；目标年份已有同门类页面则不写）',
      handle: async (c) => {
        const result = await copyPage(deps, actorOf(c.req, c.user), Number((c.params as { id: number }).id), (c.body as { to_year: number }).to_year, c.now);
        deps.counts.invalidate();
        return result;
      },
    }),
  });
  registerCollection(reg, floorDef);
  registerCollection(reg, contentDef);
}
