import { z } from 'zod';
import {
  businessLine,
  crudSchemas,
  dateTime,
  imageUrl,
  linkProblem,
  linkType,
  optionalText,
  platforms,
  queryBool,
  shortText,
  sort,
  version,
  type LinkType,
  type RecordCheck,
  platformFilter,
} from '../fields';
import { permissionSet } from '@admin/shared/contract';
import { PLATFORMS } from '@admin/shared/contract';
import { BATCH_PATHS, defineCollection, defineDocument, filter } from '../define';
import { AD_KINDS, AD_PATH_SETS, type AdKind } from './ad-kinds';

/** How often a popup-like ad shows to one user. */
export const SHOW_FREQUENCIES = ['every_time', 'daily', 'once'] as const;

/**
 * Fields of every ad (all kinds share one record shape; `AdKind.extras` says which of the
 * kind-specific ones a kind's form shows).
 */
export const adFields = {
  title: shortText(64),
  image: imageUrl,
  link_type: linkType.default('none'),
  link_value: optionalText(512).default(''),
  /** Client platform codes the ad shows on (0 PC, 1 H5, 2 Android, 3 iOS, 6 pad, 7 iPad). */
  platforms,
  business_line: businessLine.default(1),
  /** Audience: a user group (GET /base/user_groups/), or null for everyone. */
  user_group_id: z.number().int().min(1).nullable().default(null),
  start_at: dateTime,
  end_at: dateTime,
  /** Smaller shows first. */
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
  /** Staff marked it expired ahead of its end time (spec 3, 4). */
  is_marked_expired: z.boolean().default(false),
  show_frequency: z.enum(SHOW_FREQUENCIES).default('every_time'),
  /** Launch page: seconds on screen. */
  duration_seconds: z.number().int().min(1).max(15).default(3),
  /** Coupon ads: the coupon batch code. */
  coupon_id: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, { message: '优惠券批次号只能包含字母、数字、- 和 _' })
    .default(''),
  remark: optionalText(200).default(''),
};

const adCheck: RecordCheck = (v) => {
  const errors: { field: string; message: string }[] = [];
  const link = linkProblem(v.link_type as LinkType | undefined, v.link_value as string | undefined);
  if (link) errors.push({ field: 'link_value', message: link });
  if (typeof v.start_at === 'string' && typeof v.end_at === 'string' && Date.parse(v.end_at) <= Date.parse(v.start_at)) {
    errors.push({ field: 'end_at', message: '结束时间必须晚于开始时间' });
  }
  return errors;
};

export const adSchemas = crudSchemas(adFields, { check: adCheck, extraItem: { kind: z.string() } });

/** The platforms of an ad that its kind's place does not exist on, as a message (or null). */
export function adPlatformProblem(k: Pick<AdKind, 'platforms'>, value: unknown): string | null {
  if (!k.platforms || !Array.isArray(value)) return null;
  if (value.every((p) => k.platforms!.includes(p as number))) return null;
  const names = PLATFORMS.filter((p) => k.platforms!.includes(p.value)).map((p) => p.label);
  return `该广告位只能投放在：${names.join('、')}`;
}

/** The schemas of one kind: the shared ad shape plus the kind's own rules (its platforms). */
export function adKindSchemas(k: Pick<AdKind, 'platforms'>): typeof adSchemas {
  if (!k.platforms) return adSchemas;
  const check: RecordCheck = (v) => {
    const problem = adPlatformProblem(k, v.platforms);
    return [...adCheck(v), ...(problem ? [{ field: 'platforms', message: problem }] : [])];
  };
  return { ...adSchemas, check };
}
export type AdCreate = z.input<typeof adSchemas.create>;
export type AdUpdate = z.input<typeof adSchemas.update>;
export type AdPatch = z.input<typeof adSchemas.patch>;
export type Ad = z.infer<typeof adSchemas.item>;

/** PATCH of search_page and recommend_top ads: only the expiry mark (default false, spec 4). */
export const adExpirePatchSchema = z.strictObject({ is_marked_expired: z.boolean().default(false), version });
export type AdExpirePatch = z.input<typeof adExpirePatchSchema>;

/** Schedule state of an ad at the time of the request. */
export const AD_STATUSES = ['scheduled', 'active', 'ended'] as const;
/** Ads whose start (or end) falls within the next SOON_DAYS days (dashboard/work-window.ts). */
export const AD_UPCOMING = ['start', 'end'] as const;

const adFilters = {
  /** Part of the title. */
  title: filter.like(z.string().trim().max(64)),
  is_enable: filter.eq(queryBool),
  is_marked_expired: filter.eq(queryBool),
  /** Shows on this platform code. */
  platform: platformFilter,
  business_line: filter.eq(z.coerce.number().pipe(businessLine)),
  /** Schedule state at the time of the request (the server compares start_at and end_at). */
  status: filter.custom(z.enum(AD_STATUSES)),
  /** Starts (or ends) within the next SOON_DAYS days: what the dashboard links to. */
  upcoming: filter.custom(z.enum(AD_UPCOMING)),
};

const IMG = 'https://img.example.com/a.png';

/** The resource module of one ad kind: `/base/ads/<kind>` with the kind's path set and the generic one. */
export const adResource = (k: AdKind) =>
  defineCollection({
    name: `ads.${k.kind}` as `ads.${string}`,
    label: k.title,
    // The kind's English title names its list ("Launch page ads"); one record is "Launch page ad".
    labelEn: k.titleEn.replace(/(ad|banner|slot)s$/, '$1'),
    base: `/base/ads/${k.kind}`,
    paths: [...AD_PATH_SETS[k.paths], ...AD_PATH_SETS.generic, ...BATCH_PATHS],
    access: [permissionSet(k.view)],
    schemas: adKindSchemas(k),
    patch: k.patch === 'expire' ? adExpirePatchSchema : undefined,
    filters: adFilters,
    ordering: ['id', 'sort', 'start_at', 'end_at', 'created_at', 'updated_at'],
    defaultOrder: 'sort,-id',
    references: { user_group_id: 'user_group' },
    sample: {
      title: '测试广告',
      image: IMG,
      platforms: k.platforms?.slice(0, 2) ?? [1, 2],
      start_at: '2026-12-01T00:00:00+08:00',
      end_at: '2027-01-01T00:00:00+08:00',
      link_type: 'web',
      link_value: 'https://m.example.com/x',
    },
  });
export type AdResource = ReturnType<typeof adResource>;

/** Every ad kind's module, in AD_KINDS order. */
export const AD_RESOURCES: readonly AdResource[] = AD_KINDS.map(adResource);
export const adResourceOf = (kind: string): AdResource | undefined => AD_RESOURCES.find((r) => r.name === `ads.${kind}`);

/** GET/PUT /base/my_home_ad/config/: how the "my" page shows its ads. */
export const myHomeAdConfigSchema = z.strictObject({
  is_enable: z.boolean(),
  /** At most this many ads in the carousel. */
  max_count: z.number().int().min(1).max(10),
  /** Seconds per slide. */
  carousel_seconds: z.number().int().min(1).max(30),
  title: optionalText(32),
  show_platforms: platforms,
});
export type MyHomeAdConfig = z.infer<typeof myHomeAdConfigSchema>;
export const MY_HOME_AD_CONFIG_DEFAULT: MyHomeAdConfig = {
  is_enable: true,
  max_count: 5,
  carousel_seconds: 5,
  title: '',
  show_platforms: [1, 2, 3],
};

/** GET/PUT /base/my_home_ad/config/ (body and reply `{ config, version }`). */
export const myHomeAdConfig = defineDocument({
  name: 'ads.my_home_config',
  label: '我的页广告配置',
  labelEn: 'My page ad settings',
  base: '/base/my_home_ad/config',
  paths: [
    ['read', 'GET', '/'],
    ['write', 'PUT', '/'],
  ],
  access: [permissionSet('base_services.view_my_home_page_advertisement')],
  schema: myHomeAdConfigSchema,
  defaults: MY_HOME_AD_CONFIG_DEFAULT,
  wrap: 'config',
  writeMode: 'put',
  sample: { config: { is_enable: true, max_count: 3, carousel_seconds: 4, title: '推荐', show_platforms: [2, 3] } },
});
export type MyHomeAdConfigResult = z.infer<typeof myHomeAdConfig.result> & { config: MyHomeAdConfig; version: number; updated_at: string | null };
