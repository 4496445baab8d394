import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, crudPaths, defineCollection, filter } from '../define';
import { crudSchemas, optionalText, queryBool, shortText, uuid } from '../fields';

/*
 * Learning interaction (/learn-interaction, 学习互动, comment.view_commentstatistics): students
 * discuss each course in threads; staff read the statistics per course, reply, hide and unhide
 * with a reason, pin, and settle reports. Spec 7 lists no call, so these are designed like the
 * other collections (DESIGN 5). The statistics are computed by the server from the comments on
 * every read, never stored as counters.
 */
const COMMENTS = permissionSet('comment.view_commentstatistics');

/** What the server computes for a course from its comments on every read. */
const statisticsFacts = z.object({
  name: z.string(),
  teacher: z.string(),
  subject_id: z.number().int().nullable(),
  /** Every comment of the course: threads and replies, students' and staff's, hidden ones too. */
  comments: z.number().int(),
  /** Visible threads of students without a visible staff reply. */
  unanswered: z.number().int(),
  /** Visible comments with reports not yet settled. */
  reported: z.number().int(),
  hidden: z.number().int(),
  /** The newest comment's time (null before the first). */
  last_activity_at: z.string().nullable(),
});

/** One course's discussion and its statistics (GET comment/statistics/). Only `is_open` is written. */
export const commentStatisticsSchemas = crudSchemas(
  {
    /** Students may post (staff may always reply). */
    is_open: z.boolean().default(true),
  },
  { idKey: 'uuid', extraItem: statisticsFacts.shape },
);
export type CommentStatistics = Omit<z.infer<typeof commentStatisticsSchemas.item>, 'uuid'> & { uuid: string } & z.infer<typeof statisticsFacts>;

export const commentStatistics = defineCollection({
  name: 'comment.statistics',
  label: '课程讨论',
  labelEn: 'course discussion',
  base: '/comment/statistics',
  paths: [
    ['list', 'GET', '/'],
    ['get', 'GET', '/:uuid/'],
    ['patch', 'PATCH', '/:uuid/'],
  ],
  idParam: 'uuid',
  access: [COMMENTS],
  schemas: commentStatisticsSchemas,
  filters: {
    name: filter.like(z.string().trim().max(64)),
    subject_id: filter.eq(z.coerce.number().int().min(1)),
    is_open: filter.eq(queryBool),
    has_unanswered: filter.custom(queryBool),
    has_reported: filter.custom(queryBool),
  },
  ordering: ['name', 'comments', 'unanswered', 'reported', 'hidden', 'last_activity_at'],
  defaultOrder: '-unanswered,-last_activity_at',
  sample: { is_open: false },
});

/** Who wrote a comment: a student in the app, or staff replying from this console. */
export const COMMENT_AUTHORS = ['student', 'staff'] as const;

/**
 * A comment: a thread (no parent) or a reply in one. Staff write three things: pinned (threads),
 * hidden (with the reason, which a change of `is_hidden` must carry) and reports settled.
 */
const commentFields = {
  is_pinned: z.boolean().default(false),
  is_hidden: z.boolean().default(false),
  /** Why it was last hidden or shown again. */
  moderation_reason: optionalText(200).default(''),
  /** Staff looked at the reports and kept the comment. */
  reports_settled: z.boolean().default(false),
};
/** What a comment is besides the fields staff write; the server fills these in. */
const commentFacts = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  author_type: z.enum(COMMENT_AUTHORS),
  author_name: z.string(),
  content: z.string(),
  report_count: z.number().int(),
  moderated_by: z.string(),
  moderated_at: z.string().nullable(),
});
const replyItem = commentFacts.extend({
  is_pinned: z.boolean(),
  is_hidden: z.boolean(),
  moderation_reason: z.string(),
  reports_settled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
/** Threads: whether a visible staff reply exists, and the replies oldest first. */
const threadFacts = z.object({ course_uuid: z.string(), is_answered: z.boolean(), reply_count: z.number().int(), replies: z.array(replyItem) });
const base = crudSchemas(commentFields, { extraItem: { ...commentFacts.shape, ...threadFacts.shape } });
export const commentSchemas = {
  ...base,
  patch: base.patch.refine((b) => b.is_hidden === undefined || !!b.moderation_reason?.trim(), {
    path: ['moderation_reason'],
    message: '隐藏或恢复评论时请填写原因',
  }),
};
export type CommentReply = z.infer<typeof replyItem>;
export type Comment = CommentReply & z.infer<typeof threadFacts>;

/** POST …/comments/{id}/replies/: a staff reply in the comment's thread. */
export const commentReplyBody = z.strictObject({ content: shortText(1000) });
export type CommentReplyBody = z.infer<typeof commentReplyBody>;
export const COMMENT_REPLY_SAMPLE: CommentReplyBody = { content: '同学你好，这个问题在第 3 讲 25 分钟处有详细讲解，建议先复习一遍再做配套练习。' };

export const comment = defineCollection({
  name: 'comment.comment',
  label: '评论',
  labelEn: 'comment',
  base: '/comment/statistics/:uuid/comments',
  params: { uuid: uuid },
  paths: [...crudPaths('list', 'patch'), ['reply', 'POST', '/:id/replies/', 'add'], ...batchPaths('bulkPatch')],
  access: [COMMENTS],
  schemas: commentSchemas,
  patch: commentSchemas.patch,
  // The list is of threads; their replies come with them.
  filters: {
    unanswered: filter.custom(queryBool),
    reported: filter.custom(queryBool),
    is_hidden: filter.eq(queryBool),
    is_pinned: filter.eq(queryBool),
    keyword: filter.like(z.string().trim().max(64), 'content'),
  },
  ordering: ['created_at', 'report_count', 'reply_count', 'last_reply_at'],
  defaultOrder: '-is_pinned,-created_at',
  sample: { is_pinned: true },
});
