import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchItems } from '../batch';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, idsQuery, queryBool, richText, shortText, sort } from '../fields';

/** At most this many courses one FAQ is attached to. */
export const FAQ_MAX_COURSES = 200;

const productIds = z
  .array(z.number().int().min(1))
  .max(FAQ_MAX_COURSES, { message: `一个问题最多关联 ${FAQ_MAX_COURSES} 门课程` })
  .refine((a) => new Set(a).size === a.length, { message: '同一课程不能关联两次' });

/**
 * FAQs and the courses they are attached to (/course/faq-alloc, 常见问题分配,
 * course.view_faq_alloc): the questions a course page answers, with a rich-text answer.
 */
export const courseFaqAllocSchemas = crudSchemas({
  question: shortText(100),
  answer: richText(5000),
  /** Course products (GET course/products/direct/new) whose pages show this FAQ. */
  product_ids: productIds.default([]),
  sort: sort.default(0),
  is_enable: z.boolean().default(true),
});
export type CourseFaqAlloc = z.infer<typeof courseFaqAllocSchemas.item>;

/**
 * POST course/faq-alloc/attach/ and …/detach/: add the courses to, or take them off, every FAQ
 * named (with the version the client read); one transaction, all or nothing.
 */
export const faqAllocBulkBody = z.strictObject({
  items: batchItems('id'),
  product_ids: z
    .array(z.number().int().min(1))
    .min(1, { message: '请至少选择 1 门课程' })
    .max(100)
    .refine((a) => new Set(a).size === a.length, { message: '同一课程不能选两次' }),
});
export type FaqAllocBulk = z.infer<typeof faqAllocBulkBody>;

export const courseFaqAlloc = defineCollection({
  name: 'course.faq_alloc',
  label: '常见问题',
  labelEn: 'FAQ',
  base: '/course/faq-alloc',
  paths: [...CRUD_PATHS, ...BATCH_PATHS, ['attach', 'POST', '/attach/', 'change'], ['detach', 'POST', '/detach/', 'change']],
  access: [permissionSet('course.view_faq_alloc')],
  schemas: courseFaqAllocSchemas,
  filters: {
    question: filter.like(z.string().trim().max(100)),
    /** FAQs attached to this course product. */
    product_id: filter.custom(z.coerce.number().int().min(1)),
    is_enable: filter.eq(queryBool),
    ids: filter.custom(idsQuery),
  },
  ordering: ['id', 'sort', 'updated_at'],
  defaultOrder: 'sort,id',
  unique: [{ field: 'question', label: '问题' }],
  references: { product_ids: { kind: 'course_product', many: true } },
  sample: { question: '测试问题：课程可以回放吗？', answer: '<p>可以，直播结束后 2 小时内生成回放。</p>', product_ids: [1] },
});
