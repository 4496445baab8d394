import { defineMessages } from '@admin/shared/i18n';
import { courseProductField } from '../fields/presets';
import { enableField, imageField, linkFields, scheduleField, sortField, titleField } from '../presets';
import type { FieldDef } from '../types';

// In this module, not a file of texts alone: `sideEffects: false` would drop a bare import.
defineMessages({
  'resource.floor.item.subtitle': ['副标题', 'Subtitle'],
  'resource.floor.item.product': ['课程商品', 'Course product'],
});

/**
 * The fields of a floor's item, wherever floors are built (a business course's year page, the
 * home page, the study-abroad home): title, subtitle, image, link, course product, schedule,
 * order and enabled, the contract's `bcFloorContentFields`.
 */
export const floorItemFields = (): FieldDef[] => [
  titleField(),
  { name: 'subtitle', label: 'resource.floor.item.subtitle', type: 'text' },
  imageField(),
  ...linkFields(),
  courseProductField({ label: 'resource.floor.item.product', list: false, emptyValue: null }),
  scheduleField(),
  sortField(),
  enableField(),
];
