import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, defineCollection, filter } from '../define';
import { crudSchemas, imageUrl, intId, platformCode, type RecordCheck, version } from '../fields';

/**
 * User feedback (/feedback/index, base_services.view_feedback, 用户反馈): what students send from
 * the apps, triaged by staff. Spec 7 lists no calls; designed like the others under
 * /base/feedback/. Users write the content; the console changes only the triage fields (status,
 * assignee, reply), one record at a time or many at once (assign, close).
 */
export const FEEDBACK_STATUSES = ['new', 'processing', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** 新建 → 处理中 → 已解决, or 已关闭 from either open state; resolved and closed feedback is history. */
export const FEEDBACK_TRANSITIONS: Readonly<Record<FeedbackStatus, readonly FeedbackStatus[]>> = {
  new: ['processing', 'closed'],
  processing: ['resolved', 'closed'],
  resolved: [],
  closed: [],
};
export const FEEDBACK_STATUS_LABELS: Readonly<Record<FeedbackStatus, string>> = { new: '新建', processing: '处理中', resolved: '已解决', closed: '已关闭' };

/** Why the status may not go from `from` to `to`, or null. */
export function feedbackTransitionProblem(from: FeedbackStatus, to: FeedbackStatus): string | null {
  if (from === to || FEEDBACK_TRANSITIONS[from].includes(to)) return null;
  if (!FEEDBACK_TRANSITIONS[from].length) return `${FEEDBACK_STATUS_LABELS[from]}的反馈不能再修改`;
  return `不能从「${FEEDBACK_STATUS_LABELS[from]}」改为「${FEEDBACK_STATUS_LABELS[to]}」，只能改为：${FEEDBACK_TRANSITIONS[from].map((s) => FEEDBACK_STATUS_LABELS[s]).join('、')}`;
}

/** What a status needs whatever it came from: someone handling it, and a reply to call it solved. */
const feedbackCheck: RecordCheck = (v) => {
  const errors: { field: string; message: string }[] = [];
  if (v.status === 'processing' && v.assignee_id == null) errors.push({ field: 'assignee_id', message: '处理中的反馈请指定处理人' });
  if (v.status === 'resolved' && !String(v.reply ?? '').trim()) errors.push({ field: 'reply', message: '标记为已解决前请填写给用户的回复' });
  return errors;
};

export const FEEDBACK_IMAGES_MAX = 9;

export const feedbackSchemas = crudSchemas(
  {
    /** The app user who sent it. */
    user_id: z.number().int().min(1),
    content: z.string().trim().min(1).max(2000),
    images: z.array(imageUrl).max(FEEDBACK_IMAGES_MAX).default([]),
    platform: platformCode,
    app_version: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,4}){0,3}$/, { message: '版本号应如 5.2.1' }),
    status: z.enum(FEEDBACK_STATUSES).default('new'),
    /** The staff account handling it (GET base/feedback/assignees/). */
    assignee_id: z.number().int().min(1).nullable().default(null),
    /** The answer the user reads in the app. */
    reply: z.string().trim().max(1000).default(''),
  },
  {
    check: feedbackCheck,
    extraItem: {
      user_nickname: z.string().nullable(),
      /** Masked (138****1234). */
      user_phone: z.string().nullable(),
      assignee_name: z.string().nullable(),
      /** When the reply last changed (set by the server). */
      replied_at: z.string().nullable(),
    },
  },
);
export type Feedback = z.infer<typeof feedbackSchemas.item>;

/** PATCH base/feedback/{id}/: the triage fields only, with the version read. */
export const feedbackPatchSchema = z.strictObject({
  status: feedbackSchemas.create.shape.status.unwrap().optional(),
  assignee_id: z.number().int().min(1).nullable().optional(),
  reply: z.string().trim().max(1000).optional(),
  version,
});

/** GET base/feedback/counts/: how many feedbacks are in each status. */
export const feedbackCounts = z.object(Object.fromEntries(FEEDBACK_STATUSES.map((s) => [s, z.number().int()])) as Record<FeedbackStatus, z.ZodNumber>);
export type FeedbackCounts = z.infer<typeof feedbackCounts>;
/** GET base/feedback/assignees/: the staff accounts that may handle feedback. */
export const feedbackAssignees = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const feedback = defineCollection({
  name: 'base.feedback',
  label: '用户反馈',
  labelEn: 'user feedback',
  base: '/base/feedback',
  paths: [
    ['list', 'GET', '/'],
    ['counts', 'GET', '/counts/', 'view'],
    ['assignees', 'GET', '/assignees/', 'view'],
    ['get', 'GET', '/:id/'],
    ['patch', 'PATCH', '/:id/'],
    // Feedback is the users' and is never deleted: assign or close many at once, and export.
    ...batchPaths('bulkPatch', 'export'),
  ],
  access: [permissionSet('base_services.view_feedback')],
  schemas: feedbackSchemas,
  patch: feedbackPatchSchema,
  filters: {
    status: filter.eq(z.enum(FEEDBACK_STATUSES)),
    platform: filter.eq(z.coerce.number().int().min(0).max(7)),
    assignee_id: filter.eq(intId),
    user_id: filter.eq(intId),
    content: filter.like(z.string().trim().max(100)),
    app_version: filter.eq(z.string().trim().max(20)),
  },
  ordering: ['id', 'created_at', 'updated_at'],
  defaultOrder: '-id',
  references: { assignee_id: { kind: 'admin_user', label: '处理人' }, user_id: 'app_user' },
  sample: { status: 'closed' },
});
