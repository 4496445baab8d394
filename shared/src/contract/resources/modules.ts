/*
 * Every file that declares resource modules, by domain: adding a resource is adding its file here
 * (ALL_RESOURCES and the endpoint table collect the modules these files export).
 */
export * from './ads/ad-kinds';
export * from './ads/ad';
export * from './push/push';
export * from './course/course-tag';
export * from './home/home-floor';
export * from './setting/reference-group';
export * from './account/app-user';
export * from './business-course/business-course';
export * from './business-course/year-content';
export * from './business-course/product-classify';
export * from './business-course/special-topic-page';
export * from './system/whitelist';
export * from './system/feedback';
export * from './account/app-user-purchase';
