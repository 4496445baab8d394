import { HOME_FLOOR_FED_BY_ITEMS, HOME_FLOOR_TYPES, abroadFloor, abroadFloorContent } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { enableField, floorItemFields, floorTypeLabel, platformField, resourceDef, sortField, titleField } from '@admin/shared/resource';

defineMessages({
  'system.homepagesetting.floor.name': ['楼层名称', 'Floor'],
  'system.homepagesetting.floor.type': ['楼层类型', 'Floor type'],
  'system.homepagesetting.content': ['楼层内容', 'Floor items'],
});

/** Floor types whose floor shows its own items; a live floor lists the live schedule instead. */
export const FED_BY_ITEMS = HOME_FLOOR_FED_BY_ITEMS;

/** The study-abroad home's floors (home floors of line 2). */
export const floorResource = resourceDef(abroadFloor, {
  title: 'route./homepagesetting/index',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    titleField({ name: 'name', label: 'system.homepagesetting.floor.name' }),
    {
      name: 'floor_type',
      label: 'system.homepagesetting.floor.type',
      type: 'select',
      options: HOME_FLOOR_TYPES.map((v) => ({ value: v, label: floorTypeLabel(v) })),
      list: true,
      search: true,
    },
    platformField(),
    sortField(),
    enableField(),
  ],
});

/** The items of one of those floors (scoped to it: `id`). */
export const floorContentResource = resourceDef(abroadFloorContent, {
  title: 'system.homepagesetting.content',
  defaultOrdering: 'sort',
  fields: floorItemFields(),
});
