import { ACCOUNT_ENDPOINTS, type Endpoint } from '@admin/shared/contract';
import type { ResourceModule } from './define';
import { AD_RESOURCES, myHomeAdConfig } from './ads/ad';
import { appUser } from './account/app-user';
import { bcYearConfig, businessCourse } from './business-course/business-course';
import { productClassify } from './business-course/product-classify';
import { specialTopicPage } from './business-course/special-topic-page';
import {
  bcBanner,
  bcClockInActivity,
  bcClockInCourse,
  bcClockInSignUp,
  bcCsEntrance,
  bcEnglishWordModel,
  bcFloor,
  bcFloorContent,
  bcKnowledge,
  bcLiving,
  bcProduct,
} from './business-course/year-content';
import { courseTag } from './course/course-tag';
import { homeFloor } from './home/home-floor';
import { PUSH_RESOURCES } from './push/push';
import { REFERENCE_ENDPOINTS } from './reference/endpoints';


/*
 * Resource contracts (DESIGN 3.3, 4): the building blocks of API payloads and one module per
 * resource, grouped by domain. Shared between host and remotes by semver, not as a singleton: a
 * remote built with a newer version runs its own copy, and each module registers its endpoint rows
 * in the page's registry (`@admin/shared/contract`) when it loads.
 */
export * from './fields';
export * from './list-query';
export * from './define';
export * from './reference/base';
export * from './reference/school';
export * from './reference/practice';
export * from './reference/course-products';
export * from './reference/endpoints';
export * from './ads/ad-kinds';
export * from './ads/ad';
export * from './push/push';
export * from './course/course-tag';
export * from './home/home-floor';
export * from './account/app-user';
export * from './business-course/business-course';
export * from './business-course/year-content';
export * from './business-course/product-classify';
export * from './business-course/special-topic-page';

/** Every resource module of this version of the contract. */
export const ALL_RESOURCES: readonly ResourceModule[] = [
  ...AD_RESOURCES,
  myHomeAdConfig,
  ...PUSH_RESOURCES,
  courseTag,
  homeFloor,
  appUser,
  businessCourse,
  bcYearConfig,
  bcCsEntrance,
  bcFloor,
  bcFloorContent,
  bcEnglishWordModel,
  bcClockInActivity,
  bcClockInSignUp,
  bcClockInCourse,
  bcLiving,
  bcBanner,
  bcProduct,
  bcKnowledge,
  productClassify,
  specialTopicPage,
];

/** Every endpoint of /admin_api/v1 with the permission it needs: what the server registers and enforces. */
export const ENDPOINTS: readonly Endpoint[] = [...ACCOUNT_ENDPOINTS, ...REFERENCE_ENDPOINTS, ...ALL_RESOURCES.flatMap((r) => r.endpoints)];

export const resourceNamed = (name: string): ResourceModule | undefined => ALL_RESOURCES.find((r) => r.name === name);
