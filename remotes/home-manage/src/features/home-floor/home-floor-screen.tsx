import { HOME_FLOOR_TYPES, homeFloor } from '@admin/shared/contract/resources';
import { defineMessages, t } from '@admin/shared/i18n';
import { businessLineField, enableField, floorTypeLabel, kaoyanYearField, platformField, resourceDef, resourceScreen, sortField, titleField } from '@admin/shared/resource';

defineMessages({
  'home.floor.name': ['楼层名称', 'Floor'],
  'home.floor.type': ['楼层类型', 'Floor type'],
  'home.floor.year.one': ['{year} 考研', 'Kaoyan {year}'],
});

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
      options: HOME_FLOOR_TYPES.map((v) => ({ value: v, label: floorTypeLabel(v) })),
      list: true,
      search: true,
    },
    businessLineField({ list: true }),
    // Off by default so the list fits 1440 px (list-width.test.ts); column settings turn it on.
    platformField({ list: { defaultHidden: true } }),
    kaoyanYearField({ list: { render: (v) => (v == null ? t('resource.field.kaoyanYear.all') : t('home.floor.year.one', { year: String(v) })) } }),
    sortField(),
    enableField(),
  ],
});

/** List, search, create, edit, enable and delete home-page floors. */
export default resourceScreen(resource);
