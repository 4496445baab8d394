import type { Registry } from '../../http/registry';
import { kaoyanYearFamily } from './kaoyan-years';
import { referenceFamily } from './reference';
import { uploadFamily } from './uploads';

/** The implementations of the `reference` resources of the contract (shared/src/contract/resources/reference/). */
export function referenceResources(reg: Registry): void {
  referenceFamily(reg);
  kaoyanYearFamily(reg);
  uploadFamily(reg);
}
