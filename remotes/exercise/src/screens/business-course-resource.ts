import { http } from '@admin/shared/api';
import { BUSINESS_COURSE_ORDERING, businessCourseSchemas } from '@admin/shared/contract';
import type { Subject } from '@admin/shared/contract';
import { businessLineField, enableField, imageField, routesOf } from '@admin/shared/resource';
import type { Option, ResourceDef } from '@admin/shared/resource';

/** The calls of spec 7 under nav/business_course/ that the list screen uses. */
const PATHS = [
  ['list', 'GET', '/'],
  ['create', 'POST', '/'],
  ['get', 'GET', '/:id/'],
  ['update', 'PUT', '/:id/'],
  ['patch', 'PATCH', '/:id/'],
  ['delete', 'DELETE', '/:id/'],
] as const;

const MOLD_OPTIONS: readonly Option[] = [
  { value: 0, label: '公共课' },
  { value: 1, label: '专业课' },
];

/** Subjects from GET /base/dp/subjects/ (reference data every staff account may read). */
const subjectOptions = (): Promise<Option[]> =>
  http.get<Subject[]>('/base/dp/subjects/').then((list) => list.map((s) => ({ value: s.id, label: `${s.name}（${s.code}）` })));

/** /exercise/business-course: business courses (业务课); the per-year configuration is another screen. */
export const businessCourseResource: ResourceDef = {
  name: 'bc.course',
  title: '业务课管理',
  routes: routesOf('/nav/business_course', PATHS),
  idKey: 'uuid',
  schemas: businessCourseSchemas,
  titleField: 'name',
  orderable: BUSINESS_COURSE_ORDERING,
  defaultOrdering: 'sort',
  fields: [
    { name: 'name', label: '业务课名称', type: 'text', list: true, search: true },
    { name: 'code', label: '代码', type: 'text', list: true, form: { help: '考试科目代码，如 199、301、204' } },
    { name: 'mold', label: '类型', type: 'radio', options: MOLD_OPTIONS, list: true, search: true },
    { name: 'subject_id', label: '科目', type: 'select', options: subjectOptions, emptyValue: null, list: true },
    // Kept in the form so an edit (a whole-record PUT) does not drop the course's majors.
    { name: 'major_ids', label: '专业 ID', type: 'idList', form: { help: '该业务课面向的专业 ID，用逗号或换行分隔' } },
    businessLineField({ list: true }),
    imageField({ name: 'cover', label: '封面', list: false }),
    { name: 'intro', label: '简介', type: 'textarea' },
    { name: 'mini_program_app_id', label: '小程序 appid', type: 'text' },
    { name: 'sort', label: '排序（小的在前）', type: 'number', list: true },
    enableField(),
  ],
};
