import {
  businessCourseListQuerySchema,
  businessCourseSchemas,
  majorSubjectDetailQuerySchema,
  majorSubjectDetailSchema,
  yearConfigCheck,
  yearConfigSchema,
  type MajorSubjectDetail,
} from '@admin/shared/contract';
import type { Registry } from '../http/registry';
import { notFound } from '../http/api-error';
import { registerCollection, type CollectionDef } from '../resources/collection';
import { registerDocument } from '../resources/document';
import { uuidScopeParse } from '../resources/scope';

export const businessCourseDef: CollectionDef = {
  name: 'bc.course',
  label: '业务课',
  table: 'business_course',
  schemas: businessCourseSchemas,
  listQuery: businessCourseListQuerySchema,
  filters: {
    name: { op: 'like' },
    mold: { op: 'eq' },
    business_line: { op: 'eq' },
    is_enable: { op: 'eq' },
  },
  defaultOrder: 'sort,created_at',
  refs: [
    { field: 'subject_id', table: 'subject', label: '科目' },
    { field: 'major_ids', table: 'major', label: '专业', many: true },
  ],
};

/** nav/business_course/ and its per-year configuration (spec 7 "Course and navigation"). */
export function businessCourseFamily(reg: Registry): void {
  registerCollection(reg, businessCourseDef, {
    major_subject_detail: (_e, deps) => ({
      query: majorSubjectDetailQuerySchema,
      response: majorSubjectDetailSchema,
      summary: '业务课的科目与专业',
      handle: async (c): Promise<MajorSubjectDetail> => {
        const bc = await deps.db.selectFrom('business_course').selectAll().where('uuid', '=', c.query.uuid).executeTakeFirst();
        if (!bc) throw notFound('业务课');
        const subject = bc.subject_id
          ? ((await deps.db.selectFrom('subject').select(['id', 'name', 'code']).where('id', '=', bc.subject_id).executeTakeFirst()) ?? null)
          : null;
        const ids = JSON.parse(String(bc.major_ids)) as number[];
        const majors = ids.length
          ? await deps.db
              .selectFrom('major')
              .select(['id', 'code', 'name', 'mold', 'category_id as category'])
              .where('id', 'in', ids)
              .orderBy('code')
              .execute()
          : [];
        return { uuid: bc.uuid, name: bc.name, code: bc.code, subject, majors };
      },
    }),
  });

  registerDocument(reg, {
    name: 'bc.year_config',
    label: '业务课年份配置',
    table: 'bc_year_config',
    scope: [{ param: 'id', column: 'bc_uuid', parse: uuidScopeParse, exists: { table: 'business_course', key: 'uuid', label: '业务课' } }],
    schema: yearConfigSchema,
    defaults: { years: [] },
    check: yearConfigCheck,
    refs: [{ field: 'year', inList: 'years', table: 'kaoyan_year', key: 'year', label: '考研年份' }],
    writeMode: 'put',
  });
}
