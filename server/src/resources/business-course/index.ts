import type { Registry } from '../../http/registry';
import { businessCourseFamily } from './business-course';
import { productClassifyFamily } from './product-classify';
import { specialTopicPageFamily } from './special-topic-page';
import { yearContentFamily } from './year-content';
import { yearCopyFamily } from './year-copy';

/** The implementations of the `business-course` resources of the contract (shared/src/contract/resources/business-course/). */
export function businessCourseResources(reg: Registry): void {
  businessCourseFamily(reg);
  yearContentFamily(reg);
  yearCopyFamily(reg);
  productClassifyFamily(reg);
  specialTopicPageFamily(reg);
}
