import { CONTENT_WIDTH_AT_1440, defaultListWidth } from '@admin/shared/resource';
import { AD_PLACES } from './ad/places';
import { screenFor as adScreen } from './ad/ad-screen';
import { screenFor as pushScreen } from './push/push-screen';

/*
 * Every ad and push list shows its default columns within 1440 px (sidebar open) without a
 * horizontal scrollbar, for a user who may do everything. jsdom lays nothing out, so this sums the
 * declared column widths (the table is fixed-layout at exactly that sum); e2e checks it in Chromium.
 */
const lists = [
  ...Object.keys(AD_PLACES).map((path) => [path, adScreen(path).resource] as const),
  ['/push/index', pushScreen('/push/index', 'push.app').resource] as const,
  ['/push/pcIndex', pushScreen('/push/pcIndex', 'push.pc').resource] as const,
];

it.each(lists)('%s fits 1440 px', (_path, def) => {
  expect(defaultListWidth(def)).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
});
