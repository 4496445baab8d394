import {
  STAFF_LABEL,
  STAFF_PERMISSIONS,
  UPLOAD_LABEL,
  UPLOAD_PERMISSIONS,
  permissionSet,
  permissionsFor,
  type Endpoint,
  type HttpMethod,
} from '@admin/shared/contract';
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
const clockIn = (path: string, resource: string): Endpoint => ({
  method: 'GET',
  path,
  resource,
  op: 'list',
  auth: 'permission',
  permissions: CLOCK_IN_READERS,
});

/** Each call by one name (`REFERENCE.productSystems`), for the typed client (`api.reference.productSystems`). */
export const REFERENCE = {
  userGroups: staff('GET', '/base/user_groups/', 'ref.user_groups'),
  classifies: staff('GET', '/base/classifies', 'ref.classifies'),
  uploadImage: {
    method: 'POST',
    path: '/base/upload/image',
    resource: 'upload',
    op: 'image',
    auth: 'permission',
    permissions: UPLOAD_PERMISSIONS,
    permissionLabel: UPLOAD_LABEL,
  },
  uploadDocument: {
    method: 'POST',
    path: '/base/upload/document',
    resource: 'upload',
    op: 'document',
    auth: 'permission',
    permissions: UPLOAD_PERMISSIONS,
    permissionLabel: UPLOAD_LABEL,
  },
  uploadVideo: {
    method: 'POST',
    path: '/base/upload/video',
    resource: 'upload',
    op: 'video',
    auth: 'permission',
    permissions: UPLOAD_PERMISSIONS,
    permissionLabel: UPLOAD_LABEL,
  },
  productSystems: staff('GET', '/base/get-pro-sys/', 'ref.product_systems'),
  subjects: staff('GET', '/base/dp/subjects/', 'ref.subjects'),
  kaoyanYears: staff('GET', '/base/dp/kaoyan-year/', 'ref.kaoyan_years'),
  /** Opening a year ahead of the calendar is for those who set up the business courses' years. */
  addKaoyanYear: {
    method: 'POST',
    path: '/base/dp/kaoyan-year/',
    resource: 'ref.kaoyan_years',
    op: 'add',
    auth: 'permission',
    permissions: [permissionSet('nav.view_businesscoursemanagement').add],
  },
  subjectTree: staff('GET', '/base/drop_down/subject_tree/', 'ref.subject_tree', 'tree'),
  subjectsTree: staff('GET', '/base/dp/subjects/tree/', 'ref.subjects_tree', 'tree'),
  resourceGroups: staff('GET', '/base/resource_group/list/', 'ref.resource_groups'),
  majorsTree: staff('GET', '/school/dp/majors/tree/', 'ref.majors_tree', 'tree'),
  courseTree: staff('GET', '/school/dp/majors/course/tree/', 'ref.course_tree', 'tree'),
  courseClassify: staff('GET', '/course/classify/full', 'ref.course_classify', 'tree'),
  courseProducts: staff('GET', '/course/products/direct/new', 'ref.course_products'),
  courseProductsBySys: staff('GET', '/course/product/sys/', 'ref.course_products_by_sys'),
  clockInPackages: clockIn('/nav/clockin/packages/', 'ref.clock_in_packages'),
  clockInOptions: clockIn('/nav/clock_in_activity/option/', 'ref.clock_in_options'),
  clockInDeliveryOptions: clockIn('/nav/clock_in_activity/delivery/option/', 'ref.clock_in_delivery_options'),
  availableQuizPackages: staff('GET', '/practice/available-quiz-pkg/', 'ref.available_quiz_packages'),
  availableQuizzes: staff('GET', '/practice/available-quiz/', 'ref.available_quizzes'),
  knowledgeList: staff('GET', '/practice/knowledge/list/', 'ref.knowledge_list'),
  bookCoursePackages: staff('GET', '/practice/book/course/package/list/simple', 'ref.book_course_packages'),
} as const satisfies Record<string, Endpoint>;

export const REFERENCE_ENDPOINTS = defineEndpoints(Object.values(REFERENCE));
