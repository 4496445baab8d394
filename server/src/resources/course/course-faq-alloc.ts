import { Code } from '@admin/shared/contract';
import { courseFaqAlloc, courseFaqAllocSchemas, FAQ_MAX_COURSES, faqAllocBulkBody, type FaqAllocBulk } from '@admin/shared/contract/resources';
import { z } from 'zod';
import { ApiError, invalid } from '../../http/api-error';
import type { Registry } from '../../http/registry';
import { registerCollection, repoOf, type CollectionDef } from '../../kit/collection';
import { decodeRecord } from '../../kit/codec';
import type { Qb } from '../../kit/query';
import { checkRefs } from '../../kit/refs';
import type { Deps } from '../../types';
import { inTransaction } from '../../db/request-transaction';

type Rec = Record<string, unknown>;

/** `product_ids` is stored as JSON text (`[3,15]`): an id is in it when it stands between [ or , and , or ]. */
const attachedTo = (qb: Qb, value: unknown): Qb => {
  const id = Number(value);
  return qb.where((eb) =>
    eb.or([
      eb('product_ids', '=', `[${id}]`),
      eb('product_ids', 'like', `[${id},%`),
      eb('product_ids', 'like', `%,${id},%`),
      eb('product_ids', 'like', `%,${id}]`),
    ]),
  );
};

export const courseFaqAllocDef: CollectionDef = {
  resource: courseFaqAlloc,
  table: 'course_faq_alloc',
  customFilters: {
    product_id: attachedTo,
    ids: (qb, value) => qb.where('id', 'in', value as number[]),
  },
};

/**
 * Attaches the courses to (or detaches them from) every FAQ named, in one transaction: every FAQ
 * must still have the version the client read, the courses must exist, and no FAQ may end up with
 * more than FAQ_MAX_COURSES courses. FAQs whose list does not change keep their version.
 */
export async function allocate(deps: Deps, body: FaqAllocBulk, mode: 'attach' | 'detach', now: Date): Promise<{ items: Rec[] }> {
  const refErrors = mode === 'attach' ? await checkRefs(deps, [{ field: 'product_ids', table: 'course_product', label: '课程商品', many: true }], body) : [];
  if (refErrors.length) throw invalid(refErrors);
  // batchItems('id') names rows by id.
  const items = body.items as { id: number; version: number }[];
  const ids = items.map((x) => x.id);
  const result = await inTransaction(deps.db, async (trx) => {
    const repo = repoOf(courseFaqAllocDef, { ...deps, db: trx });
    const rows = (await trx.selectFrom('course_faq_alloc').selectAll().where('id', 'in', ids).execute()) as Rec[];
    const byId = new Map(rows.map((r) => [Number(r.id), decodeRecord(repo.codecs, r)]));
    const missing = items.map((x, i) => [i, x.id] as const).filter(([, id]) => !byId.has(id));
    if (missing.length) {
      throw new ApiError(Code.NOT_FOUND, `常见问题不存在：${missing.map(([, id]) => id).join('、')}`, {
        errors: missing.map(([i, id]) => ({ field: `items.${i}.id`, message: `常见问题 ${id} 不存在或已被删除` })),
      });
    }
    const stale = items.map((x, i) => [i, x] as const).filter(([, x]) => Number(byId.get(x.id)!.version) !== x.version);
    if (stale.length) {
      throw new ApiError(Code.CONFLICT, `数据已被他人修改，请刷新后重试（常见问题 ${stale.map(([, x]) => x.id).join('、')} 的 version 已过期）`, {
        errors: stale.map(([i, x]) => ({ field: `items.${i}.version`, message: `常见问题 ${x.id} 已被他人修改，请刷新后再操作` })),
      });
    }
    const errors: { field: string; message: string }[] = [];
    const writes: [number, number, number[]][] = [];
    for (const [i, x] of items.entries()) {
      const current = (byId.get(x.id)!.product_ids as number[]) ?? [];
      const next =
        mode === 'attach' ? [...current, ...body.product_ids.filter((p) => !current.includes(p))] : current.filter((p) => !body.product_ids.includes(p));
      if (next.length > FAQ_MAX_COURSES)
        errors.push({ field: `items.${i}.product_ids`, message: `常见问题 ${x.id} 将关联 ${next.length} 门课程，最多 ${FAQ_MAX_COURSES} 门` });
      else if (next.length !== current.length) writes.push([x.id, x.version, next]);
    }
    if (errors.length) throw invalid(errors);
    for (const [id, version, next] of writes) await repo.write({}, id, { product_ids: next }, version, now, false);
    return (await trx.selectFrom('course_faq_alloc').selectAll().where('id', 'in', ids).orderBy('id').execute()) as Rec[];
  });
  deps.counts.invalidate();
  const repo = repoOf(courseFaqAllocDef, deps);
  return { items: await repo.decorate(result) };
}

const bulkResult = z.object({ items: z.array(courseFaqAllocSchemas.item) });

/** FAQs of course pages: a plain collection, filtered by attached course, with bulk attach and detach. */
export function courseFaqAllocFamily(reg: Registry): void {
  const op = (mode: 'attach' | 'detach') => (_e: unknown, deps: Deps) => ({
    body: faqAllocBulkBody,
    response: bulkResult,
    summary: mode === 'attach' ? '批量关联课程（一个事务，逐条校验 version）' : '批量取消关联课程（一个事务，逐条校验 version）',
    handle: (c: { body: FaqAllocBulk; now: Date }) => allocate(deps, c.body, mode, c.now),
  });
  registerCollection(reg, courseFaqAllocDef, { attach: op('attach'), detach: op('detach') });
}
