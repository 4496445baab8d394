import { courseTagSchemas } from '@admin/shared/contract/resources';
import { codecsOf, encodeRecord } from '../../kit/codec';
import type { DemoSeed } from '../../seed/demo-seed';

const TAGS: [name: string, color: string][] = [
  ['热卖', '#FF4D4F'],
  ['新课', '#1677FF'],
  ['限时优惠', '#FA541C'],
  ['名师直播', '#722ED1'],
  ['全程班', '#13C2C2'],
  ['冲刺', '#F5222D'],
  ['基础', '#52C41A'],
  ['强化', '#2F54EB'],
  ['押题', '#EB2F96'],
  ['一对一', '#FAAD14'],
  ['赠教材', '#A0D911'],
  ['可退费', '#8C8C8C'],
  ['协议班', '#531DAB'],
  ['复试', '#08979C'],
  ['调剂', '#D4380D'],
  ['在职', '#096DD9'],
  ['留学', '#C41D7F'],
  ['雅思', '#389E0D'],
  ['托福', '#D48806'],
  ['免费', '#595959'],
];

/** The course tags (every seventh one switched off). */
export const courseTagSeed: DemoSeed = {
  tables: ['course_tag'],
  async run({ db, stamp: meta }) {
    const tagCodecs = codecsOf(courseTagSchemas.create.shape);
    await db
      .insertInto('course_tag')
      .values(TAGS.map(([name, color], i) => ({ ...encodeRecord(tagCodecs, { name, color, sort: i * 10, is_enable: i % 7 !== 6 }), ...meta(-200 + i) })))
      .execute();
  },
};
