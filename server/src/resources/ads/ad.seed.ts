import { AD_KINDS, MY_HOME_AD_CONFIG_DEFAULT, adSchemas } from '@admin/shared/contract/resources';
import { encoder, insertMany, type DemoSeed } from '../../seed/demo-seed';

type Rec = Record<string, unknown>;

const TITLES = [
  '2027 考研全程班限时 8 折',
  '数学一冲刺密训营开营',
  '英语二真题逐句精讲免费领',
  '政治冲刺押题直播预约',
  '管综备考规划公开课',
  '择校指导 1 对 1 咨询',
  '新人专享 0 元体验课',
  '暑期强化集训营火热报名',
  '408 计算机统考全程陪跑',
  '考研英语 5500 词 30 天打卡',
  '经综 396 高分学长经验分享',
  '复试调剂信息早知道',
  '西综 306 知识点精讲上线',
  '法硕联考历年真题下载',
  '考研倒计时 100 天冲刺',
  '学霸笔记限时免费送',
  '直播课回放合集',
  '报名季：考研报名流程详解',
  '2028 考研早鸟价开抢',
  '双十一课程满减活动',
  '会员月卡买一送一',
  '院校库上线：一键查分数线',
  '每日一题：数学打卡',
  '留学语培雅思 7 分保障班',
];

/** Ads of every kind, a couple dozen each (some running, some scheduled, some ended), and the "my" page's ad settings. */
export const adSeed: DemoSeed = {
  tables: ['ad', 'my_home_ad_config'],
  async run({ db, r, at, meta, images }) {
    const productIds = (await db.selectFrom('course_product').select('id').orderBy('id').execute()).map((x) => Number(x.id));
    const groupIds = (await db.selectFrom('user_group').select('id').execute()).map((x) => Number(x.id));
    const encAd = encoder(adSchemas.create);
    const ads: Rec[] = [];
    for (const k of AD_KINDS) {
      const n = k.paths === 'generic' ? 12 : 24;
      for (let i = 0; i < n; i++) {
        const start = r.int(-60, 20);
        const title = TITLES[(i + k.kind.length) % TITLES.length];
        const abroad = title.includes('留学');
        const link = r.pick([
          ['course', String(r.pick(productIds))],
          ['web', `https://m.example.com/activity/${1000 + i}`],
          ['app_page', r.pick(['course/detail', 'study/plan', 'mine/coupon', 'live/list'])],
          ['none', ''],
        ] as const);
        ads.push({
          kind: k.kind,
          ...encAd({
            title,
            image: r.pick(images),
            link_type: link[0],
            link_value: link[1],
            platforms: k.platforms
              ? [...k.platforms]
              : k.kind === 'recommend'
                ? [0]
                : r.pick([
                    [1, 2, 3],
                    [2, 3],
                    [0, 1],
                    [2, 3, 6, 7],
                    [0, 1, 2, 3, 6, 7],
                  ]),
            business_line: abroad ? 2 : 1,
            user_group_id: r.chance(0.3) ? r.pick(groupIds) : null,
            start_at: at(start),
            end_at: at(start + r.int(7, 90)),
            sort: r.int(0, 20) * 10,
            is_enable: r.chance(0.85),
            is_marked_expired: (k.kind === 'search_page' || k.kind === 'recommend_top') && r.chance(0.2),
            show_frequency: r.pick(['every_time', 'daily', 'once']),
            duration_seconds: r.int(3, 5),
            coupon_id: k.extras?.includes('coupon_id') ? `CP2027${String(r.int(100, 999))}` : '',
            remark: r.chance(0.3) ? '运营活动，结束后请及时下线' : '',
          }),
          ...meta(r.int(1, 90)),
        });
      }
    }
    await insertMany(db, 'ad', ads);
    await db
      .insertInto('my_home_ad_config')
      .values({ scope: 'default', data: JSON.stringify({ ...MY_HOME_AD_CONFIG_DEFAULT, title: '为你推荐' }), ...meta(30) })
      .execute();
  },
};
