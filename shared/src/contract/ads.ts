import { z } from 'zod';
import {
  businessLine,
  crudSchemas,
  dateTime,
  imageUrl,
  linkProblem,
  linkType,
  listPageSchema,
  optionalText,
  platforms,
  queryBool,
  shortText,
  sort,
  version,
  type LinkType,
  type RecordCheck,
} from './common';
import { listQuery } from './list-query';
import type { AdKind } from './ad-kinds';
import { PLATFORMS } from './constants';

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
  coupon_id: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, { message: '优惠券批次号只能包含字母、数字、- 和 _' }).default(''),
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

export const AD_ORDERING = ['id', 'sort', 'start_at', 'end_at', 'created_at', 'updated_at'] as const;
export const adListQuerySchema = listQuery(
  {
    /** Part of the title. */
    title: z.string().trim().max(64).optional(),
    is_enable: queryBool.optional(),
    is_marked_expired: queryBool.optional(),
    /** Shows on this platform code. */
    platform: z.coerce.number().int().min(0).max(7).optional(),
    business_line: z.coerce.number().pipe(businessLine).optional(),
    status: z.enum(AD_STATUSES).optional(),
  },
  AD_ORDERING,
);
export type AdListQuery = z.input<typeof adListQuerySchema>;
export const adListSchema = listPageSchema(adSchemas.item);

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
export const myHomeAdConfigBodySchema = z.strictObject({ config: myHomeAdConfigSchema, version });
export type MyHomeAdConfigBody = z.input<typeof myHomeAdConfigBodySchema>;
export const myHomeAdConfigResultSchema = z.object({
  config: myHomeAdConfigSchema,
  /** 0 before the first save; send it back with PUT. */
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type MyHomeAdConfigResult = z.infer<typeof myHomeAdConfigResultSchema>;
export const MY_HOME_AD_CONFIG_DEFAULT: MyHomeAdConfig = {
  is_enable: true,
  max_count: 5,
  carousel_seconds: 5,
  title: '',
  show_platforms: [1, 2, 3],
};
