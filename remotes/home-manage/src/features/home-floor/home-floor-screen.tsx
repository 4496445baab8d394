import { http } from '@admin/shared/api';
import { HOME_FLOOR_TYPES, homeFloor, type KaoyanYearItem } from '@admin/shared/contract/resources';
import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import { businessLineField, enableField, platformField, ResourceList, resourceDef, sortField, titleField, type Option } from '@admin/shared/resource';

defineMessages({
  'home.floor.name': ['楼层名称', 'Floor'],
  'home.floor.type': ['楼层类型', 'Floor type'],
  'home.floor.type.course_list': ['课程列表', 'Course list'],
  'home.floor.type.banner': ['轮播图', 'Banner'],
  'home.floor.type.icon_grid': ['图标宫格', 'Icon grid'],
  'home.floor.type.live': ['直播列表', 'Live list'],
  'home.floor.type.article': ['文章列表', 'Article list'],
  'home.floor.year': ['考研年份', 'Kaoyan year'],
  'home.floor.year.all': ['全部年份', 'All years'],
  'home.floor.year.one': ['{year} 考研', 'Kaoyan {year}'],
});

/** Kaoyan years from GET /base/dp/kaoyan-year/. */
const yearOptions = (): Promise<Option[]> =>
  http.get<KaoyanYearItem[]>('/base/dp/kaoyan-year/').then((years) => years.map((y) => ({ value: y.year, label: y.name })));

/** /homemanage/floor: the floors of the app's home page, in order. */
export const resource = resourceDef(homeFloor, {
  title: 'route./homemanage/floor',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    titleField({ name: 'name', label: 'home.floor.name' }),
    {
      name: 'floor_type',
      label: 'home.floor.type',
      type: 'select',
      options: HOME_FLOOR_TYPES.map((v) => ({ value: v, label: `home.floor.type.${v}` })),
      list: true,
      search: true,
    },
    businessLineField({ list: true }),
    platformField(),
    {
      name: 'kaoyan_year',
      label: 'home.floor.year',
      type: 'select',
      options: yearOptions,
      emptyValue: null,
      list: { render: (v) => (v == null ? t('home.floor.year.all') : t('home.floor.year.one', { year: String(v) })) },
      form: { placeholder: 'home.floor.year.all' },
    },
    sortField(),
    enableField(),
  ],
});

/** List, search, create, edit, enable and delete home-page floors. */
export default function HomeFloorScreen() {
  useI18n();
  return <ResourceList def={resource} />;
}
