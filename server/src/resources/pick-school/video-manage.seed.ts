import { DEMO_IMAGE, videoManage } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

const clip = (name: string, duration: number) => ({ url: `https://media.example.com/school/${name}.mp4`, cover: DEMO_IMAGE, duration });
const film = (title: string, school_name: string, name: string, duration: number, sort: number, is_enable = true) => ({
  title,
  school_name,
  cover: DEMO_IMAGE,
  video: clip(name, duration),
  sort,
  is_enable,
});

export const videoManageSeed = moduleSeed(videoManage, [
  film('三分钟逛完浙大紫金港校区', '浙江大学', 'zju-campus', 186, 0),
  film('北航计算机学院 2027 招生政策解读', '北京航空航天大学', 'buaa-cs-policy', 1260, 10),
  film('复旦新闻学院：专硕和学硕怎么选', '复旦大学', 'fudan-journalism', 734, 20),
  film('华科 408 高分学长带你看考场', '华中科技大学', 'hust-408', 412, 30),
  film('上财金融专硕 431 复试全流程', '上海财经大学', 'sufe-431', 905, 40),
  film('武大图书馆与宿舍实拍', '武汉大学', 'whu-campus', 248, 50),
  film('南大软件学院导师见面会回放', '南京大学', 'nju-software', 2710, 60),
  film('西电通信工程：B 区考生也能冲', '西安电子科技大学', 'xidian-comm', 655, 70),
  film('中山大学管理学院 MPAcc 宣讲', '中山大学', 'sysu-mpacc', 1480, 80),
  film('川大华西临床医学复试经验', '四川大学', 'scu-clinical', 822, 90, false),
]);
