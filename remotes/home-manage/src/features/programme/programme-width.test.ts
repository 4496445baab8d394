import { CONTENT_WIDTH_AT_1440, defaultListWidth } from '@admin/shared/resource';
import { lineResource, resource } from './programme-screen';

// The default columns fit 1440 px with the sidebar open (see remotes/ads/src/features/list-width.test.ts).
it.each([
  ['programmes', resource],
  ['score lines', lineResource],
])('/pick-school/index: the %s fit 1440 px', (_name, def) => {
  expect(defaultListWidth(def)).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
});
