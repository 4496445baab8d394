import { DEMO_IMAGE, topIcon } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

const ICON = DEMO_IMAGE;

export const topIconSeed = moduleSeed(topIcon, [
  { name: '择校', icon: ICON, link_type: 'app_page', link_value: 'school/pick', sort: 0 },
  { name: '题库', icon: ICON, link_type: 'app_page', link_value: 'practice/home', sort: 10 },
  { name: '直播', icon: ICON, link_type: 'app_page', link_value: 'live/list', sort: 20 },
  { name: '资料', icon: ICON, link_type: 'app_page', link_value: 'material/list', sort: 30 },
  { name: '打卡', icon: ICON, link_type: 'app_page', link_value: 'clockin/home', platforms: [2, 3], sort: 40 },
  {
    name: '双十一',
    icon: ICON,
    link_type: 'web',
    link_value: 'https://m.example.com/double11',
    start_at: '2026-11-01T00:00:00+08:00',
    end_at: '2026-11-12T00:00:00+08:00',
    sort: 50,
  },
  { name: '雅思', icon: ICON, link_type: 'app_page', link_value: 'abroad/ielts', business_line: 2, sort: 0 },
  { name: '选校', icon: ICON, link_type: 'app_page', link_value: 'abroad/school-match', business_line: 2, sort: 10 },
]);
