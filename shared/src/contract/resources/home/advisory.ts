import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { DEMO_IMAGE } from '../demo-image';
import { crudSchemas, imageUrl, linkShape, optionalText, queryBool, shortText, sort, type RecordCheck } from '../fields';
import { both, linkCheck } from '../business-course/checks';

/** A time of day as the apps show it, `09:00`. */
const clock = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: '时间格式为 HH:mm，如 09:00' });

/** The advisor answers within working hours: the end comes after the start. */
const hoursCheck: RecordCheck = (v) =>
  typeof v.work_start === 'string' && typeof v.work_end === 'string' && v.work_end <= v.work_start
    ? [{ field: 'work_end', message: '下班时间必须晚于上班时间' }]
    : [];

/**
 * Consultation entry points (/homemanage/advisory, 咨询互动, app.view_consult_interactive): an
 * advisor students reach from the app by QR code, WeChat id or a link, within working hours.
 */
export const advisorySchemas = crudSchemas(
  {
    title: shortText(32),
    advisor_name: shortText(16),
    advisor_avatar: imageUrl,
    qr_image: imageUrl,
    wechat_id: optionalText(64).default(''),
    ...linkShape,
    work_start: clock.default('09:00'),
    work_end: clock.default('21:00'),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  { check: both(linkCheck('link_type', 'link_value'), hoursCheck) },
);
export type Advisory = z.infer<typeof advisorySchemas.item>;

const IMG = DEMO_IMAGE;
export const advisory = defineCollection({
  name: 'home.advisory',
  label: '咨询入口',
  labelEn: 'advisory entry',
  base: '/app/consult-interactive',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('app.view_consult_interactive')],
  schemas: advisorySchemas,
  filters: { title: filter.like(z.string().trim().max(32)), advisor_name: filter.like(z.string().trim().max(16)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'updated_at'],
  defaultOrder: 'sort,id',
  sample: { title: '测试咨询入口', advisor_name: '王老师', advisor_avatar: IMG, qr_image: IMG, wechat_id: 'kaoyan_test' },
});
