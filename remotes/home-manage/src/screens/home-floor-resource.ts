import { http } from '@admin/shared/api';
import { HOME_FLOOR_BASE_PATH, HOME_FLOOR_ORDERING, HOME_FLOOR_PATHS, HOME_FLOOR_TYPES, homeFloorSchemas } from '@admin/shared/contract';
import type { KaoyanYearItem } from '@admin/shared/contract';
import { businessLineField, enableField, platformField, routesOf } from '@admin/shared/resource';
import type { Option, ResourceDef } from '@admin/shared/resource';

const FLOOR_TYPE_LABELS: Record<(typeof HOME_FLOOR_TYPES)[number], string> = {
  course_list: '课程列表',
  banner: '轮播图',
  icon_grid: '图标宫格',
  live: '直播列表',
  article: '文章列表',
};

/** Kaoyan years from GET /base/dp/kaoyan-year/. */
const yearOptions = (): Promise<Option[]> =>
  http.get<KaoyanYearItem[]>('/base/dp/kaoyan-year/').then((years) => years.map((y) => ({ value: y.year, label: y.name })));

/** /homemanage/floor: the floors of the app's home page, in order. */
export const homeFloorResource: ResourceDef = {
  name: 'home.floor',
  title: '首页楼层',
  routes: routesOf(HOME_FLOOR_BASE_PATH, HOME_FLOOR_PATHS),
  schemas: homeFloorSchemas,
  titleField: 'name',
  orderable: HOME_FLOOR_ORDERING,
  defaultOrdering: 'sort',
  fields: [
    { name: 'name', label: '楼层名称', type: 'text', list: true, search: true },
    {
      name: 'floor_type',
      label: '楼层类型',
      type: 'select',
      options: HOME_FLOOR_TYPES.map((v) => ({ value: v, label: FLOOR_TYPE_LABELS[v] })),
      list: true,
      search: true,
    },
    businessLineField({ list: true }),
    platformField(),
    {
      name: 'kaoyan_year',
      label: '考研年份',
      type: 'select',
      options: yearOptions,
      emptyValue: null,
      list: { render: (v) => (v == null ? '全部年份' : `${String(v)} 考研`) },
      form: { placeholder: '全部年份' },
    },
    { name: 'sort', label: '排序（小的在前）', type: 'number', list: true },
    enableField(),
  ],
};
