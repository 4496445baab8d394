import { CONTENT_WIDTH_AT_1440, defaultListWidth } from '@admin/shared/resource';
import { bannerResource, clockInResource, floorContentResource, floorResource, productResource } from './bc-content/year-resources';
import { resource as businessCourse } from './business-course/business-course-screen';

// The default columns fit 1440 px with the sidebar open (see remotes/ads/src/features/list-width.test.ts).
it.each([
  ['/exercise/business-course', businessCourse],
  ['bc floors', floorResource],
  ['bc floor content', floorContentResource],
  ['bc clock-in', clockInResource],
  ['bc banners', bannerResource],
  ['bc products', productResource],
])('%s fits 1440 px', (_path, def) => {
  expect(defaultListWidth(def)).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
});
