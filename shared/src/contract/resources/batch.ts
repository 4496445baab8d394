import { z } from 'zod';
import { rangesOf, type CollectionModule } from './define';
import { patchShape, version } from './fields';
import { rangeOrder } from './time-range';

/**
 * Bodies of the batch calls (BATCH_PATHS): bulk change, bulk delete, reorder and export. Derived
 * from the collection module, so the server validates and the client types them from one place.
 */

/** At most this many rows in one bulk change, bulk delete or reorder. */
export const BATCH_MAX = 1000;

/** One row of a batch: its key and the version the client read. */
export type BatchItem = { id: number; version: number } | { uuid: string; version: number };

const idSchema = (idKey: 'id' | 'uuid') => (idKey === 'uuid' ? z.uuid({ message: '应为 UUID' }) : z.number().int().min(1).max(2_147_483_647));

/** `[{ id, version }, …]`: 1 to BATCH_MAX rows, each named once. */
export function batchItems(idKey: 'id' | 'uuid') {
  return z
    .array(z.strictObject({ [idKey]: idSchema(idKey), version }))
    .min(1)
    .max(BATCH_MAX)
    .refine((rows) => new Set(rows.map((r) => String(r[idKey]))).size === rows.length, { message: '同一条记录不能出现两次' });
}

/** The fields a bulk change may set: those the module's PATCH accepts, without their defaults. */
export function bulkChanges(m: CollectionModule) {
  const body = m.patchBody;
  if (!(body instanceof z.ZodObject)) throw new Error(`${m.name}: bulkPatch needs an object PATCH schema`);
  const { version: _v, ...fields } = body.shape as z.ZodRawShape;
  return z.strictObject(patchShape(fields)).refine((c) => Object.values(c).some((v) => v !== undefined), {
    message: '请至少修改 1 个字段',
    // Only when the fields themselves are fine (an unknown field is reported alone).
    when: (payload) => payload.issues.length === 0,
  });
}

export const bulkPatchBody = (m: CollectionModule) => z.strictObject({ items: batchItems(m.idKey), changes: bulkChanges(m) });
export const bulkDeleteBody = (m: CollectionModule) => z.strictObject({ items: batchItems(m.idKey) });
/** The rows in their new order. */
export const reorderBody = (m: CollectionModule) => z.strictObject({ items: batchItems(m.idKey) });

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_LANGS = ['zh', 'en'] as const;
/** At most this many columns in one export. */
export const EXPORT_COLUMNS_MAX = 100;

const optionValue = z.union([z.string().max(200), z.number(), z.boolean()]);
export const exportColumn = z.strictObject({
  field: z.string().min(1).max(64),
  label: z.string().trim().min(1).max(64),
  /** Option values and how people read them (a select's options). */
  options: z
    .array(z.strictObject({ value: optionValue, label: z.string().max(64) }))
    .max(500)
    .optional(),
  /** An amount in cents, written in yuan as the list shows it. */
  money: z.boolean().optional(),
  /** A field of the record the list shows in this one's place (a name beside an id), written when set. */
  shows: z.string().min(1).max(64).optional(),
});
export type ExportColumn = z.infer<typeof exportColumn>;

const validZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** Fields of the records a module's reads return. */
export function itemFields(m: CollectionModule): string[] {
  const item = m.schemas.item;
  return item instanceof z.ZodObject ? Object.keys(item.shape) : Object.keys(m.schemas.create.shape);
}

/**
 * A URL carries every filter as text (`is_enable=true`, `subject_id=3`); a JSON body may carry the
 * value itself (`true`, `3`). Booleans and numbers become the text the list's query parses, so a
 * filter means the same either way and is refused with the same message.
 */
const asQueryText = (v: unknown) => (typeof v === 'boolean' || typeof v === 'number' ? String(v) : v);

/** The list query of a module without paging, taking JSON values as well as text. */
function exportQuery(m: CollectionModule) {
  const { page: _page, limit: _limit, ...shape } = m.listQuery.shape as z.ZodRawShape;
  return z
    .strictObject(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, z.preprocess(asQueryText, s)])))
    .superRefine(rangeOrder(rangesOf(m.filters)));
}

/** POST …/export/: the list's filters and ordering (no paging), the columns and how to write values. */
export function exportBody(m: CollectionModule) {
  const fields = new Set(itemFields(m));
  return z.strictObject({
    format: z.enum(EXPORT_FORMATS),
    query: exportQuery(m).default({}),
    columns: z
      .array(
        exportColumn
          .refine((c) => fields.has(c.field), { message: `不是${m.label}的字段`, path: ['field'] })
          .refine((c) => c.shows === undefined || fields.has(c.shows), { message: `不是${m.label}的字段`, path: ['shows'] }),
      )
      .min(1, { message: '请至少选择 1 列' })
      .max(EXPORT_COLUMNS_MAX),
    lang: z.enum(EXPORT_LANGS).default('zh'),
    tz: z.string().max(64).refine(validZone, { message: '不是有效的时区，例如 Asia/Shanghai' }).default('Asia/Shanghai'),
  });
}
export type ExportBody = z.input<ReturnType<typeof exportBody>>;
