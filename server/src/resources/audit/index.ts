import type { Registry } from '../../http/registry';
import { auditFamily } from './audit';

/** The implementations of the `audit` resources of the contract (shared/src/contract/resources/audit/). */
export function auditResources(reg: Registry): void {
  auditFamily(reg);
}
