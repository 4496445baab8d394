import { searchKeyword } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

export const searchKeywordSeed = moduleSeed(searchKeyword, [
  { keyword: '数学一', synonyms: ['数一', '考研数学一'], match_mode: 'prefix', link_type: 'course', link_value: '1', priority: 80 },
  { keyword: '英语二', synonyms: ['英二', '管综英语'], match_mode: 'prefix', priority: 60, link_type: 'app_page', link_value: 'subject/english-two' },
  { keyword: '政治', synonyms: ['思想政治理论', '考研政治'], match_mode: 'contains', priority: 40, link_type: 'app_page', link_value: 'subject/politics' },
  { keyword: '调剂', synonyms: ['复试调剂', '调剂信息'], match_mode: 'contains', priority: 90, link_type: 'web', link_value: 'https://m.example.com/tiaoji' },
  { keyword: '择校', synonyms: ['选学校', '院校推荐'], match_mode: 'exact', priority: 50, link_type: 'app_page', link_value: 'school/pick' },
  { keyword: '408', synonyms: ['计算机统考', '计算机408'], match_mode: 'prefix', priority: 30, link_type: 'app_page', link_value: 'subject/cs-408' },
  { keyword: '雅思', synonyms: ['IELTS'], match_mode: 'contains', priority: 20, is_enable: false },
]);
