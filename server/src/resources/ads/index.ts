import type { Registry } from '../../http/registry';
import { adsFamily } from './ad';

/** The implementations of the `ads` resources of the contract (shared/src/contract/resources/ads/). */
export function adsResources(reg: Registry): void {
  adsFamily(reg);
}
