import type { Registry } from '../../http/registry';
import { adPlaceFamily } from './ad-place';
import { homeFloorFamily } from './home-floor';
import { homepagesettingFamily } from './homepagesetting';
import { hotKeywordFamily } from './hot-keyword';
import { searchKeywordFamily } from './search-keyword';
import { searchLogFamily } from './search-log';
import { topIconFamily } from './top-icon';

/** The implementations of the `home` resources of the contract (shared/src/contract/resources/home/). */
export function homeResources(reg: Registry): void {
  homepagesettingFamily(reg);
  homeFloorFamily(reg);
  hotKeywordFamily(reg);
  searchKeywordFamily(reg);
  searchLogFamily(reg);
  topIconFamily(reg);
  adPlaceFamily(reg);
}
