import type { Registry } from '../../http/registry';
import { prosysHuabeiConfigFamily } from './prosys-huabei-config';

/** The implementations of the `payment` resources of the contract (shared/src/contract/resources/payment/). */
export function paymentResources(reg: Registry): void {
  prosysHuabeiConfigFamily(reg);
}
