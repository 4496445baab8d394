import { z } from 'zod';
import { defineCollection, filter } from '../define';
import { crudSchemas, optionalImageUrl, optionalText, queryBool, shortText, version, yearNumber } from '../fields';
import { BC_CONTENT_ACCESS } from './business-course';

/** Special-topic pages (nav/bc/sepcial_topic_page/, the spec's spelling): landing pages made of a course's floors. */
export const specialTopicPageFields = {
  title: shortText(64),
  /** Business course it belongs to, or null for a stand-alone page. */
  bc_uuid: z.uuid().nullable().default(null),
  year: yearNumber.nullable().default(null),
  cover: optionalImageUrl.default(''),
  background_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: '背景色应为 #RRGGBB' })
    .default('#ffffff'),
  share_title: optionalText(64).default(''),
  share_desc: optionalText(128).default(''),
  /** Floors shown on the page, in order (uuids of floors of the course). */
  floor_uuids: z.array(z.uuid()).max(30).default([]),
  is_enable: z.boolean().default(true),
};
export const specialTopicPageSchemas = crudSchemas(specialTopicPageFields);
export type SpecialTopicPage = z.infer<typeof specialTopicPageSchemas.item>;
/** POST nav/bc/sepcial_topic_page/creator_or_update/: without `id` it creates; with `id` and `version` it updates. */
export const specialTopicUpsertSchema = z
  .strictObject({ id: z.number().int().min(1).optional(), ...specialTopicPageFields, version: version.optional() })
  .superRefine((v, ctx) => {
    if (v.id !== undefined && v.version === undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: '修改时必须带上读取时的 version' });
    if (v.id === undefined && v.version !== undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: '新建时不要带 version（修改时才需要 id 与 version）' });
  });
export type SpecialTopicUpsert = z.input<typeof specialTopicUpsertSchema>;

export const specialTopicPage = defineCollection({
  name: 'bc.special_topic_page',
  label: '专题页',
  labelEn: 'special topic page',
  base: '/nav/bc/sepcial_topic_page',
  paths: [
    ['list', 'GET', '/list/'],
    ['upsert', 'POST', '/creator_or_update/'],
  ],
  access: BC_CONTENT_ACCESS,
  schemas: specialTopicPageSchemas,
  filters: { title: filter.like(z.string().trim().max(64)), bc_uuid: filter.eq(z.uuid()), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'title', 'created_at', 'updated_at'],
  defaultOrder: '-updated_at',
  references: { bc_uuid: 'business_course' },
  sample: { title: '测试专题' },
});
