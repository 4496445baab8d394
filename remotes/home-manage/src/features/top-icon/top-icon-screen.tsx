import { TOP_ICON_IMAGE, topIcon } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import {
  businessLineField,
  enableField,
  imageField,
  linkFields,
  platformField,
  resourceDef,
  resourceScreen,
  scheduleField,
  sortField,
  titleField,
} from '@admin/shared/resource';
import { TopIconPreview } from './top-icon-preview';

defineMessages({
  'home.topIcon.name': ['图标名称', 'Icon name'],
  'home.topIcon.icon': ['图标', 'Icon'],
});

/** /homemanage/app-top-content (顶部图标): the row of icons at the top of the app. */
export const resource = resourceDef(topIcon, {
  title: 'route./homemanage/app-top-content',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    titleField({ name: 'name', label: 'home.topIcon.name', list: { width: 120 } }),
    // Checked before the upload; the server reads the stored picture again on save.
    imageField({ name: 'icon', label: 'home.topIcon.icon', imageRule: { square: true, ...TOP_ICON_IMAGE } }),
    ...linkFields(),
    // Off by default so the list fits 1440 px (list-width.test.ts); the preview shows one platform.
    platformField({ list: { width: 170, defaultHidden: true } }),
    businessLineField({ list: { width: 100 } }),
    scheduleField(),
    sortField(),
    enableField(),
  ],
});

/** List, search, create, edit, drag to order, enable and delete top icons, beside a preview of the row. */
export default resourceScreen(resource, { header: <TopIconPreview /> });
