import type { Registry } from '../../http/registry';
import { courseAggregationFamily } from './course-aggregation';
import { courseNavigationFamily } from './course-navigation';
import { courseFaqAllocFamily } from './course-faq-alloc';

/** The implementations of the `course` resources of the contract (shared/src/contract/resources/course/). */
export function courseResources(reg: Registry): void {
  courseNavigationFamily(reg);
  courseAggregationFamily(reg);
  courseFaqAllocFamily(reg);
}
