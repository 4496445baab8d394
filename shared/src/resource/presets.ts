import { http } from '@admin/shared/api';
import { LINK_TYPES, type KaoyanYearItem, type Subject, type UserGroup } from '@admin/shared/contract/resources';
import { BUSINESS_LINE_OPTIONS, PLATFORM_OPTIONS } from '@admin/shared/format';
import type { FieldDef, Option } from './types';
import { rt } from './texts';

/*
 * Fields that recur across resources (GLOSSARY: title, link, platforms, business line, audience,
 * schedule, image, sort, enabled, remark), so declarations stay short and every screen picks
 * them the same way. Each takes overrides for what differs.
 */

/** A searchable title (or name) column. */
export const titleField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'title',
  label: 'resource.field.title',
  type: 'text',
  list: true,
  search: true,
  ...over,
});

/** Where a click goes: the link type, and its value when it has one (checked by the contract's linkProblem). */
export const linkFields = (prefix = ''): FieldDef[] => [
  {
    name: `${prefix}link_type`,
    label: 'resource.field.linkType',
    type: 'select',
    options: LINK_TYPES.map((v) => ({ value: v, label: `resource.link.${v}` })),
  },
  {
    // A course link is picked by the product's name, not typed as a bare id.
    name: `${prefix}link_value`,
    label: 'resource.field.linkValue',
    type: 'linkTarget',
    linkTypeField: `${prefix}link_type`,
    form: { showIf: (v) => v[`${prefix}link_type`] !== 'none', help: 'resource.field.linkValue.help' },
  },
];

/** Audience groups from GET /base/user_groups/. */
export const userGroupOptions = (): Promise<Option[]> =>
  http
    .get<UserGroup[]>('/base/user_groups/')
    .then((groups) => groups.map((g) => ({ value: g.id, label: rt('resource.option.userGroup', { name: g.name, n: g.user_count }) })));

/** The audience: a user group, or everyone (null). */
export const userGroupField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'user_group_id',
  label: 'resource.field.userGroup',
  type: 'select',
  options: userGroupOptions,
  emptyValue: null,
  form: { placeholder: 'resource.field.userGroup.placeholder' },
  ...over,
});

/** The display order (smaller first). */
export const sortField = (over: Partial<FieldDef> = {}): FieldDef => ({ name: 'sort', label: 'resource.field.sort', type: 'number', list: true, ...over });

/** A staff note. */
export const remarkField = (over: Partial<FieldDef> = {}): FieldDef => ({ name: 'remark', label: 'resource.field.remark', type: 'textarea', ...over });

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

/** A start / end schedule as one range picker; the list derives a live-status column from it. */
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
  bulk: { on: 'resource.list.enable', off: 'resource.list.disable' },
  ...over,
});

/** Kaoyan years from GET /base/dp/kaoyan-year/. */
export const kaoyanYearOptions = (): Promise<Option[]> =>
  http.get<KaoyanYearItem[]>('/base/dp/kaoyan-year/').then((years) => years.map((y) => ({ value: y.year, label: y.name })));

/** The kaoyan year a record is for, or every year (null). */
export const kaoyanYearField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'kaoyan_year',
  label: 'resource.field.kaoyanYear',
  type: 'select',
  options: kaoyanYearOptions,
  emptyValue: null,
  list: true,
  form: { placeholder: 'resource.field.kaoyanYear.all' },
  ...over,
});

/** Subjects from GET /base/dp/subjects/. */
export const subjectOptions = (): Promise<Option[]> =>
  http
    .get<Subject[]>('/base/dp/subjects/')
    .then((list) => list.map((s) => ({ value: s.id, label: rt('resource.option.coded', { name: s.name, code: s.code }) })));

/** The subject a record is for, or every subject (null). */
export const subjectField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'subject_id',
  label: 'resource.field.subject',
  type: 'select',
  options: subjectOptions,
  emptyValue: null,
  list: true,
  ...over,
});
