import { z } from 'zod';
import {
  businessLine,
  crudSchemas,
  dateTime,
  linkProblem,
  linkType,
  optionalText,
  platforms,
  shortText,
  type LinkType,
  type RecordCheck,
  platformFilter,
} from '../fields';
import { PLATFORMS } from '@admin/shared/contract';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, crudPaths, defineCollection, filter } from '../define';

/**
 * Push notifications (spec 2: /push index = app push, pcIndex = PC push; spec 7 lists no calls,
 * so they are designed in the style of the generic typed ads: `/base/push/{channel}/`).
 * The console writes drafts and scheduled pushes; delivering them, and so `sent` / `failed`,
 * belongs to the delivery system, which writes those statuses with `sent_at` and `sent_count`.
 */

export interface PushChannel {
  channel: 'app' | 'pc';
  title: string;
  titleEn: string;
  /** Client platforms that receive this channel's pushes (H5 pages cannot receive pushes). */
  platforms: readonly number[];
}

export const PUSH_CHANNELS: readonly PushChannel[] = [
  { channel: 'app', title: 'App 推送', titleEn: 'App push', platforms: [2, 3, 6, 7] },
  { channel: 'pc', title: 'PC 推送', titleEn: 'PC push', platforms: [0] },
];

/** Who receives it: everyone, a user group (GET /base/user_groups/), or listed user ids. */
export const PUSH_AUDIENCES = ['all', 'group', 'users'] as const;
/** Every status a push can have; the console sets only the first two. */
export const PUSH_STATUSES = ['draft', 'scheduled', 'sent', 'failed'] as const;
export const PUSH_EDITABLE_STATUSES = ['draft', 'scheduled'] as const;
export const PUSH_USER_IDS_MAX = 1000;
/** When a push is to be sent: today (the business day, dashboard/work-window.ts) or within the next SOON_DAYS days. */
export const PUSH_SEND_WINDOWS = ['today', 'soon'] as const;

export const pushFields = {
  title: shortText(64),
  body: z.string().trim().min(1).max(500),
  link_type: linkType.default('none'),
  link_value: optionalText(512).default(''),
  audience: z.enum(PUSH_AUDIENCES).default('all'),
  user_group_id: z.number().int().min(1).nullable().default(null),
  user_ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(PUSH_USER_IDS_MAX).default([]),
  platforms,
  business_line: businessLine.default(1),
  /** When to send; required for a scheduled push. */
  send_at: dateTime.nullable().default(null),
  status: z.enum(PUSH_EDITABLE_STATUSES).default('draft'),
  remark: optionalText(200).default(''),
};

const pushCheck: RecordCheck = (v) => {
  const errors: { field: string; message: string }[] = [];
  const link = linkProblem(v.link_type as LinkType | undefined, v.link_value as string | undefined);
  if (link) errors.push({ field: 'link_value', message: link });
  const ids = Array.isArray(v.user_ids) ? v.user_ids : [];
  if (v.audience === 'group' && v.user_group_id == null) errors.push({ field: 'user_group_id', message: '推送对象为“用户分组”时请选择分组' });
  if (v.audience !== 'group' && v.user_group_id != null) errors.push({ field: 'user_group_id', message: '推送对象不是“用户分组”时不能选择分组' });
  if (v.audience === 'users' && ids.length === 0) errors.push({ field: 'user_ids', message: '推送对象为“指定用户”时请填写用户 ID' });
  if (v.audience !== 'users' && ids.length > 0) errors.push({ field: 'user_ids', message: '推送对象不是“指定用户”时不能填写用户 ID' });
  if (new Set(ids).size !== ids.length) errors.push({ field: 'user_ids', message: '用户 ID 不能重复' });
  if (v.status === 'scheduled' && !v.send_at) errors.push({ field: 'send_at', message: '定时发送请填写发送时间' });
  return errors;
};

/** The rule of a channel's platforms, as a message (or null). */
export function pushPlatformProblem(ch: PushChannel, value: unknown): string | null {
  if (!Array.isArray(value) || value.every((p) => ch.platforms.includes(p as number))) return null;
  return `${ch.title}只能发往：${PLATFORMS.filter((p) => ch.platforms.includes(p.value))
    .map((p) => p.label)
    .join('、')}`;
}

const pushItemExtra = {
  channel: z.enum(['app', 'pc']),
  status: z.enum(PUSH_STATUSES),
  /** Set by the delivery system. */
  sent_at: z.string().nullable(),
  sent_count: z.number().int(),
};

export const pushSchemas = crudSchemas(pushFields, { check: pushCheck, extraItem: pushItemExtra });

/** The schemas of one channel: the shared push shape plus the channel's platforms. */
export function pushChannelSchemas(ch: PushChannel): typeof pushSchemas {
  const check: RecordCheck = (v) => {
    const problem = pushPlatformProblem(ch, v.platforms);
    return [...pushCheck(v), ...(problem ? [{ field: 'platforms', message: problem }] : [])];
  };
  return { ...pushSchemas, check };
}

export type PushCreate = z.input<typeof pushSchemas.create>;
export type PushUpdate = z.input<typeof pushSchemas.update>;
export type Push = z.infer<typeof pushSchemas.item>;

/** The resource module of one channel: `/base/push/<channel>/` (+ `{id}/`). */
export const pushResource = (ch: PushChannel) =>
  defineCollection({
    name: `push.${ch.channel}` as `push.${PushChannel['channel']}`,
    label: ch.title,
    labelEn: ch.titleEn,
    base: `/base/push/${ch.channel}`,
    // No `sort`, so no reorder; bulk changes apply the PUT's rule (a sent push stays as sent).
    paths: [...crudPaths('list', 'create', 'get', 'update', 'delete'), ...batchPaths('bulkPatch', 'bulkDelete', 'export')],
    access: [permissionSet('base_services.view_pushinfo')],
    schemas: pushChannelSchemas(ch),
    filters: {
      title: filter.like(z.string().trim().max(64)),
      status: filter.eq(z.enum(PUSH_STATUSES)),
      audience: filter.eq(z.enum(PUSH_AUDIENCES)),
      platform: platformFilter,
      business_line: filter.eq(z.coerce.number().pipe(businessLine)),
      /** send_at within today or the next SOON_DAYS days: what the dashboard links to. */
      send_window: filter.custom(z.enum(PUSH_SEND_WINDOWS)),
    },
    ordering: ['id', 'send_at', 'created_at', 'updated_at'],
    defaultOrder: '-id',
    references: { user_group_id: 'user_group' },
    sample: { title: '测试推送', body: '推送正文', platforms: [...ch.platforms.slice(0, 2)], link_type: 'app_page', link_value: 'study/plan' },
  });
export type PushResource = ReturnType<typeof pushResource>;
export const PUSH_RESOURCES: readonly PushResource[] = PUSH_CHANNELS.map(pushResource);
