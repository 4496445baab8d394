import type { Registry } from '../../http/registry';
import { appVersionFamily } from './app-version';
import { customerServiceFamily } from './customer-service';
import { policyFamily } from './policy';

/** The implementations of the `setting` resources of the contract (shared/src/contract/resources/setting/). */
export function settingResources(reg: Registry): void {
  appVersionFamily(reg);
  customerServiceFamily(reg);
  policyFamily(reg);
}
