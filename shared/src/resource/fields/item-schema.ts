import dayjs from 'dayjs';
import { z } from 'zod';
import { unwrapSchema } from '@admin/shared/contract/resources';
import type { FieldDef, Rec, ResourceDef } from '../types';
import { fieldSchema, schemaDefault, toFormValue } from '../values';

/** What a sub-list needs of the form it is in. */
export type ItemParent = Pick<ResourceDef, 'fields' | 'schemas'>;

const EMPTY_ITEM = z.strictObject({});

/** The contract's array schema of a list field, or undefined when it is not an array. */
function arraySchema(def: ItemParent, field: FieldDef): z.ZodArray | undefined {
  const s = fieldSchema(def, field.name);
  const inner = s ? unwrapSchema(s) : undefined;
  return inner instanceof z.ZodArray ? inner : undefined;
}

/** The items of a list field as a form of their own: its fields and the item schema of the contract. */
export function itemDefOf(def: ItemParent, field: FieldDef): ItemParent {
  const element = arraySchema(def, field)?.element as z.ZodType | undefined;
  const obj = element ? unwrapSchema(element) : undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const create = (obj instanceof z.ZodObject ? obj : EMPTY_ITEM) as z.ZodObject<any>;
  return { fields: field.item?.fields ?? [], schemas: { create } };
}

/** The item count the contract allows (`z.array(...).min(a).max(b)`). */
export function listLimits(def: ItemParent, field: FieldDef): { min: number; max: number } {
  let min = 0;
  let max = Infinity;
  for (const check of arraySchema(def, field)?._zod.def.checks ?? []) {
    const d = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number };
    if (d.check === 'min_length') min = Math.max(min, d.minimum ?? 0);
    if (d.check === 'max_length') max = Math.min(max, d.maximum ?? Infinity);
    if (d.check === 'length_equals') min = max = d.length ?? 0;
  }
  return { min, max };
}

/** The form values of a new item: the item schema's defaults. */
export function itemDefaults(itemDef: ItemParent): Rec {
  const rec: Rec = {};
  for (const [k, s] of Object.entries(itemDef.schemas.create.shape)) {
    const d = schemaDefault(s as z.ZodType);
    if (d !== undefined) rec[k] = d;
  }
  const out: Rec = {};
  for (const f of itemDef.fields) out[f.name] = toFormValue(f, rec);
  return out;
}

const filled = (v: unknown): boolean =>
  v !== undefined &&
  v !== null &&
  v !== '' &&
  v !== false &&
  !(Array.isArray(v) && v.every((x) => !filled(x))) &&
  !(typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);

/** Whether an item holds anything a person typed or picked, i.e. differs from a new item (then removing it asks first). */
export function hasContent(itemDef: ItemParent, item: Rec | undefined): boolean {
  if (!item) return false;
  const fresh = itemDefaults(itemDef);
  return itemDef.fields.some((f) => filled(item[f.name]) && JSON.stringify(item[f.name]) !== JSON.stringify(fresh[f.name]));
}

/** A deep copy of an item's form values (dates stay dayjs, unlike structuredClone). */
export function copyValue<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copyValue) as T;
  if (dayjs.isDayjs(v)) return v.clone() as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copyValue(x)])) as T;
  return v;
}
