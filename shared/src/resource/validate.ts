import type { z } from 'zod';
import type { FieldError } from '@admin/shared/contract';
import { rt } from './texts';
import type { FieldDef, PlacedErrors, Rec, ResourceDef } from './types';
import { apiNames, fieldSchema, formFields, fromFormValue } from './values';

/*
 * Client-side validation with the contract's zod schemas, so the form says what the server would
 * before the request. Messages the contract writes itself (regexes, refinements) are kept; zod's
 * generic ones are replaced by short texts a person can act on.
 */

/** Marks an issue whose message zod made up (the schema gave none). */
const GENERIC = '\u0000';
const markGeneric = { error: () => GENERIC };

const SELECT_TYPES: readonly FieldDef['type'][] = ['select', 'checkboxes', 'radio', 'image', 'dateTime', 'dateRange', 'switch'];

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((cur, k) => (cur !== null && typeof cur === 'object' ? (cur as Record<PropertyKey, unknown>)[k] : undefined), root);

function issueMessage(issue: z.core.$ZodIssue, input: unknown, field: FieldDef | undefined, label: string): string {
  if (issue.message !== GENERIC) return issue.message;
  const pick = field && SELECT_TYPES.includes(field.type);
  const empty = input === undefined || input === null || input === '';
  const required = () => rt(pick ? 'resource.required.select' : 'resource.required.input', { label });
  switch (issue.code) {
    case 'invalid_type':
      return empty ? required() : issue.expected === 'int' ? rt('resource.integer') : rt('resource.invalid');
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n <= 1 ? required() : rt('resource.tooShort', { n });
      if (issue.origin === 'array') return n <= 1 ? required() : rt('resource.tooFew', { n });
      return rt('resource.min', { n });
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return rt('resource.tooLong', { n });
      if (issue.origin === 'array') return rt('resource.tooMany', { n });
      return rt('resource.max', { n });
    }
    case 'invalid_value':
      return rt('resource.oneOf');
    case 'invalid_format':
      return empty ? required() : rt('resource.invalid');
    default:
      return empty ? required() : rt('resource.invalid');
  }
}

/** The form field that owns an API field (e.g. `end_at` → the schedule range, `platforms.1` → platforms). */
export function ownerOf(def: Pick<ResourceDef, 'fields'>, apiField: string): FieldDef | undefined {
  const head = apiField.split('.')[0];
  return formFields(def).find((f) => apiNames(f).includes(head));
}

/** Errors of one schema parse as API field errors with the kit's messages; `at` names the field a field schema parses. */
export function zodFieldErrors(
  def: Pick<ResourceDef, 'fields'>,
  schema: z.ZodType,
  input: unknown,
  t: (key: string) => string = (k) => k,
  at = '',
): FieldError[] {
  const r = schema.safeParse(input, markGeneric);
  if (r.success) return [];
  return r.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') return issue.keys.map((k) => ({ field: k, message: rt('resource.invalid') }));
    const field = [at, ...issue.path.map(String)].filter(Boolean).join('.');
    const owner = ownerOf(def, field);
    return [{ field, message: issueMessage(issue, valueAt(input, issue.path), owner, owner ? t(owner.label) : '') }];
  });
}

/** The rule of one form field: its contract schema applied to the API value(s) of the control. */
export function fieldProblem(def: Pick<ResourceDef, 'fields' | 'schemas'>, f: FieldDef, value: unknown, t: (key: string) => string): string | null {
  const api = fromFormValue(f, value);
  for (const n of apiNames(f)) {
    const s = fieldSchema(def, n);
    if (!s) continue;
    const errors = zodFieldErrors(def, s, api[n], t, n);
    if (errors.length) return errors[0].message;
  }
  return null;
}

/**
 * Every problem of a body about to be sent: the op's schema (create / PUT / PATCH), then the
 * contract's cross-field rules on the record as it would be stored (`base` overlaid with the body).
 */
export function bodyProblems(def: Pick<ResourceDef, 'fields' | 'schemas'>, schema: z.ZodType, body: Rec, base: Rec, t: (key: string) => string): FieldError[] {
  const errors = zodFieldErrors(def, schema, body, t);
  if (errors.length) return errors;
  const parsed = schema.safeParse(body);
  const stored = { ...base, ...(parsed.success ? (parsed.data as Rec) : body) };
  delete stored.version;
  return def.schemas.check?.(stored) ?? [];
}

/** Puts field errors (the client's or the server's 40000 `data.errors`) beside the fields they belong to. */
export function placeErrors(def: Pick<ResourceDef, 'fields'>, errors: readonly FieldError[], shown: (f: FieldDef) => boolean = () => true): PlacedErrors {
  const byField: Record<string, string[]> = {};
  const rest: FieldError[] = [];
  for (const e of errors) {
    const owner = ownerOf(def, e.field);
    // An error of a sub-list item's field (`items.2.title`) goes to that field of that item.
    const inItem = owner?.type === 'list' && /^[^.]+\.\d+\.[^.]+/.test(e.field) && owner.item?.fields.some((f) => f.name === e.field.split('.')[2]);
    const at = inItem ? e.field.split('.').slice(0, 3).join('.') : owner?.name;
    if (owner && at && shown(owner)) (byField[at] ??= []).push(e.message);
    else rest.push(e);
  }
  return { byField, rest };
}
