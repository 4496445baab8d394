import type { Registry } from '../../http/registry';
import { pushFamily } from './push';

/** The implementations of the `push` resources of the contract (shared/src/contract/resources/push/). */
export function pushResources(reg: Registry): void {
  pushFamily(reg);
}
