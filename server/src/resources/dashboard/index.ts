import type { Registry } from '../../http/registry';
import { dashboardFamily } from './dashboard';

/** The implementations of the `dashboard` resources of the contract (shared/src/contract/resources/dashboard/). */
export function dashboardResources(reg: Registry): void {
  dashboardFamily(reg);
}
