import { z } from 'zod';
import { PLATFORM_CODES } from '@admin/shared/contract';
import type { FilterDecl } from './define';

/**
 * Building blocks shared by every resource family of the contract: field schemas that recur
 * (platforms, business line, schedule, link, image), record metadata, and `crudSchemas`, which
 * turns one field shape into the create / update (PUT) / patch (PATCH) / item schemas of a resource.
 */

/** An integer id in a path or query (coerced from text). */
export const intId = z.coerce.number().int().min(1).max(2_147_483_647);
export const uuid = z.uuid();
export const version = z.number().int().min(0);
/** ISO 8601 with an offset, e.g. 2026-03-01T08:00:00+08:00 (or Z). */
export const dateTime = z.iso.datetime({ offset: true });
/** A kaoyan year in a path or query (coerced from text). */
export const kaoyanYear = z.coerce.number().int().min(2000).max(2100);
/** A kaoyan year in a JSON body. */
export const yearNumber = z.number().int().min(2000).max(2100);

export const platformCode = z
  .number()
  .int()
  .refine((v) => PLATFORM_CODES.includes(v), { message: '平台代码只能是 0 PC、1 H5、2 Android、3 iOS、6 pad、7 iPad' });
export const platforms = z
  .array(platformCode)
  .min(1)
  .max(PLATFORM_CODES.length)
  .refine((a) => new Set(a).size === a.length, { message: '平台不能重复' });

/** The list filter "shows on this platform" over a `platforms` list. */
export const platformFilter: FilterDecl = { op: 'hasInt', schema: z.coerce.number().int().min(0).max(7), column: 'platforms' };

export const businessLine = z.union([z.literal(1), z.literal(2)]);
export const sort = z.number().int().min(0).max(99_999);
export const shortText = (max = 64) => z.string().trim().min(1).max(max);
export const optionalText = (max = 200) => z.string().trim().max(max);

/** An uploaded image (`/uploads/...` from base/upload/image) or an absolute http(s) URL. */
export const imageUrl = z
  .string()
  .trim()
  .max(512)
  .regex(/^(\/uploads\/[A-Za-z0-9._-]+|https?:\/\/\S+)$/, {
    message: '图片地址应为上传接口返回的 /uploads/… 或 http(s):// 网址',
  });
export const optionalImageUrl = z.union([z.literal(''), imageUrl]);

/** Where a click goes (GLOSSARY): none, a course product id, a web URL, an app route key, a mini-program. */
export const LINK_TYPES = ['none', 'course', 'web', 'app_page', 'mini_program'] as const;
export const linkType = z.enum(LINK_TYPES);
export type LinkType = z.infer<typeof linkType>;

/** A link's fields in a record's shape: none by default (check them with `linkProblem`). */
export const linkShape = { link_type: linkType.default('none'), link_value: optionalText(512).default('') };

/** An optional schedule in a record's shape: shown from `start_at` until `end_at`, either open (check with `scheduleProblem`). */
export const optionalSchedule = { start_at: dateTime.nullable().default(null), end_at: dateTime.nullable().default(null) };

/** Cross-field rule for `{ link_type, link_value }`; returns an error message or null. */
export function linkProblem(linkTypeValue: LinkType | undefined, linkValue: string | undefined): string | null {
  const v = (linkValue ?? '').trim();
  switch (linkTypeValue ?? 'none') {
    case 'none':
      return v === '' ? null : '链接类型为“无”时链接内容必须为空';
    case 'course':
      return /^[1-9]\d{0,9}$/.test(v) ? null : '链接类型为“课程”时链接内容应为课程商品 ID（正整数）';
    case 'web':
      return /^https?:\/\/\S+$/.test(v) ? null : '链接类型为“网页”时链接内容应为 http(s):// 网址';
    case 'app_page':
      return /^[a-z][a-z0-9_/.-]{0,127}$/.test(v) ? null : '链接类型为“App 页面”时链接内容应为页面路由键，如 course/detail';
    case 'mini_program':
      return /^wx[0-9a-f]{16}(\/\S*)?$/.test(v) ? null : '链接类型为“小程序”时链接内容应为 appid 加路径，如 wx0123456789abcdef/pages/index';
    default:
      return '未知的链接类型';
  }
}

/** Cross-field rule for a schedule; returns an error message or null. */
export function scheduleProblem(startAt: string | null | undefined, endAt: string | null | undefined): string | null {
  if (!startAt || !endAt) return null;
  return Date.parse(endAt) > Date.parse(startAt) ? null : '结束时间必须晚于开始时间';
}

/** A CSS hex colour, e.g. #FF6A00. */
export const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, { message: '颜色为 # 加 6 位十六进制，如 #FF6A00' });

export const recordMeta = {
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
};

/** Body of a DELETE: optional; a `version` makes the delete conditional on it. */
export const deleteBody = z.strictObject({ version: version.optional() }).optional();
export type DeleteBody = z.infer<typeof deleteBody>;

type Unwrapped<T> = T extends z.ZodDefault<infer I> ? I : T;
type PatchShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<Unwrapped<S[K]>> };

/** The same shape without defaults, every field optional: a PATCH must not reset omitted fields. */
export function patchShape<S extends z.ZodRawShape>(shape: S): PatchShape<S> {
  const out: Record<string, z.ZodType> = {};
  for (const [k, s] of Object.entries(shape)) {
    const inner = s instanceof z.ZodDefault ? (s.unwrap() as z.ZodType) : (s as z.ZodType);
    out[k] = inner.optional();
  }
  return out as PatchShape<S>;
}

export type RecordCheck = (value: Record<string, unknown>) => { field: string; message: string }[];

/**
 * Schemas of one CRUD resource from its writable fields.
 * - create: the fields (defaults fill omitted optional ones), unknown keys rejected;
 * - update (PUT): the same plus `version`;
 * - patch (PATCH): any subset plus `version`;
 * - item: what reads return (`idKey` + fields + created_at/updated_at/version).
 * `check` holds cross-field rules; the server applies them to the record as it would be stored
 * (after merging a patch), so a PATCH cannot produce what a PUT would reject.
 */
export function crudSchemas<S extends z.ZodRawShape, I extends 'id' | 'uuid' = 'id'>(
  fields: S,
  opts: { idKey?: I; check?: RecordCheck; extraItem?: z.ZodRawShape } = {},
) {
  const idKey = (opts.idKey ?? 'id') as I;
  const idSchema = idKey === 'uuid' ? z.string() : z.number().int();
  const create = z.strictObject(fields);
  const update = z.strictObject({ ...fields, version });
  const patch = z.strictObject({ ...patchShape(fields), version });
  const item = z.object({
    ...({ [idKey]: idSchema } as { [K in I]: typeof idSchema }),
    ...fields,
    ...(opts.extraItem ?? {}),
    ...recordMeta,
  });
  return { create, update, patch, item, idKey, check: opts.check ?? (() => []) };
}

/** `data` of a list endpoint, for a given item schema. */
export const listPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

/** A boolean in a query string: 1/0/true/false. */
export const queryBool = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');
export const queryInt = z.coerce.number().int();
/** `ids=3,5,8` in a query: at most 100 ids, read as numbers. */
export const idsQuery = z
  .string()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, { message: 'ids 应为逗号分隔的正整数，最多 100 个' })
  .transform((v) => v.split(',').map(Number))
  .optional();

/** A tree node used by every dropdown tree (subjects, majors, courses, classifications). */
export interface TreeNode {
  id: number;
  name: string;
  code?: string;
  children: TreeNode[];
}
export const treeNodeSchema: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), code: z.string().optional(), children: z.array(treeNodeSchema) }),
);

/*
 * Structured field values. A rich-text field is marked in RICH_TEXT so the
 * client knows to offer the editor and the server knows to sanitise it on every write.
 */

/** Schemas holding HTML from the rich-text editor, with their length limit. */
export const RICH_TEXT = z.registry<{ max: number }>();

/** HTML from the rich-text editor, at most `max` characters; the server keeps only allowed tags and attributes. */
export const richText = (max = 20_000) =>
  z
    .string()
    .max(max, { message: `内容不能超过 ${max} 个字符` })
    .register(RICH_TEXT, { max });

/** The schema under optional / nullable / default wrappers. */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let s: z.ZodType = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
  return s;
}

/** Whether a field's schema is rich text (`richText(max)`, possibly optional or with a default). */
export const isRichText = (schema: z.ZodType | undefined): boolean => !!schema && RICH_TEXT.has(unwrapSchema(schema));

/** A document uploaded by base/upload/document: its stored URL, the name it had, its size in bytes. */
export const documentFile = z.strictObject({
  url: z.string().regex(/^\/uploads\/[a-f0-9]{32}\.(pdf|docx|xlsx|pptx|doc|xls|ppt|zip)$/, { message: '文件地址应为文档上传接口返回的 /uploads/…' }),
  name: z.string().trim().min(1).max(255),
  size: z.number().int().min(1),
});
export type DocumentFile = z.infer<typeof documentFile>;

/** A video: an uploaded file (base/upload/video) or an http(s) URL, a cover image and its length in seconds. */
export const videoValue = z.strictObject({
  url: z
    .string()
    .trim()
    .max(1024)
    .regex(/^(\/uploads\/[a-f0-9]{32}\.(mp4|webm)|https?:\/\/\S+)$/, { message: '视频地址应为上传接口返回的 /uploads/… 或 http(s):// 网址' }),
  cover: optionalImageUrl.default(''),
  duration: z.number().int({ message: '时长应为整数秒' }).min(0).max(86_400, { message: '时长不能超过 24 小时' }),
});
export type VideoValue = z.infer<typeof videoValue>;

/** A video that lists by its cover must have one: the cover check of a `video` field. */
export const videoCoverCheck =
  (field = 'video'): RecordCheck =>
  (v) => {
    const video = v[field];
    return video && typeof video === 'object' && !(video as { cover?: string }).cover ? [{ field, message: '请上传视频封面' }] : [];
  };
