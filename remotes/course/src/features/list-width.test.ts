import { CONTENT_WIDTH_AT_1440, defaultListWidth } from '@admin/shared/resource';
import { resource as commentStatistics } from './comment-statistics/comment-statistics-screen';
import { resource as courseAggregation } from './course-aggregation/course-aggregation-screen';
import { resource as courseFaqAlloc } from './course-faq-alloc/course-faq-alloc-screen';
import { resource as courseGroup } from './course-group/course-group-screen';
import { resource as courseRecommend } from './course-recommend/course-recommend-screen';
import { resource as courseTag } from './course-tag/course-tag-screen';
import { resource as prosysHuabeiConfig } from './prosys-huabei-config/prosys-huabei-config-screen';

/** The recommendation list shares the page with the category tree (240 px and a 16 px gap). */
const BESIDE_TREE = 256;

// The default columns fit 1440 px with the sidebar open (see remotes/ads/src/features/list-width.test.ts).
it.each([
  ['/course/tag', courseTag, 0],
  ['/course/group', courseGroup, 0],
  ['/course/aggregation', courseAggregation, 0],
  ['/course/faq-alloc', courseFaqAlloc, 0],
  ['/course/recommend', courseRecommend, BESIDE_TREE],
  ['/pay-method/indexNew', prosysHuabeiConfig, 0],
  ['/learn-interaction/index', commentStatistics, 0],
] as const)('%s fits 1440 px', (_path, def, beside) => {
  expect(defaultListWidth(def) + beside).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
});
