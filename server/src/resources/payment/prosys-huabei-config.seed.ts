import { prosysHuabeiConfig } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

/** Huabei settings of the first four demo product systems (ids 1–5 in the order product-system.seed.ts inserts them). */
export const prosysHuabeiConfigSeed = moduleSeed(prosysHuabeiConfig, [
  { product_sys_id: 1, periods: [3, 6, 12], interest_free_periods: [3, 6], min_amount: 100_000, remark: '全程班客单价高，3、6 期免息促转化' },
  { product_sys_id: 2, periods: [3, 6, 12], interest_free_periods: [3], min_amount: 50_000 },
  { product_sys_id: 3, periods: [3, 6], min_amount: 30_000 },
  { product_sys_id: 4, periods: [3], min_amount: 10_000, is_enable: false, remark: '图书客单价低，暂不开放分期' },
]);
