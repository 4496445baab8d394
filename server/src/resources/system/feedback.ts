import {
  FEEDBACK_STATUSES,
  FEEDBACK_TRANSITIONS,
  FEEDBACK_STATUS_LABELS,
  bulkPatchBody,
  feedback,
  feedbackAssignees,
  feedbackCounts,
  feedbackTransitionProblem,
  maskPhone,
  type FeedbackStatus,
} from '@admin/shared/contract/resources';
import type { FieldError } from '@admin/shared/contract';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { conflict, invalid, notFound } from '../../http/api-error';
import type { Ctx, ImplFactory } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import { bulkPatch } from '../../kit/batch';
import { decodeRecord } from '../../kit/codec';
import { registerCollection, repoOf, type CollectionDef } from '../../kit/collection';
import { paramsSchema } from '../../kit/scope';
import { inTransaction } from '../../db/request-transaction';

type Rec = Record<string, unknown>;

/** Who may be given feedback to handle: active staff accounts that may change it. */
export const FEEDBACK_HANDLER_PERMISSION = 'base_services.change_feedback';

/** The status moves only along FEEDBACK_TRANSITIONS, and resolved or closed feedback stays as it is. */
function triageRule(op: 'change' | 'delete', current: Rec, next: Rec | null): FieldError[] {
  const from = current.status as FeedbackStatus;
  if (op === 'delete') return [{ field: 'status', message: '用户反馈不能删除' }];
  if (!FEEDBACK_TRANSITIONS[from].length) return [{ field: 'status', message: `${FEEDBACK_STATUS_LABELS[from]}的反馈不能再修改` }];
  const problem = next ? feedbackTransitionProblem(from, next.status as FeedbackStatus) : null;
  return problem ? [{ field: 'status', message: problem }] : [];
}

/** The sender's nickname and masked phone, and the handler's name, read in two queries per page. */
async function withNames(db: Db, items: Rec[]): Promise<Rec[]> {
  const userIds = [...new Set(items.map((f) => Number(f.user_id)))];
  const staffIds = [
    ...new Set(
      items
        .map((f) => f.assignee_id)
        .filter((v) => v != null)
        .map(Number),
    ),
  ];
  const users = userIds.length ? await db.selectFrom('app_user').select(['id', 'nickname', 'phone']).where('id', 'in', userIds).execute() : [];
  const staff = staffIds.length ? await db.selectFrom('admin_user').select(['id', 'name', 'username']).where('id', 'in', staffIds).execute() : [];
  const userOf = new Map(users.map((u) => [Number(u.id), u]));
  const staffOf = new Map(staff.map((s) => [Number(s.id), String(s.name || s.username)]));
  return items.map((f) => {
    const u = userOf.get(Number(f.user_id));
    return {
      ...f,
      user_nickname: u ? String(u.nickname) : null,
      user_phone: u ? maskPhone(String(u.phone)) : null,
      assignee_name: f.assignee_id == null ? null : (staffOf.get(Number(f.assignee_id)) ?? null),
      replied_at: f.replied_at ?? null,
    };
  });
}

const def: CollectionDef = {
  resource: feedback,
  table: 'base_feedback',
  decorate: withNames,
  rowRule: triageRule,
};

function ops(): Record<string, ImplFactory> {
  const params = (path: string) => paramsSchema(path, feedback.params, { param: feedback.idParam, kind: feedback.idKey });
  const idOf = (c: Ctx) => (c.params as Rec).id;
  return {
    counts: (_e, deps) => ({
      response: feedbackCounts,
      summary: '各状态的用户反馈数',
      handle: async () => {
        const rows = await deps.db
          .selectFrom('base_feedback')
          .select(['status', (eb) => eb.fn.countAll().as('n')])
          .groupBy('status')
          .execute();
        const out = Object.fromEntries(FEEDBACK_STATUSES.map((s) => [s, 0])) as Record<string, number>;
        for (const r of rows) if (String(r.status) in out) out[String(r.status)] = Number(r.n);
        return out;
      },
    }),
    assignees: (_e, deps) => ({
      response: feedbackAssignees,
      summary: '可处理用户反馈的员工',
      handle: async () => {
        const rows = await deps.db
          .selectFrom('admin_user')
          .innerJoin('user_permission', 'user_permission.user_id', 'admin_user.id')
          .select(['admin_user.id as id', 'admin_user.name as name', 'admin_user.username as username'])
          .where('user_permission.permission', '=', FEEDBACK_HANDLER_PERMISSION)
          .where('admin_user.is_active', '=', 1)
          .orderBy('admin_user.id')
          .execute();
        return rows.map((r) => ({ id: Number(r.id), name: String(r.name || r.username) }));
      },
    }),
    patch: (e, deps) => ({
      params: params(e.path),
      body: feedback.patchBody,
      response: feedback.schemas.item,
      summary: '处理用户反馈：状态（新建 → 处理中 → 已解决，或关闭）、处理人、回复（带 version）',
      handle: async (c) => {
        const repo = repoOf(def, deps);
        const row = await repo.findRow({}, idOf(c));
        if (!row) throw notFound(feedback.label);
        // Changed by someone else since it was read: that is what to tell, not what the change would break.
        if (Number(row.version) !== (c.body as Rec).version) throw conflict();
        const current = decodeRecord(repo.codecs, row);
        const { version: _v, ...changes } = c.body as Rec;
        const problems = triageRule('change', current, { ...current, ...changes });
        if (problems.length) throw invalid(problems);
        const replied = changes.reply !== undefined && changes.reply !== current.reply;
        await inTransaction(deps.db, async (trx) => {
          await repo.withDb(trx).patch({}, idOf(c), c.body as Rec, c.now);
          if (replied)
            await trx
              .updateTable('base_feedback')
              .set({ replied_at: c.now.toISOString() })
              .where('id', '=', idOf(c) as number)
              .execute();
        });
        deps.counts.invalidate();
        return repo.get({}, idOf(c));
      },
    }),
    bulkPatch: (e, deps) => ({
      params: params(e.path),
      body: bulkPatchBody(feedback),
      response: z.object({ items: z.array(feedback.schemas.item) }),
      summary: '批量分配或关闭用户反馈（一个事务，逐条校验 version 与状态）',
      handle: (c) => {
        // A reply is written to one user about one problem, never the same text to many.
        if ((c.body.changes as Rec).reply !== undefined) throw invalid([{ field: 'changes.reply', message: '回复请逐条填写，不能批量修改' }]);
        return bulkPatch(repoOf(def, deps), {}, c.body.items, c.body.changes, c.now);
      },
    }),
  };
}

/** User feedback (/feedback/index): triage with legal status moves, handler names, counts per status. */
export function feedbackFamily(reg: Registry): void {
  registerCollection(reg, def, ops());
}
