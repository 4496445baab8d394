import { prosysHuabeiConfig } from '@admin/shared/contract/resources';
import { invalid, notFound } from '../http/api-error';
import type { Registry } from '../http/registry';
import { registerCollection, repoOf, type CollectionDef } from '../resources/collection';
import { acceptingReadOnly } from '../resources/read-only';
import { paramsSchema } from '../resources/scope';

type Rec = Record<string, unknown>;

/**
 * Huabei instalments per product system (/pay-method/indexNew): a collection whose product system
 * must exist (GET base/get-pro-sys/ lists them) and stays the one it was created for. The period
 * rules are the contract's check; one configuration per system is its `unique`, backed by
 * migration 030's index.
 */
export const prosysHuabeiConfigDef: CollectionDef = {
  resource: prosysHuabeiConfig,
  table: 'payment_prosys_huabei_config',
  refs: [{ field: 'product_sys_id', table: 'product_system', label: '商品体系' }],
};

export function prosysHuabeiConfigFamily(reg: Registry): void {
  const m = prosysHuabeiConfig;
  registerCollection(reg, prosysHuabeiConfigDef, {
    // A PUT may send back the record as read (its product system included), but not move it to another system.
    update: (e, deps) => ({
      params: paramsSchema(e.path, {}, { param: 'id', kind: 'id' }),
      body: acceptingReadOnly(m, m.schemas.update),
      response: m.schemas.item,
      summary: `修改${m.label}（整条，带 version；商品体系不能改）`,
      handle: async (c) => {
        const repo = repoOf(prosysHuabeiConfigDef, deps);
        const row = await repo.findRow({}, c.params.id);
        if (!row) throw notFound(m.label);
        const { product_sys_id: sys, ...body } = c.body as Rec;
        if (sys !== undefined && sys !== row.product_sys_id) {
          throw invalid([{ field: 'product_sys_id', message: '配置创建后不能更换商品体系，请为该商品体系新建一条配置' }]);
        }
        return repo.update({}, c.params.id, body, c.now);
      },
    }),
  });
}
