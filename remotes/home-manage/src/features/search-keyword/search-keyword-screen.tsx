import { KEYWORD_MATCH_MODES, searchKeyword } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { enableField, linkFields, resourceDef, resourceScreen } from '@admin/shared/resource';
import { SearchPanel } from '../search-log/search-panel';
import { TryQuery } from './try-query';

defineMessages({
  'home.searchKeyword.keyword': ['关键词', 'Keyword'],
  'home.searchKeyword.synonyms': ['同义词', 'Synonyms'],
  'home.searchKeyword.synonyms.help': ['输入后按回车添加；每个词只能属于一个关键词', 'Type one and press Enter; each term belongs to one keyword only'],
  'home.searchKeyword.matchMode': ['匹配方式', 'Match mode'],
  'home.searchKeyword.matchMode.exact': ['完全一致', 'Exact'],
  'home.searchKeyword.matchMode.prefix': ['开头一致', 'Prefix'],
  'home.searchKeyword.matchMode.contains': ['包含', 'Contains'],
  'home.searchKeyword.priority': ['优先级', 'Priority'],
  'home.searchKeyword.priority.help': [
    '一个搜索词命中多个关键词时，优先级高的生效（0–100）',
    'When a query meets several keywords the higher priority wins (0–100)',
  ],
});

/** /homemanage/search-mgt/keyword (搜索关键词): queries that lead straight to a page. */
export const resource = resourceDef(searchKeyword, {
  title: 'route./homemanage/search-mgt/keyword',
  titleField: 'keyword',
  fields: [
    { name: 'keyword', label: 'home.searchKeyword.keyword', type: 'text', list: { width: 140 }, search: true },
    { name: 'synonyms', label: 'home.searchKeyword.synonyms', type: 'tags', list: { width: 240 }, form: { help: 'home.searchKeyword.synonyms.help' } },
    {
      name: 'match_mode',
      label: 'home.searchKeyword.matchMode',
      type: 'radio',
      options: KEYWORD_MATCH_MODES.map((m) => ({ value: m, label: `home.searchKeyword.matchMode.${m}` })),
      list: { width: 100 },
      search: true,
    },
    ...linkFields(),
    { name: 'priority', label: 'home.searchKeyword.priority', type: 'number', list: { width: 90 }, form: { help: 'home.searchKeyword.priority.help' } },
    enableField(),
  ],
});

/** List, search, create, edit, enable and delete search keywords, try which one a query hits, and add what students search. */
export default resourceScreen(resource, {
  header: (
    <>
      <SearchPanel target="keyword" />
      <TryQuery />
    </>
  ),
});
