import type { Db } from '../../db/database';
import type { DemoSeed } from '../../seed/demo-seed';

/** Places by category code: name, code suffix, size, the ad kind that fills them. */
const PLACES: Record<string, [string, string, number, number, string][]> = {
  home: [
    ['首页顶部轮播', 'top_banner', 750, 320, 'banner_md'],
    ['首页金刚区', 'icon_zone', 120, 120, 'function_nav'],
    ['首页中部运营位', 'middle', 690, 200, 'middle_operation_mb'],
    ['首页弹窗', 'popup', 600, 800, 'popup'],
  ],
  study: [
    ['学习页横幅', 'banner', 690, 180, 'study'],
    ['打卡页广告', 'clock_in', 690, 240, 'clock_in'],
  ],
  course: [
    ['课程详情页广告', 'detail', 690, 200, 'detail'],
    ['课程详情优惠券', 'coupon', 690, 160, 'coupon_for_course_detail'],
  ],
  mine: [['我的页广告', 'banner', 690, 180, 'my_home_page']],
  search: [['搜索页广告', 'banner', 690, 160, 'search_page']],
};

/**
 * The ad places of the demo's level-one categories for 2026 and 2027; 2028, the year about to
 * open, has none yet, so copying a year's places into it is the first thing to try.
 */
export async function seedAdPlaces(db: Db, now: Date): Promise<void> {
  const categories = await db.selectFrom('classify').select(['id', 'code']).where('level', '=', 1).execute();
  const rows = categories.flatMap((c) =>
    [2026, 2027].flatMap((year) =>
      (PLACES[String(c.code)] ?? [])
        // 2026 had no popup yet.
        .filter(([, code]) => !(year === 2026 && code === 'popup'))
        .map(([name, code, width, height, ad_kind], i) => {
          const at = new Date(now.getTime() - (year === 2026 ? 400 : 60) * 86_400_000).toISOString();
          return {
            category_id: c.id,
            kaoyan_year: year,
            name,
            code: `${String(c.code)}_${code}`,
            width,
            height,
            ad_kind,
            sort: i * 10,
            is_enable: code === 'clock_in' && year === 2026 ? 0 : 1,
            created_at: at,
            updated_at: at,
            version: 1,
          };
        }),
    ),
  );
  if (rows.length) await db.insertInto('home_ad_place').values(rows).execute();
}

export const adPlaceSeed: DemoSeed = { tables: ['home_ad_place'], run: ({ db, now }) => seedAdPlaces(db, now) };
