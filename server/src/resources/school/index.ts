import type { Registry } from '../../http/registry';
import { programmeFamily } from './programme';

/** The implementations of the `school` resources of the contract (shared/src/contract/resources/school/); score lines are a plain collection. */
export function schoolResources(reg: Registry): void {
  programmeFamily(reg);
}
