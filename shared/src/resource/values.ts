import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { z } from 'zod';
import type { FieldDef, FormConfig, Rec, ResourceDef } from './types';

/*
 * Conversions between a record as the API holds it and the values of the antd form: times are
 * ISO text with an offset in the API and dayjs in the pickers; a date range is two API fields and
 * one form field.
 */

export const formConfig = (f: FieldDef): FormConfig | null => (f.form === false ? null : f.form === true || f.form === undefined ? {} : f.form);
export const formFields = (def: Pick<ResourceDef, 'fields'>): FieldDef[] => def.fields.filter((f) => f.form !== false);

/** The API fields a form field writes. */
export const apiNames = (f: FieldDef): string[] => (f.type === 'dateRange' && f.end ? [f.name, f.end] : [f.name]);

export function fieldSchema(def: Pick<ResourceDef, 'schemas'>, name: string): z.ZodType | undefined {
  return def.schemas.create.shape[name] as z.ZodType | undefined;
}

/** The contract default of a field, or undefined when it has none. */
export function schemaDefault(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const r = schema.safeParse(undefined);
  return r.success ? r.data : undefined;
}

/** A field is required when the contract rejects leaving it out (no default, not optional), or when its `required` says so for `values`. */
export function isRequired(def: Pick<ResourceDef, 'schemas'>, f: FieldDef, values: Rec = {}): boolean {
  if (typeof f.required === 'function') return f.required(values);
  if (f.required !== undefined) return f.required;
  return apiNames(f).some((n) => {
    const s = fieldSchema(def, n);
    return !!s && !s.safeParse(undefined).success;
  });
}

const toDayjs = (v: unknown): Dayjs | null => (typeof v === 'string' && v ? dayjs(v) : null);
const toIso = (v: unknown): string | null => (dayjs.isDayjs(v) && v.isValid() ? v.format() : null);

/** The form value of a field from an API record. */
export function toFormValue(f: FieldDef, rec: Rec): unknown {
  if (f.type === 'dateRange') {
    const start = toDayjs(rec[f.name]);
    const end = f.end ? toDayjs(rec[f.end]) : null;
    return start || end ? [start, end] : null;
  }
  if (f.type === 'dateTime') return toDayjs(rec[f.name]);
  if (f.type === 'idList') return Array.isArray(rec[f.name]) ? (rec[f.name] as unknown[]).join(', ') : '';
  if (f.type === 'list') return Array.isArray(rec[f.name]) ? (rec[f.name] as Rec[]).map((item) => itemToForm(f, item)) : [];
  const v = rec[f.name];
  return v === null && f.emptyValue === null ? undefined : v;
}

/** The API fields of a form value; an empty control gives `emptyValue` or nothing. */
export function fromFormValue(f: FieldDef, value: unknown): Rec {
  if (f.type === 'dateRange') {
    const [start, end] = Array.isArray(value) ? value : [null, null];
    return { [f.name]: toIso(start), ...(f.end ? { [f.end]: toIso(end) } : {}) };
  }
  if (f.type === 'dateTime') return { [f.name]: toIso(value) };
  // A token that is not a whole number stays NaN, so the schema reports it instead of it vanishing.
  if (f.type === 'list') return { [f.name]: Array.isArray(value) ? (value as Rec[]).map((item) => itemFromForm(f, item)) : [] };
  if (f.type === 'idList')
    return {
      [f.name]: String(value ?? '')
        .split(/[\s,，、]+/)
        .filter(Boolean)
        .map((x) => (/^\d+$/.test(x) ? Number(x) : NaN)),
    };
  const empty = value === undefined || value === null || (f.type === 'number' && Number.isNaN(value));
  if (empty) return f.emptyValue === undefined ? {} : { [f.name]: f.emptyValue };
  return { [f.name]: value };
}

/** Only the writable fields of a record (what a PUT carries besides the version). */
export function recordBody(def: Pick<ResourceDef, 'schemas'>, rec: Rec): Rec {
  const out: Rec = {};
  for (const k of Object.keys(def.schemas.create.shape)) if (k in rec) out[k] = rec[k];
  return out;
}

/** Whether a form field is shown for these form values. */
export const isShown = (f: FieldDef, values: Rec): boolean => {
  const c = formConfig(f);
  return !!c && (!c.showIf || c.showIf(values));
};

/** Initial values of the form: the record being edited, or the contract defaults for a new one. */
export function initialValues(def: Pick<ResourceDef, 'fields' | 'schemas' | 'createDefaults'>, record?: Rec): Rec {
  const source: Rec = record ?? { ...defaultsOf(def), ...(def.createDefaults ?? {}) };
  const out: Rec = {};
  for (const f of formFields(def)) out[f.name] = toFormValue(f, source);
  return out;
}

function defaultsOf(def: Pick<ResourceDef, 'schemas'>): Rec {
  const out: Rec = {};
  for (const [k, s] of Object.entries(def.schemas.create.shape)) {
    const v = schemaDefault(s as z.ZodType);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/**
 * The body to send from the form values. A hidden field (its `showIf` is false) sends its
 * contract default so a stale value cannot linger; for an edit, fields the form does not show
 * keep the record's values (a PUT replaces the whole record).
 */
export function formBody(def: Pick<ResourceDef, 'fields' | 'schemas'>, values: Rec, record?: Rec): Rec {
  const body: Rec = record ? recordBody(def, record) : {};
  for (const f of formFields(def)) {
    if (formConfig(f)?.readOnlyOnEdit && record) continue;
    if (!isShown(f, values)) {
      for (const n of apiNames(f)) {
        const d = schemaDefault(fieldSchema(def, n));
        if (d === undefined) delete body[n];
        else body[n] = d;
      }
      continue;
    }
    const api = fromFormValue(f, values[f.name]);
    for (const n of apiNames(f)) {
      if (n in api) body[n] = api[n];
      else delete body[n];
    }
  }
  return body;
}

/** A sub-list item's form values, converted field by field like the form's own. */
function itemToForm(f: FieldDef, item: Rec): Rec {
  const out: Rec = { ...item };
  for (const sub of f.item?.fields ?? []) {
    for (const n of apiNames(sub)) delete out[n];
    out[sub.name] = toFormValue(sub, item ?? {});
  }
  return out;
}

function itemFromForm(f: FieldDef, item: Rec | undefined): Rec {
  const out: Rec = { ...(item ?? {}) };
  for (const sub of f.item?.fields ?? []) {
    delete out[sub.name];
    Object.assign(out, fromFormValue(sub, item?.[sub.name]));
  }
  return out;
}
