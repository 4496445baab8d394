import { STAFF_LABEL, STAFF_PERMISSIONS, UPLOAD_LABEL, UPLOAD_PERMISSIONS, permissionSet, permissionsFor, type Endpoint, type HttpMethod } from '@admin/shared/contract';
import { defineEndpoints } from '../define';

/*
 * Calls that are no resource of their own: reference data (dropdowns and trees) that many screens
 * read, and the image upload (spec 7 "Base and reference", "Practice", the reads of "Course and
 * navigation").
 */

const staff = (method: HttpMethod, path: string, resource: string, op = 'list'): Endpoint => ({
  method,
  path,
  resource,
  op,
  auth: 'permission',
  permissions: STAFF_PERMISSIONS,
  permissionLabel: STAFF_LABEL,
});

const CLOCK_IN_READERS = permissionsFor(
  ['nav.view_businesscoursemanagement', 'base_services.view_miniprogram', 'base_services.practise_clock_in_activity_view'].map(permissionSet),
  ['view'],
);
const clockIn = (path: string, resource: string): Endpoint => ({ method: 'GET', path, resource, op: 'list', auth: 'permission', permissions: CLOCK_IN_READERS });

export const REFERENCE_ENDPOINTS = defineEndpoints([
  staff('GET', '/base/user_groups/', 'ref.user_groups'),
  staff('GET', '/base/classifies', 'ref.classifies'),
  { method: 'POST', path: '/base/upload/image', resource: 'upload', op: 'image', auth: 'permission', permissions: UPLOAD_PERMISSIONS, permissionLabel: UPLOAD_LABEL },
  { method: 'POST', path: '/base/upload/document', resource: 'upload', op: 'document', auth: 'permission', permissions: UPLOAD_PERMISSIONS, permissionLabel: UPLOAD_LABEL },
  { method: 'POST', path: '/base/upload/video', resource: 'upload', op: 'video', auth: 'permission', permissions: UPLOAD_PERMISSIONS, permissionLabel: UPLOAD_LABEL },
  staff('GET', '/base/get-pro-sys/', 'ref.product_systems'),
  staff('GET', '/base/dp/subjects/', 'ref.subjects'),
  staff('GET', '/base/dp/kaoyan-year/', 'ref.kaoyan_years'),
  staff('GET', '/base/drop_down/subject_tree/', 'ref.subject_tree', 'tree'),
  staff('GET', '/base/dp/subjects/tree/', 'ref.subjects_tree', 'tree'),
  staff('GET', '/base/resource_group/list/', 'ref.resource_groups'),
  staff('GET', '/school/dp/majors/tree/', 'ref.majors_tree', 'tree'),
  staff('GET', '/school/dp/majors/course/tree/', 'ref.course_tree', 'tree'),
  staff('GET', '/course/classify/full', 'ref.course_classify', 'tree'),
  staff('GET', '/course/products/direct/new', 'ref.course_products'),
  staff('GET', '/course/product/sys/', 'ref.course_products_by_sys'),
  clockIn('/nav/clockin/packages/', 'ref.clock_in_packages'),
  clockIn('/nav/clock_in_activity/option/', 'ref.clock_in_options'),
  clockIn('/nav/clock_in_activity/delivery/option/', 'ref.clock_in_delivery_options'),
  staff('GET', '/practice/available-quiz-pkg/', 'ref.available_quiz_packages'),
  staff('GET', '/practice/available-quiz/', 'ref.available_quizzes'),
  staff('GET', '/practice/knowledge/list/', 'ref.knowledge_list'),
  staff('GET', '/practice/book/course/package/list/simple', 'ref.book_course_packages'),
]);
