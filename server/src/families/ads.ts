import {
  AD_KINDS,
  MY_HOME_AD_CONFIG_DEFAULT,
  adExpirePatchSchema,
  adKindSchemas,
  adListQuerySchema,
  myHomeAdConfigResultSchema,
  myHomeAdConfigSchema,
  type AdKind,
} from '@admin/shared/contract';
import type { Registry } from '../http/registry';
import { registerCollection, type CollectionDef } from '../resources/collection';
import { registerDocument } from '../resources/document';
import type { Filters } from '../resources/query';

/** "Active now", "not started", "ended": compared as UTC ISO text, as stored. */
const adFilters: Filters = {
  title: { op: 'like' },
  is_enable: { op: 'eq' },
  is_marked_expired: { op: 'eq' },
  platform: { column: 'platforms', op: 'hasInt' },
  business_line: { op: 'eq' },
  status: (qb, v, { now }) => {
    const t = now.toISOString();
    if (v === 'scheduled') return qb.where('start_at', '>', t);
    if (v === 'ended') return qb.where('end_at', '<=', t);
    return qb.where('start_at', '<=', t).where('end_at', '>', t);
  },
};

/** The collection of one ad kind: all kinds share the `ad` table and differ by `kind`. */
export const adCollection = (k: AdKind): CollectionDef => ({
  name: `ads.${k.kind}`,
  label: k.title,
  table: 'ad',
  schemas: adKindSchemas(k),
  fixed: { kind: k.kind },
  listQuery: adListQuerySchema,
  filters: adFilters,
  defaultOrder: 'sort,-id',
  refs: [{ field: 'user_group_id', table: 'user_group', label: '用户分组' }],
  patchSchema: k.patch === 'expire' ? adExpirePatchSchema : undefined,
});

/** Every ad kind of the contract's AD_KINDS, and the "my" page ad configuration. */
export function adsFamily(reg: Registry): void {
  for (const k of AD_KINDS) registerCollection(reg, adCollection(k));
  registerDocument(reg, {
    name: 'ads.my_home_config',
    label: '我的页广告配置',
    table: 'my_home_ad_config',
    scope: [],
    fixedScope: { scope: 'default' },
    schema: myHomeAdConfigSchema,
    defaults: MY_HOME_AD_CONFIG_DEFAULT,
    wrap: 'config',
    writeMode: 'put',
    response: myHomeAdConfigResultSchema,
  });
}
