import type { FieldError } from '@admin/shared/contract';
import { comment, commentReplyBody, commentStatistics, type BatchItem, type CollectionModule } from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { invalid, notFound } from '../../http/api-error';
import type { Ctx, ImplFactory } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import { bulkPatch, batchOps } from '../../kit/batch';
import { decodeRecord, codecsOf } from '../../kit/codec';
import { registerCollection, repoOf, type CollectionDef } from '../../kit/collection';
import type { Qb } from '../../kit/query';
import { paramsSchema, type ScopeParam } from '../../kit/scope';

type Rec = Record<string, unknown>;

/*
 * Learning interaction (/learn-interaction). Reads come from two views of migration 031, computed
 * from the comments on every read: `comment_statistics` (one row per course) and `comment_thread`
 * (threads with their reply facts). Writes go to the tables `comment_course` and `comment`.
 */

const byBool = (yes: string, no: string) => (qb: Qb, v: unknown) => qb.where(sql<boolean>`${sql.raw(v ? yes : no)}`);

export const commentStatisticsDef: CollectionDef = {
  resource: commentStatistics,
  table: 'comment_statistics',
  customFilters: {
    has_unanswered: byBool('unanswered > 0', 'unanswered = 0'),
    has_reported: byBool('reported > 0', 'reported = 0'),
  },
};
/** The course rows the statistics are of: where `is_open` is written. */
const commentCourseDef: CollectionDef = { resource: commentStatistics, table: 'comment_course' };

const courseScope: ScopeParam[] = [{ param: 'uuid', column: 'course_uuid', exists: { table: 'comment_course', key: 'uuid', label: '课程讨论' } }];

/** Reports staff still have to look at: on a visible comment, not settled. */
const PENDING_REPORT = 'm.report_count > 0 and m.is_hidden = 0 and m.reports_settled = 0';

const replyCodecs = codecsOf(comment.schemas.create.shape);
const asReply = (row: Rec): Rec => ({ ...decodeRecord(replyCodecs, row), parent_id: row.parent_id === null ? null : Number(row.parent_id) });

/** Threads carry their replies, oldest first. */
async function withReplies(db: Db, items: Rec[]): Promise<Rec[]> {
  const ids = items.map((t) => Number(t.id));
  const replies = ids.length
    ? ((await db.selectFrom('comment').selectAll().where('parent_id', 'in', ids).orderBy('created_at').orderBy('id').execute()) as Rec[])
    : [];
  const of = new Map<number, Rec[]>();
  for (const r of replies) of.set(Number(r.parent_id), [...(of.get(Number(r.parent_id)) ?? []), asReply(r)]);
  return items.map((t) => ({ ...t, is_answered: Number(t.is_answered) === 1, reply_count: Number(t.reply_count), replies: of.get(Number(t.id)) ?? [] }));
}

export const commentThreadDef: CollectionDef = {
  resource: comment,
  table: 'comment_thread',
  scope: courseScope,
  customFilters: {
    unanswered: byBool("author_type = 'student' and is_hidden = 0 and is_answered = 0", "not (author_type = 'student' and is_hidden = 0 and is_answered = 0)"),
    // A thread is reported when it, or a reply in it, has pending reports.
    reported: (qb, v) => {
      const pending = sql<boolean>`exists (select 1 from comment m where (m.id = comment_thread.id or m.parent_id = comment_thread.id) and ${sql.raw(PENDING_REPORT)})`;
      return qb.where(v ? pending : sql<boolean>`not ${pending}`);
    },
  },
  decorate: withReplies,
};

/** Only threads are pinned (a pinned reply would mean nothing in the app). */
function pinProblems(current: Rec, next: Rec): FieldError[] {
  return next.is_pinned && current.parent_id !== null && current.parent_id !== undefined
    ? [{ field: 'is_pinned', message: '只能置顶主题评论，不能置顶回复' }]
    : [];
}

/**
 * Where comments are written: the contract's fields plus who changed the visibility and when,
 * which the server fills in (a client never sends them).
 */
const commentStore: CollectionModule = {
  ...comment,
  schemas: {
    ...comment.schemas,
    create: comment.schemas.create.extend({ moderated_by: z.string().max(64), moderated_at: z.string().max(40).nullable() }),
  },
};
const commentDef: CollectionDef = {
  resource: commentStore,
  table: 'comment',
  scope: courseScope,
  rowRule: (op, current, next) => (op === 'change' && next ? pinProblems(current, next) : []),
};

/** A change of visibility records who made it and when. */
const moderated = (changes: Rec, c: Ctx): Rec =>
  changes.is_hidden === undefined ? changes : { ...changes, moderated_by: c.user?.name ?? '', moderated_at: c.now.toISOString() };

const params = (path: string) => paramsSchema(path, comment.params, { param: 'id', kind: 'id' });

const commentOps: Record<string, ImplFactory> = {
  patch: (e, deps) => ({
    params: params(e.path),
    body: comment.patchBody,
    response: comment.schemas.item,
    summary: '置顶、隐藏或恢复（须填原因）、处理举报（带 version）',
    handle: async (c: Ctx<Rec, Rec, Rec>) => {
      const repo = repoOf(commentDef, deps);
      const row = await repo.findRow(c.params, c.params.id);
      if (!row) throw notFound(comment.label);
      const { version, ...changes } = c.body;
      const problems = pinProblems(row, changes);
      if (problems.length) throw invalid(problems);
      await repo.patch(c.params, c.params.id, { ...moderated(changes, c), version }, c.now);
      return asReply((await repo.findRow(c.params, c.params.id))!);
    },
  }),
  bulkPatch: (e, deps) => {
    const inner = batchOps(commentDef, (d) => repoOf(commentDef, d)).bulkPatch(e, deps);
    return {
      ...inner,
      summary: '批量隐藏或恢复（须填原因）、处理举报（一个事务，逐条校验 version）',
      handle: async (c: Ctx<Rec, Rec, { items: BatchItem[]; changes: Rec }>) => {
        const { items, changes } = c.body;
        if (changes.is_hidden !== undefined && !String(changes.moderation_reason ?? '').trim()) {
          throw invalid([{ field: 'changes.moderation_reason', message: '隐藏或恢复评论时请填写原因' }]);
        }
        return bulkPatch(repoOf(commentDef, deps), c.params, items, moderated(changes, c), c.now);
      },
    };
  },
  reply: (e, deps) => ({
    params: params(e.path),
    body: commentReplyBody,
    response: comment.schemas.item,
    summary: '以工作人员身份回复（回复在该评论所在的主题下）',
    handle: async (c: Ctx<Rec, Rec, { content: string }>) => {
      const row = await repoOf(commentDef, deps).findRow(c.params, c.params.id);
      if (!row) throw notFound(comment.label);
      const thread = row.parent_id === null ? Number(row.id) : Number(row.parent_id);
      const at = c.now.toISOString();
      await deps.db
        .insertInto('comment')
        .values({
          course_uuid: c.params.uuid,
          parent_id: thread,
          author_type: 'staff',
          author_name: c.user?.name ?? '',
          content: c.body.content,
          created_at: at,
          updated_at: at,
          version: 1,
        })
        .execute();
      deps.counts.invalidate();
      return repoOf(commentThreadDef, deps).get(c.params, thread);
    },
  }),
};

/** comment/statistics/ (per course, computed) and a course's comments as threads. */
export function commentFamily(reg: Registry): void {
  registerCollection(reg, commentStatisticsDef, {
    // Opening or closing a course's discussion writes the course; the reply carries its statistics.
    patch: (e, deps) => ({
      params: paramsSchema(e.path, {}, { param: 'uuid', kind: 'uuid' }),
      body: commentStatistics.patchBody,
      response: commentStatistics.schemas.item,
      summary: '开放或关闭课程讨论（带 version）',
      handle: async (c: Ctx<{ uuid: string }, Rec, Rec>) => {
        await repoOf(commentCourseDef, deps).patch({}, c.params.uuid, c.body, c.now);
        return repoOf(commentStatisticsDef, deps).get({}, c.params.uuid);
      },
    }),
  });
  registerCollection(reg, commentThreadDef, commentOps);
}
