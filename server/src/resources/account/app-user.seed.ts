import { appUserSchemas } from '@admin/shared/contract/resources';
import { codecsOf, encodeRecord } from '../../kit/codec';
import type { DemoSeed } from '../../seed/demo-seed';

const NICKNAMES = [
  '考研小白',
  '上岸的鱼',
  '数学一150',
  '英语二冲冲冲',
  '政治背书人',
  '北京研友',
  '二战不服',
  '图书馆常客',
  '早起背单词',
  '跨考金融',
  '计算机408',
  '法硕非法学',
  '教育学311',
  '护理考研',
  '心理学347',
  '会计专硕',
  '管综199',
  '夜猫子刷题',
  '一战成硕',
  '江南研究生',
  '蜀中学子',
  '雅思7分',
  '托福105',
  '申请美研',
  '英硕冲鸭',
  '港三申请中',
  '梦想清华',
  '复旦等我',
  '浙大见',
  '武大樱花',
  '南大小南',
  '中山大学',
  '川大学子',
  '西交在路上',
  '哈工大人',
  '同济建筑',
  '华科研友',
  '厦大海风',
  '山大学子',
  '湘江北去',
];

/** The app's users (a few banned), registered over the past year and a bit. */
export const appUserSeed: DemoSeed = {
  tables: ['app_user'],
  async run({ db, at, stamp: meta }) {
    const userCodecs = codecsOf(appUserSchemas.create.shape);
    const prefixes = ['138', '139', '150', '151', '186', '187', '177', '199', '135', '158'];
    const platformsOf = [2, 3, 3, 2, 1, 0, 6, 7];
    await db
      .insertInto('app_user')
      .values(
        NICKNAMES.map((nickname, i) => {
          const registered = -400 + i * 9;
          const phone = `${prefixes[i % prefixes.length]}${String(1000_0000 + ((i * 7_919_113) % 9000_0000)).padStart(8, '0')}`;
          return {
            ...encodeRecord(userCodecs, {
              phone,
              nickname,
              platform: platformsOf[i % platformsOf.length],
              registered_at: at(registered),
              status: i % 11 === 4 ? 'banned' : 'active',
            }),
            ...meta(registered),
          };
        }),
      )
      .execute();
  },
};
