import { HOT_KEYWORD_BADGES, hotKeyword } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { SearchPanel } from '../search-log/search-panel';
import { businessLineField, enableField, linkFields, platformField, resourceDef, resourceScreen, scheduleField, sortField } from '@admin/shared/resource';

defineMessages({
  'home.hotKeyword.word': ['热搜词', 'Search term'],
  'home.hotKeyword.badge': ['角标', 'Badge'],
  'home.hotKeyword.badge.none': ['无', 'None'],
  'home.hotKeyword.badge.hot': ['热', 'Hot'],
  'home.hotKeyword.badge.new': ['新', 'New'],
  'home.hotKeyword.isDefault': ['默认搜索词', 'Search box placeholder'],
  'home.hotKeyword.isDefault.help': [
    '显示在空搜索框里的灰色提示；每条业务线的每个平台只能有一个',
    'The grey hint in the empty search box; one per platform of each business line',
  ],
  'home.hotKeyword.isDefault.mark': ['默认', 'Default'],
  'home.hotKeyword.link.help': ['无链接时点击即搜索该词', 'Without a link a tap searches the term'],
});

/** /homemanage/search-mgt/index (热门搜索): the terms the app's search page offers, in order. */
export const resource = resourceDef(hotKeyword, {
  title: 'route./homemanage/search-mgt/index',
  titleField: 'word',
  defaultOrdering: 'sort',
  fields: [
    { name: 'word', label: 'home.hotKeyword.word', type: 'text', list: { width: 160 }, search: true },
    {
      name: 'badge',
      label: 'home.hotKeyword.badge',
      type: 'radio',
      options: HOT_KEYWORD_BADGES.map((b) => ({ value: b, label: `home.hotKeyword.badge.${b}` })),
      list: { width: 80 },
      search: true,
    },
    ...linkFields().map((f) => (f.name === 'link_type' ? { ...f, form: { help: 'home.hotKeyword.link.help' } } : f)),
    {
      name: 'is_default',
      label: 'home.hotKeyword.isDefault',
      type: 'switch',
      search: true,
      form: { help: 'home.hotKeyword.isDefault.help' },
      mark: { label: 'home.hotKeyword.isDefault.mark', color: 'blue' },
    },
    // Off by default so the list fits 1440 px (list-width.test.ts); the search form filters by both.
    platformField({ list: { width: 170, defaultHidden: true } }),
    businessLineField({ list: { width: 100, defaultHidden: true } }),
    scheduleField(),
    sortField(),
    enableField(),
  ],
});

/** List, search, create, edit, drag to order, enable and delete hot search terms, and add what students search. */
export default resourceScreen(resource, { header: <SearchPanel target="hot" /> });
