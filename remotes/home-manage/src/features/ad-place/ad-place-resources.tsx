import { AD_KINDS, AD_PLACE_KINDS, adCategory, adPlace, type KaoyanYearItem } from '@admin/shared/contract/resources';
import { api, fetchResource } from '@admin/shared/data';
import { defineMessages } from '@admin/shared/i18n';
import { enableField, resourceDef, sortField, titleField } from '@admin/shared/resource';

defineMessages({
  'home.adCategory.name': ['分类名称', 'Category'],
  'home.adCategory.code': ['编码', 'Code'],
  'home.adCategory.code.help': [
    'App 按编码取广告位：小写字母、数字和下划线，以字母开头',
    'The apps ask for places by code: lower-case letters, digits and _, starting with a letter',
  ],
  'home.adPlace.name': ['广告位名称', 'Ad place'],
  'home.adPlace.width': ['宽（像素）', 'Width (px)'],
  'home.adPlace.height': ['高（像素）', 'Height (px)'],
  'home.adPlace.size': ['尺寸', 'Size'],
  'home.adPlace.kind': ['关联广告类型', 'Ad kind'],
  'home.adPlace.year': ['考研年份', 'Kaoyan year'],
});

// Each ad kind by the name its screen has, in both languages.
defineMessages(Object.fromEntries(AD_KINDS.map((k) => [`home.adPlace.kind.${k.kind}`, [k.title, k.titleEn]])));

/** The level-one categories of the app's ad places. */
export const categoryResource = resourceDef(adCategory, {
  title: 'route./homemanage/classifyManage',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    titleField({ name: 'name', label: 'home.adCategory.name', list: { width: 160 } }),
    { name: 'code', label: 'home.adCategory.code', type: 'text', list: { width: 160 }, form: { help: 'home.adCategory.code.help' } },
    sortField(),
    enableField(),
  ],
});

/** The places of one category and year (scoped: `category`, `year`). */
export const placeResource = resourceDef(adPlace, {
  title: 'route./homemanage/assetList',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    titleField({ name: 'name', label: 'home.adPlace.name', list: { width: 160 } }),
    { name: 'code', label: 'home.adCategory.code', type: 'text', list: { width: 160 }, search: true, form: { help: 'home.adCategory.code.help' } },
    { name: 'width', label: 'home.adPlace.width', type: 'number', list: { width: 110, render: (w, r) => `${String(w)} × ${String(r.height)}` } },
    { name: 'height', label: 'home.adPlace.height', type: 'number' },
    {
      name: 'ad_kind',
      label: 'home.adPlace.kind',
      type: 'select',
      options: AD_PLACE_KINDS.map((k) => ({ value: k, label: `home.adPlace.kind.${k}` })),
      list: { width: 150 },
      search: true,
    },
    sortField(),
    enableField(),
  ],
});

/** The kaoyan years (GET base/dp/kaoyan-year/), the current one marked default. */
export const yearOptions = () =>
  fetchResource(api.reference.kaoyanYears.options<KaoyanYearItem[]>()).then((years) =>
    years.map((y) => ({ value: y.year, label: y.name, default: y.is_current })),
  );
