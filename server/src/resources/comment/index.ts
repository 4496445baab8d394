import type { Registry } from '../../http/registry';
import { commentFamily } from './comment';

/** The implementations of the `comment` resources of the contract (shared/src/contract/resources/comment/). */
export function commentResources(reg: Registry): void {
  commentFamily(reg);
}
