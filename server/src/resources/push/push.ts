import type { FieldError } from '@admin/shared/contract';
import { PUSH_RESOURCES, businessDay, deleteBody, soonWindow, type PushResource } from '@admin/shared/contract/resources';
import { z } from 'zod';
import { invalid } from '../../http/api-error';
import type { Ctx, ImplFactory } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import { registerCollection, repoOf, type CollectionDef } from '../../kit/collection';
import type { CustomFilter } from '../../kit/query';
import { acceptingReadOnly } from '../../kit/read-only';
import { paramsSchema } from '../../kit/scope';
import type { Deps } from '../../types';

type Rec = Record<string, unknown>;

/** A scheduled push must be sent in the future: one in the past would never go out. */
function scheduleProblems(body: Rec, now: Date): FieldError[] {
  if (body.status === 'scheduled' && typeof body.send_at === 'string' && Date.parse(body.send_at) <= now.getTime()) {
    return [{ field: 'send_at', message: '定时发送时间必须晚于当前时间' }];
  }
  return [];
}

/**
 * What the delivery system has handled is history: a sent or failed push cannot be edited (it went
 * out, or its failure is on record), and a sent one cannot be deleted. One rule for single and
 * bulk writes.
 */
function historyProblems(op: 'change' | 'delete', current: Rec): FieldError[] {
  if (op === 'change' && (current.status === 'sent' || current.status === 'failed')) {
    return [{ field: 'status', message: '已发送或发送失败的推送不能修改，请新建一条' }];
  }
  if (op === 'delete' && current.status === 'sent') return [{ field: 'status', message: '已发送的推送是发送记录，不能删除' }];
  return [];
}

/** To be sent today (the business day: [start, end)) or soon (after now, at most SOON_DAYS days ahead). */
const sendWindow: CustomFilter = (qb, v, { now }) => {
  if (v === 'today') {
    const [start, end] = businessDay(now);
    return qb.where('send_at', '>=', start.toISOString()).where('send_at', '<', end.toISOString());
  }
  const [from, to] = soonWindow(now);
  return qb.where('send_at', '>', from.toISOString()).where('send_at', '<=', to.toISOString());
};

/** The implementations of the push modules' custom filters (also what the dashboard counts with). */
export const PUSH_CUSTOM_FILTERS: Record<string, CustomFilter> = { send_window: sendWindow };

/** The collection of one push channel: both channels share the `push_info` table and differ by `channel`. */
export const pushCollection = (resource: PushResource): CollectionDef => ({
  resource,
  table: 'push_info',
  fixed: { channel: resource.name.slice('push.'.length) },
  customFilters: PUSH_CUSTOM_FILTERS,
  rowRule: (op, current, next, now) => [...historyProblems(op, current), ...(next ? scheduleProblems(next, now) : [])],
});

function checkSchedule(body: Rec, now: Date): void {
  const problems = scheduleProblems(body, now);
  if (problems.length) throw invalid(problems);
}

async function checkWritable(def: CollectionDef, deps: Deps, id: unknown, op: 'change' | 'delete'): Promise<void> {
  const row = await repoOf(def, deps).findRow({}, id);
  if (!row) return; // the repository answers 40400
  const problems = historyProblems(op, row);
  if (problems.length) throw invalid(problems);
}

function channelOps(def: CollectionDef): Record<string, ImplFactory> {
  const m = def.resource;
  const params = (path: string) => paramsSchema(path, m.params, { param: m.idParam, kind: m.idKey });
  const idOf = (c: Ctx) => (c.params as Rec).id;
  return {
    create: (e, deps) => ({
      params: params(e.path),
      body: acceptingReadOnly(m, m.schemas.create),
      response: m.schemas.item,
      summary: `新增${m.label}（草稿或定时）`,
      handle: (c) => {
        checkSchedule(c.body, c.now);
        return repoOf(def, deps).create({}, c.body, c.now);
      },
    }),
    update: (e, deps) => ({
      params: params(e.path),
      body: acceptingReadOnly(m, m.schemas.update),
      response: m.schemas.item,
      summary: `修改${m.label}（整条，带 version；已发送的不能改）`,
      handle: async (c) => {
        await checkWritable(def, deps, idOf(c), 'change');
        checkSchedule(c.body, c.now);
        return repoOf(def, deps).update({}, idOf(c), c.body, c.now);
      },
    }),
    delete: (e, deps) => ({
      params: params(e.path),
      body: deleteBody,
      response: z.null(),
      summary: `删除${m.label}（已发送的不能删）`,
      handle: async (c) => {
        await checkWritable(def, deps, idOf(c), 'delete');
        await repoOf(def, deps).remove({}, idOf(c), (c.body as { version?: number } | undefined)?.version);
        return null;
      },
    }),
  };
}

/** App and PC pushes (spec 2 /push), one collection per channel of the contract's PUSH_CHANNELS. */
export function pushFamily(reg: Registry): void {
  for (const r of PUSH_RESOURCES) {
    const def = pushCollection(r);
    registerCollection(reg, def, channelOps(def));
  }
}
