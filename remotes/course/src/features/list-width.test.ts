import { CONTENT_WIDTH_AT_1440, defaultListWidth } from '@admin/shared/resource';
import { resource as commentStatistics } from './comment-statistics/comment-statistics-screen';
import { resource as courseTag } from './course-tag/course-tag-screen';
import { resource as prosysHuabeiConfig } from './prosys-huabei-config/prosys-huabei-config-screen';

// The default columns fit 1440 px with the sidebar open (see remotes/ads/src/features/list-width.test.ts).
it.each([
  ['/course/tag', courseTag],
  ['/pay-method/indexNew', prosysHuabeiConfig],
  ['/learn-interaction/index', commentStatistics],
])('%s fits 1440 px', (_path, def) => {
  expect(defaultListWidth(def)).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
});
