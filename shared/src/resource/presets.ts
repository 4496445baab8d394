import { BUSINESS_LINE_OPTIONS, PLATFORM_OPTIONS } from '@admin/shared/format';
import type { FieldDef, Option } from './types';

/*
 * Fields that recur across resources (GLOSSARY: platforms, business line, schedule, image,
 * enabled), so declarations stay short and every screen picks them the same way.
 */

const platformOptions = (codes?: readonly number[]): readonly Option[] =>
  PLATFORM_OPTIONS.filter((p) => !codes || codes.includes(p.value)).map((p) => ({ value: p.value, label: p.label }));

/** Client platforms as checkboxes; `codes` limits the choice (e.g. PC only). */
export const platformField = (over: Partial<FieldDef> & { codes?: readonly number[] } = {}): FieldDef => {
  const { codes, ...rest } = over;
  return {
    name: 'platforms',
    label: 'resource.field.platforms',
    type: 'checkboxes',
    options: platformOptions(codes),
    list: true,
    search: { param: 'platform', type: 'select' },
    ...rest,
  };
};

/** Business line 1 国内考研 / 2 留学 as radio buttons. */
export const businessLineField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'business_line',
  label: 'resource.field.businessLine',
  type: 'radio',
  options: BUSINESS_LINE_OPTIONS.map((b) => ({ value: b.value, label: `resource.line.${b.value}` })),
  search: true,
  ...over,
});

/** A start / end schedule as one range picker. */
export const scheduleField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'start_at',
  end: 'end_at',
  label: 'resource.field.schedule',
  type: 'dateRange',
  list: true,
  ...over,
});

export const imageField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'image',
  label: 'resource.field.image',
  type: 'image',
  list: true,
  ...over,
});

/** `is_enable`, flipped from the list. */
export const enableField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'is_enable',
  label: 'resource.field.isEnable',
  type: 'switch',
  list: true,
  search: true,
  toggle: true,
  ...over,
});
