/*
 * Every file that declares resource modules, by domain: adding a resource is adding its file here
 * (ALL_RESOURCES and the endpoint table collect the modules these files export).
 */
export * from './ads/ad-kinds';
export * from './ads/ad';
export * from './push/push';
export * from './course/course-tag';
export * from './home/home-floor';
export * from './home/homepagesetting';
export * from './setting/reference-group';
export * from './account/app-user';
export * from './business-course/business-course';
export * from './business-course/year-content';
export * from './business-course/product-classify';
export * from './business-course/special-topic-page';
export * from './article/news';
export * from './article/video';
export * from './setting/app-version';
export * from './setting/customer-service';
export * from './setting/policy';
export * from './payment/prosys-huabei-config';
export * from './comment/comment';
export * from './course/course-classify';
export * from './course/course-recommend';
export * from './course/course-group';
export * from './course/course-aggregation';
export * from './course/course-faq-alloc';
export * from './system/whitelist';
export * from './system/feedback';
export * from './account/app-user-purchase';
export * from './audit/operation-log';
