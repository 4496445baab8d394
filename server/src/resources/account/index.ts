import type { Registry } from '../../http/registry';
import { accountFamily } from './account';
import { appUserFamily } from './app-user';
import { preferencesFamily } from './preferences';

/** The implementations of the `account` resources of the contract (shared/src/contract/resources/account/). */
export function accountResources(reg: Registry): void {
  accountFamily(reg);
  preferencesFamily(reg);
  appUserFamily(reg);
}
