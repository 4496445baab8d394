import type { Registry } from '../../http/registry';
import { courseAggregationFamily } from './course-aggregation';
import { courseClassifyFamily } from './course-classify';
import { courseFaqAllocFamily } from './course-faq-alloc';

/** The implementations of the `course` resources of the contract (shared/src/contract/resources/course/). */
export function courseResources(reg: Registry): void {
  courseClassifyFamily(reg);
  courseAggregationFamily(reg);
  courseFaqAllocFamily(reg);
}
