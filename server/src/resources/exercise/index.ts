import type { Registry } from '../../http/registry';
import { bookCoursePackageFamily } from './book-course-package';
import { materialFamily } from './material';
import { aggTestFamily } from './agg-test';
import { knowledgePracticeFamily } from './knowledge-practice';
import { questionFamily } from './question';
import { quizPackageFamily } from './quiz-package';

/** The implementations of the `exercise` resources of the contract (shared/src/contract/resources/exercise/). */
export function exerciseResources(reg: Registry): void {
  bookCoursePackageFamily(reg);
  materialFamily(reg);
  questionFamily(reg);
  quizPackageFamily(reg);
  knowledgePracticeFamily(reg);
  aggTestFamily(reg);
}
