import { abroadFloorContentSchemas } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { codecsOf, encodeRecord } from '../../kit/codec';
import type { DemoSeed } from '../../seed/demo-seed';

const DAY = 24 * 60 * 60 * 1000;

/** What the study-abroad home's floors show, by floor type (the live floor is fed by the live schedule). */
const ITEMS: Record<string, [title: string, link_type: string, link_value: string][]> = {
  banner: [
    ['2027 秋季留学申请季开启', 'web', 'https://www.example.com/abroad/2027-fall'],
    ['雅思 7 分冲刺营', 'app_page', 'abroad/ielts-camp'],
    ['英国硕士一年制说明会', 'web', 'https://www.example.com/abroad/uk-msc'],
  ],
  icon_grid: [
    ['选校定位', 'app_page', 'abroad/school-match'],
    ['文书指导', 'app_page', 'abroad/essay'],
    ['语言考试', 'app_page', 'abroad/language'],
    ['签证办理', 'app_page', 'abroad/visa'],
    ['奖学金', 'app_page', 'abroad/scholarship'],
    ['留学问答', 'app_page', 'abroad/qa'],
    ['院校库', 'app_page', 'abroad/schools'],
    ['案例库', 'app_page', 'abroad/cases'],
  ],
  course_list: [
    ['雅思全程班', 'none', ''],
    ['托福 100+ 强化班', 'none', ''],
    ['GRE 核心词汇课', 'none', ''],
  ],
  article: [
    ['美研申请时间线：从大三开始规划', 'web', 'https://www.example.com/abroad/us-timeline'],
    ['港新申请的 5 个常见误区', 'web', 'https://www.example.com/abroad/hk-sg'],
    ['一篇讲清个人陈述怎么写', 'web', 'https://www.example.com/abroad/ps'],
  ],
};

/** Items of the study-abroad home's floors (home floors of business line 2), after the floors are seeded. */
export async function seedHomepagesetting(db: Db, images: readonly string[], now: Date): Promise<void> {
  const floors = await db.selectFrom('home_floor').select(['id', 'floor_type']).where('business_line', '=', 2).orderBy('sort').execute();
  const codecs = codecsOf(abroadFloorContentSchemas.create.shape);
  const rows = floors.flatMap((floor, f) =>
    (ITEMS[String(floor.floor_type)] ?? []).map(([title, link_type, link_value], i) => {
      const at = new Date(now.getTime() - (60 - f * 5 - i) * DAY).toISOString();
      const item = abroadFloorContentSchemas.create.parse({
        title,
        link_type,
        link_value,
        image: floor.floor_type === 'course_list' ? '' : images[(f + i) % images.length],
        sort: i * 10,
        // One switched-off item, so the builder's preview shows what that looks like.
        is_enable: !(floor.floor_type === 'icon_grid' && i === 7),
      }) as Record<string, unknown>;
      return { floor_id: floor.id, ...encodeRecord(codecs, item), created_at: at, updated_at: at, version: 1 };
    }),
  );
  if (rows.length) await db.insertInto('home_floor_content').values(rows).execute();
}

export const homepagesettingSeed: DemoSeed = { tables: ['home_floor_content'], run: ({ db, images, now }) => seedHomepagesetting(db, images, now) };
