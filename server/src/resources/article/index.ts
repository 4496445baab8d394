import type { Registry } from '../../http/registry';
import { articleFamily } from './article';

/** The implementations of the `article` resources of the contract (shared/src/contract/resources/article/). */
export function articleResources(reg: Registry): void {
  articleFamily(reg);
}
