import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { DEMO_IMAGE } from '../demo-image';
import { crudSchemas, imageUrl, queryBool, shortText, sort, yearNumber } from '../fields';

/** Exam-prep chat groups (/setting/reference-group, 备考群): the WeChat groups students join by QR code. */
export const referenceGroupSchemas = crudSchemas({
  name: shortText(32),
  qr_image: imageUrl,
  /** Subject (GET base/dp/subjects/), or null for every subject. */
  subject_id: z.number().int().min(1).nullable().default(null),
  kaoyan_year: yearNumber.nullable().default(null),
  capacity: z.number().int().min(1).max(5000).default(500),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
});

const QR = DEMO_IMAGE;
export const referenceGroup = defineCollection({
  name: 'setting.reference_group',
  label: '备考群',
  labelEn: 'study group',
  base: '/setting/reference-group',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('base_services.view_exampreparationgroup')],
  schemas: referenceGroupSchemas,
  filters: { name: filter.like(z.string().trim().max(32)), kaoyan_year: filter.eq(z.coerce.number().int()), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort', 'capacity', 'updated_at'],
  defaultOrder: 'sort,id',
  unique: ['name'],
  references: { subject_id: 'subject', kaoyan_year: 'kaoyan_year' },
  sample: { name: '测试备考群', qr_image: QR, capacity: 200 },
});
