import { hotKeyword } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

export const hotKeywordSeed = moduleSeed(hotKeyword, [
  { word: '考研数学一', badge: 'hot', is_default: true, sort: 0 },
  { word: '2027 考研报名', badge: 'hot', link_type: 'app_page', link_value: 'exam/signup-guide', sort: 10 },
  { word: '英语二真题', badge: 'new', sort: 20 },
  { word: '政治冲刺押题', sort: 30, start_at: '2026-11-01T00:00:00+08:00', end_at: '2026-12-31T00:00:00+08:00' },
  { word: '管综逻辑', sort: 40 },
  { word: '408 计算机', badge: 'new', sort: 50 },
  {
    word: '复试调剂',
    link_type: 'web',
    link_value: 'https://m.example.com/tiaoji',
    sort: 60,
    start_at: '2027-03-01T00:00:00+08:00',
    end_at: '2027-05-01T00:00:00+08:00',
  },
  { word: '考研择校', platforms: [0], is_default: true, sort: 70 },
  { word: '雅思 7 分', badge: 'hot', business_line: 2, is_default: true, sort: 0 },
  { word: '英国硕士申请', business_line: 2, sort: 10, is_enable: false },
]);
