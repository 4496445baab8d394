import type { Registry } from '../../http/registry';
import { feedbackFamily } from './feedback';
import { whitelistFamily } from './whitelist';

/** The implementations of the `system` resources of the contract (shared/src/contract/resources/system/). */
export function systemResources(reg: Registry): void {
  whitelistFamily(reg);
  feedbackFamily(reg);
}
