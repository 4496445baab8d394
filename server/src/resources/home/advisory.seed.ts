import { DEMO_IMAGE, advisory } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

const IMG = DEMO_IMAGE;

export const advisorySeed = moduleSeed(advisory, [
  {
    title: '择校定位免费咨询',
    advisor_name: '陈老师',
    advisor_avatar: IMG,
    qr_image: IMG,
    wechat_id: 'kaoyan_chen01',
    work_start: '09:00',
    work_end: '21:00',
    sort: 0,
  },
  {
    title: '数学一备考答疑',
    advisor_name: '刘老师',
    advisor_avatar: IMG,
    qr_image: IMG,
    wechat_id: 'math1_liu',
    link_type: 'app_page',
    link_value: 'consult/math-one',
    sort: 10,
  },
  {
    title: '英语二学习规划',
    advisor_name: '周老师',
    advisor_avatar: IMG,
    qr_image: IMG,
    wechat_id: 'eng2_zhou',
    work_start: '10:00',
    work_end: '22:00',
    sort: 20,
  },
  {
    title: '在职考研报名咨询',
    advisor_name: '孙老师',
    advisor_avatar: IMG,
    qr_image: IMG,
    link_type: 'web',
    link_value: 'https://www.example.com/consult/part-time',
    sort: 30,
  },
  {
    title: '复试调剂一对一',
    advisor_name: '赵老师',
    advisor_avatar: IMG,
    qr_image: IMG,
    wechat_id: 'fushi_zhao',
    work_start: '13:00',
    work_end: '18:00',
    sort: 40,
    is_enable: false,
  },
]);
