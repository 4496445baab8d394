import { AD_KINDS, AD_STATUSES, AD_UPCOMING, SHOW_FREQUENCIES, type AdKind, type AdResource } from '@admin/shared/contract/resources';
import {
  businessLineField,
  enableField,
  imageField,
  linkFields,
  platformField,
  remarkField,
  resourceDef,
  scheduleField,
  sortField,
  titleField,
  userGroupField,
  type FieldDef,
  type ResourceDef,
} from '@admin/shared/resource';

/** The form fields of a kind's `extras` (AdKind): shown only by the kinds that use them; off in the list by default (1440 px). */
const EXTRA_FIELDS: Record<NonNullable<AdKind['extras']>[number], FieldDef> = {
  show_frequency: {
    name: 'show_frequency',
    label: 'ads.field.showFrequency',
    type: 'select',
    options: SHOW_FREQUENCIES.map((v) => ({ value: v, label: `ads.freq.${v}` })),
    list: { defaultHidden: true },
  },
  duration_seconds: { name: 'duration_seconds', label: 'ads.field.duration', type: 'number', list: { defaultHidden: true } },
  coupon_id: { name: 'coupon_id', label: 'ads.field.coupon', type: 'text', list: { defaultHidden: true }, search: false },
};

/** The expiry mark (spec 4): only kinds whose PATCH sets it (search_page, recommend_top). */
const expiryField: FieldDef = {
  name: 'is_marked_expired',
  label: 'ads.field.expired',
  type: 'switch',
  list: true,
  search: true,
  toggle: true,
  form: false,
  mark: { label: 'ads.field.expiredMark' },
};

/**
 * One ad kind's module as a resource of the kit, shown on `path`: the shared ad fields, and what
 * differs per kind as data (extras, platforms, expiry).
 */
export function adDef(resource: AdResource, path: string): ResourceDef {
  const k = AD_KINDS.find((x) => `ads.${x.kind}` === resource.name)!;
  const single = k.platforms?.length === 1;
  return resourceDef(resource, {
    title: `route.${path}`,
    createDefaults: single ? { platforms: [...k.platforms!] } : {},
    fields: [
      titleField(),
      imageField(),
      ...linkFields(),
      // A place on one platform has nothing to filter by platform. The column is off by default so
      // that 启用 and 更新时间 fit 1440 px beside the actions (list-width.test.ts); column settings turn it on.
      platformField({ codes: k.platforms, list: { defaultHidden: true }, ...(single ? { search: false } : {}) }),
      businessLineField(),
      userGroupField(),
      scheduleField(),
      ...(k.extras ?? []).map((x) => EXTRA_FIELDS[x]),
      sortField(),
      enableField(),
      ...(k.patch === 'expire' ? [expiryField] : []),
      remarkField(),
    ],
    filters: [
      { param: 'status', label: 'ads.field.status', type: 'select', options: AD_STATUSES.map((v) => ({ value: v, label: `ads.status.${v}` })) },
      // What the dashboard links to: starts / ends within the next 7 days.
      { param: 'upcoming', label: 'ads.field.upcoming', type: 'select', options: AD_UPCOMING.map((v) => ({ value: v, label: `ads.upcoming.${v}` })) },
    ],
  });
}
