import { specialTopicPageSchemas } from '@admin/shared/contract/resources';
import { encoder, insertMany, type DemoSeed } from '../../seed/demo-seed';
import { CURRENT_KAOYAN_YEAR } from '../reference/reference.seed';

const TOPICS = ['2027 考研开学季', '暑期强化集训营', '双十一课程狂欢', '考前冲刺 30 天', '复试调剂专题', '新人入门指南'];
const BACKGROUNDS = ['#fff7e6', '#e6f4ff', '#fff0f6', '#f6ffed', '#ffffff', '#f9f0ff'];

/** Special-topic pages: the first four show the first three floors of a business course's current year. */
export const specialTopicPageSeed: DemoSeed = {
  tables: ['special_topic_page'],
  async run({ db, r, meta, images }) {
    const courses = (await db.selectFrom('business_course').select('uuid').orderBy('sort').execute()).map((c) => String(c.uuid));
    const floorsOf = async (bc: string) =>
      (await db.selectFrom('bc_floor').select('uuid').where('bc_uuid', '=', bc).where('year', '=', CURRENT_KAOYAN_YEAR).orderBy('sort').limit(3).execute()).map(
        (f) => String(f.uuid),
      );
    const enc = encoder(specialTopicPageSchemas.create);
    const rows = [];
    for (const [i, title] of TOPICS.entries()) {
      const bc = i < 4 ? courses[i] : null;
      rows.push({
        ...enc({
          title,
          bc_uuid: bc,
          year: bc ? CURRENT_KAOYAN_YEAR : null,
          cover: images[i % images.length],
          background_color: BACKGROUNDS[i],
          share_title: `${title} | 考研备考`,
          share_desc: '名师课程限时优惠，点击查看',
          floor_uuids: bc ? await floorsOf(bc) : [],
          is_enable: i !== 5,
        }),
        ...meta(r.int(5, 60)),
      });
    }
    await insertMany(db, 'special_topic_page', rows);
  },
};
