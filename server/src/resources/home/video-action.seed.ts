import { DEMO_IMAGE, videoAction } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

const clip = (name: string, duration: number) => ({ url: `https://media.example.com/interactive/${name}.mp4`, cover: DEMO_IMAGE, duration });

export const videoActionSeed = moduleSeed(videoAction, [
  { title: '三分钟搞懂泰勒公式', video: clip('taylor', 186), teacher: '李永乐', like_count: 12_860, product_id: 1, sort: 0 },
  { title: '英语长难句拆解示范', video: clip('long-sentence', 242), teacher: '唐迟', like_count: 8_420, sort: 10 },
  { title: '政治选择题秒杀技巧', video: clip('politics-choice', 158), teacher: '徐涛', like_count: 21_300, product_id: 9, sort: 20 },
  { title: '管综逻辑：假言命题', video: clip('logic', 305), teacher: '王诚', like_count: 3_150, sort: 30 },
  { title: '复试英语自我介绍模板', video: clip('interview', 133), teacher: '周思成', like_count: 960, sort: 40, is_enable: false },
]);
