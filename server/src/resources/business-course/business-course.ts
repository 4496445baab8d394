import {
  bcYearConfig,
  businessCourse,
  majorSubjectDetailQuerySchema,
  majorSubjectDetailSchema,
  type MajorSubjectDetail,
} from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { notFound } from '../../http/api-error';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import { registerDocument } from '../../kit/document';

type Rec = Record<string, unknown>;

export const businessCourseDef: CollectionDef = {
  resource: businessCourse,
  table: 'business_course',
  // The years configured travel with the course: the mini-program list shows them per row.
  decorate: async (db, items) => {
    const uuids = items.map((i) => i.uuid);
    if (!uuids.length) return items;
    const configs = await db.selectFrom('bc_year_config').select(['bc_uuid', 'data']).where('bc_uuid', 'in', uuids).execute();
    const years = new Map(
      configs.map((r) => {
        const list = (JSON.parse(String(r.data)) as { years: { year: number; is_enable: boolean }[] }).years;
        return [
          r.bc_uuid,
          list
            .filter((y) => y.is_enable)
            .map((y) => y.year)
            .sort((a, b) => b - a),
        ];
      }),
    );
    return items.map((i: Rec) => ({ ...i, years: years.get(i.uuid) ?? [] }));
  },
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
          ? await deps.db.selectFrom('major').select(['id', 'code', 'name', 'mold', 'category_id as category']).where('id', 'in', ids).orderBy('code').execute()
          : [];
        return { uuid: bc.uuid, name: bc.name, code: bc.code, subject, majors };
      },
    }),
  });

  registerDocument(reg, {
    resource: bcYearConfig,
    table: 'bc_year_config',
    scope: [{ param: 'id', column: 'bc_uuid', exists: { table: 'business_course', key: 'uuid', label: '业务课' } }],
  });
}
