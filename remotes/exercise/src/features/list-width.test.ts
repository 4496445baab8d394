import { CONTENT_WIDTH_AT_1440, defaultListWidth } from '@admin/shared/resource';
import { bannerResource, clockInResource, floorContentResource, floorResource, productResource } from './bc-content/year-resources';
import { resource as businessCourse } from './business-course/business-course-screen';
import { aggContentResource, aggTestResource } from './agg-test/agg-test-resource';
import { knowledgePracticeResource } from './knowledge-practice/knowledge-practice-resource';
import { questionResource } from './question-bank/question-resource';
import { itemResource, sectionResource } from './quiz-package/quiz-items';
import { quizPackageResource } from './quiz-package/quiz-package-resource';

// The default columns fit 1440 px with the sidebar open (see remotes/ads/src/features/list-width.test.ts).
it.each([
  ['/exercise/business-course', businessCourse],
  ['bc floors', floorResource],
  ['bc floor content', floorContentResource],
  ['bc clock-in', clockInResource],
  ['bc banners', bannerResource],
  ['bc products', productResource],
  ['/exercise/quiz-pkg', quizPackageResource],
  ['question bank', questionResource],
  ['package sections', sectionResource(1)],
  ['package items', itemResource(1)],
  ['/exercise/knowledge-practice', knowledgePracticeResource],
  ['/exercise/agg-pkg', aggTestResource],
  ['test contents', aggContentResource(1)],
])('%s fits 1440 px', (_path, def) => {
  expect(defaultListWidth(def)).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
});
