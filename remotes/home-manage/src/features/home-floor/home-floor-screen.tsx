import { Link } from 'react-router-dom';
import { HOME_FLOOR_FED_BY_ITEMS, HOME_FLOOR_TYPES, homeFloor } from '@admin/shared/contract/resources';
import { defineMessages, t } from '@admin/shared/i18n';
import {
  businessLineField,
  enableField,
  floorTypeLabel,
  kaoyanYearField,
  platformField,
  resourceDef,
  resourceScreen,
  sortField,
  titleField,
  type Rec,
} from '@admin/shared/resource';

defineMessages({
  'home.floor.name': ['楼层名称', 'Floor'],
  'home.floor.type': ['楼层类型', 'Floor type'],
  'home.floor.year.one': ['{year} 考研', 'Kaoyan {year}'],
  'home.floor.items': ['内容', 'Items'],
  'home.floor.items.label': ['管理楼层“{name}”的内容', 'Manage the items of “{name}”'],
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

/** A floor that shows its own items opens them on /homemanage/floormould (a live floor lists the live schedule). */
const itemsLink = (floor: Rec) =>
  HOME_FLOOR_FED_BY_ITEMS.has(String(floor.floor_type)) ? (
    <Link to={`/homemanage/floormould?floor=${String(floor.id)}`} aria-label={t('home.floor.items.label', { name: String(floor.name) })}>
      {t('home.floor.items')}
    </Link>
  ) : null;

/** List, search, create, edit, enable and delete home-page floors, each opening its items. */
export default resourceScreen(resource, { rowActions: itemsLink });
