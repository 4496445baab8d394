import type { FieldError } from '@admin/shared/contract';
import { prosysHuabeiConfig } from '@admin/shared/contract/resources';
import { invalid, notFound } from '../../http/api-error';
import type { Ctx, ImplFactory } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import { registerCollection, repoOf, type CollectionDef } from '../../kit/collection';
import { acceptingReadOnly } from '../../kit/read-only';
import { paramsSchema } from '../../kit/scope';

type Rec = Record<string, unknown>;

/** A configuration stays with the product system it was created for; one rule for single and bulk writes. */
function movedProblems(op: 'change' | 'delete', current: Rec, next: Rec | null): FieldError[] {
  if (op !== 'change' || !next || next.product_sys_id === undefined || Number(next.product_sys_id) === Number(current.product_sys_id)) return [];
  return [{ field: 'product_sys_id', message: '配置创建后不能更换商品体系，请为该商品体系新建一条配置' }];
}

/**
 * Huabei instalments per product system (/pay-method/indexNew): a collection whose product system
 * must exist (GET base/get-pro-sys/ lists them) and stays the one it was created for. The period
 * rules are the contract's check; one configuration per system is its `unique`, backed by
 * migration 030's index.
 */
export const prosysHuabeiConfigDef: CollectionDef = {
  resource: prosysHuabeiConfig,
  table: 'payment_prosys_huabei_config',
  rowRule: (op, current, next) => movedProblems(op, current, next),
  decorate: async (db, items) => {
    const ids = [...new Set(items.map((i) => Number(i.product_sys_id)))];
    const names = new Map(
      ids.length
        ? (await db.selectFrom('product_system').select(['id', 'name']).where('id', 'in', ids).execute()).map((r) => [Number(r.id), String(r.name)])
        : [],
    );
    return items.map((i) => ({ ...i, product_sys_name: names.get(Number(i.product_sys_id)) ?? '' }));
  },
};

/** PUT and PATCH: the generic write once the product system is known to stay. */
const guarded =
  (op: 'update' | 'patch'): ImplFactory =>
  (e, deps) => {
    const m = prosysHuabeiConfig;
    return {
      params: paramsSchema(e.path, {}, { param: 'id', kind: 'id' }),
      body: op === 'update' ? acceptingReadOnly(m, m.schemas.update) : m.patchBody,
      response: m.schemas.item,
      summary: op === 'update' ? `修改${m.label}（整条，带 version；商品体系不能改）` : `部分修改${m.label}（带 version；商品体系不能改）`,
      handle: async (c: Ctx<{ id: number }, Rec, Rec>) => {
        const repo = repoOf(prosysHuabeiConfigDef, deps);
        const row = await repo.findRow({}, c.params.id);
        if (!row) throw notFound(m.label);
        const problems = movedProblems('change', row, c.body);
        if (problems.length) throw invalid(problems);
        return op === 'update' ? repo.update({}, c.params.id, c.body, c.now) : repo.patch({}, c.params.id, c.body, c.now);
      },
    };
  };

export function prosysHuabeiConfigFamily(reg: Registry): void {
  registerCollection(reg, prosysHuabeiConfigDef, { update: guarded('update'), patch: guarded('patch') });
}
