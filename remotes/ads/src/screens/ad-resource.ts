import { AD_ORDERING, AD_PATH_SETS, AD_STATUSES, SHOW_FREQUENCIES, adExpirePatchSchema, adKindSchemas } from '@admin/shared/contract';
import type { AdKind } from '@admin/shared/contract';
import { businessLineField, enableField, imageField, platformField, routesOf, scheduleField } from '@admin/shared/resource';
import type { FieldDef, ResourceDef } from '@admin/shared/resource';
import { linkFields, remarkField, titleField, userGroupField } from './common-fields';

/** The form fields of a kind's `extras` (AdKind): shown only by the kinds that use them. */
const EXTRA_FIELDS: Record<NonNullable<AdKind['extras']>[number], FieldDef> = {
  show_frequency: {
    name: 'show_frequency',
    label: 'ads.field.showFrequency',
    type: 'select',
    options: SHOW_FREQUENCIES.map((v) => ({ value: v, label: `ads.freq.${v}` })),
    list: true,
  },
  duration_seconds: { name: 'duration_seconds', label: 'ads.field.duration', type: 'number', list: true },
  coupon_id: { name: 'coupon_id', label: 'ads.field.coupon', type: 'text', list: true, search: false },
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
 * One ad kind of the contract as a resource of the kit: paths from its spec 7 path set (then the
 * generic one), the shared ad fields, and what differs per kind as data (extras, platforms, expiry).
 */
export function adResource(k: AdKind, title: string): ResourceDef {
  const expire = k.patch === 'expire';
  const schemas = adKindSchemas(k);
  return {
    name: `ads.${k.kind}`,
    title,
    routes: routesOf(`/base/ads/${k.kind}`, AD_PATH_SETS[k.paths], AD_PATH_SETS.generic),
    schemas: { ...schemas, patch: expire ? adExpirePatchSchema : schemas.patch },
    orderable: AD_ORDERING,
    createDefaults: k.platforms?.length === 1 ? { platforms: [...k.platforms] } : {},
    fields: [
      titleField,
      imageField(),
      ...linkFields,
      // A place on one platform has nothing to filter by platform.
      platformField({ codes: k.platforms, ...(k.platforms?.length === 1 ? { search: false } : {}) }),
      businessLineField(),
      userGroupField(),
      scheduleField(),
      ...(k.extras ?? []).map((x) => EXTRA_FIELDS[x]),
      { name: 'sort', label: 'ads.field.sort', type: 'number', list: true },
      enableField(),
      ...(expire ? [expiryField] : []),
      remarkField,
    ],
    filters: [{ param: 'status', label: 'ads.field.status', type: 'select', options: AD_STATUSES.map((v) => ({ value: v, label: `ads.status.${v}` })) }],
  };
}
