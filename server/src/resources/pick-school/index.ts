import type { Registry } from '../../http/registry';
import { appPageFamily } from './app-page';
import { seniorFamily } from './senior';

/**
 * The /pick-school resources of the contract (shared/src/contract/resources/pick-school/): the
 * school-picking pages with their floors and items, and the seniors with their proofs; the
 * school videos are a plain collection (kit/plain-collections.ts).
 */
export function pickSchoolResources(reg: Registry): void {
  appPageFamily(reg);
  seniorFamily(reg);
}
