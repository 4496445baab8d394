import { Typography } from 'antd';
import { t } from '@admin/shared/i18n';
import { bookCoursePackageField, colourField, courseProductField, examCourseField, majorsField, moneyField } from '../fields/presets';
import { ReadableValue } from '../form/record-view';
import { useFormI18n } from '../form/texts';
import { formatTime } from '../list/format-time';
import {
  businessLineField,
  enableField,
  imageField,
  kaoyanYearField,
  linkFields,
  platformField,
  remarkField,
  scheduleField,
  sortField,
  subjectField,
  titleField,
  userGroupField,
} from '../presets';
import type { FieldDef } from '../types';
import { ht } from './texts';
import { screenFieldOf } from './screen-fields';

/*
 * How a changed field of the audit reads (the history drawer, the operation log): its label and
 * its values as the screen that edits it shows them. The field is looked for, in order, among the
 * fields the caller has (a screen's own), those of every screen of the resource defined in this
 * page (screen-fields.ts), and the kit's presets of the fields that recur (enabled, order, title,
 * link, schedule, platforms, audience…). A field none of them knows keeps its API name, and its
 * value is read plainly (是/否, local time, the names of items, the text of rich text), never as JSON.
 */

/** The recurring fields by API name (the first preset of a name wins). */
let recurring: Map<string, FieldDef> | null = null;
function recurringField(name: string): FieldDef | undefined {
  if (!recurring) {
    recurring = new Map();
    const presets: FieldDef[] = [
      titleField(),
      { name: 'name', label: 'resource.field.name', type: 'text' },
      ...linkFields(),
      enableField(),
      sortField(),
      remarkField(),
      imageField(),
      platformField(),
      businessLineField(),
      scheduleField(),
      userGroupField(),
      kaoyanYearField(),
      subjectField(),
      colourField(),
      moneyField(),
      courseProductField(),
      majorsField(),
      examCourseField(),
      bookCoursePackageField(),
    ];
    for (const f of presets) for (const n of [f.name, ...(f.end ? [f.end] : [])]) if (!recurring.has(n)) recurring.set(n, f);
  }
  return recurring.get(name);
}

/** A changed field: its label in the current language and, when known, the field that shows its values. */
export interface ChangeReading {
  label: string;
  field?: FieldDef;
}

/** The reading of `f` for the change of `name` (one end of a date range reads as a time). */
function readingOf(f: FieldDef, name: string): ChangeReading {
  const label = t(f.label);
  if (f.type !== 'dateRange') return { label, field: f };
  const part: FieldDef = { ...f, name, type: 'dateTime', end: undefined };
  return { label: ht(name === f.end ? 'history.rangeEnd' : 'history.rangeStart', { label }), field: part };
}

/** How the change of field `name` of `resource` reads; `own`: the fields of the screen that asks, looked at first. */
export function readChange(name: string, resource?: string, own?: readonly FieldDef[]): ChangeReading {
  const f = own?.find((x) => x.name === name || x.end === name) ?? (resource ? screenFieldOf(resource, name) : undefined) ?? recurringField(name);
  return f ? readingOf(f, name) : { label: name };
}

const CLIP = 80;
const clip = (s: string) => (s.length > CLIP ? `${s.slice(0, CLIP)}…` : s);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const HTML = /<[a-z][^>]*>/i;

/** The text of stored rich text (parsed, never run: DOMParser does not execute scripts). */
const textOfHtml = (html: string) => (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();

const nameOf = (x: unknown): string | undefined => {
  if (!x || typeof x !== 'object') return undefined;
  const r = x as Record<string, unknown>;
  const n = [r.name, r.title, r.label].find((s) => typeof s === 'string' && s);
  return n as string | undefined;
};

/** A value no field describes, as plain text ('' for none). */
export function plainValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'boolean') return t(v ? 'resource.yes' : 'resource.no');
  if (typeof v === 'string') return ISO_TIME.test(v) ? formatTime(v) : clip(HTML.test(v) ? textOfHtml(v) : v);
  if (Array.isArray(v)) {
    if (v.every((x) => x === null || typeof x !== 'object')) return clip(v.map(plainValue).join(ht('history.listSep')));
    const names = v.map(nameOf);
    return names.every(Boolean) ? clip(names.join(ht('history.listSep'))) : ht('history.items', { n: v.length });
  }
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    return nameOf(v) ?? clip(entries.map(([k, x]) => `${k}: ${plainValue(x) || '—'}`).join(ht('history.listSep')));
  }
  return String(v);
}

/** One value of a change as people read it: as its field shows it, else plainly; (空) for none. */
export function ChangeValue({ reading, value }: { reading: ChangeReading; value: unknown }) {
  const { t: tf } = useFormI18n();
  if (reading.field) return <ReadableValue field={reading.field} record={{ [reading.field.name]: value }} />;
  const text = plainValue(value);
  return text ? <>{text}</> : <Typography.Text type="secondary">{tf('form.empty')}</Typography.Text>;
}
