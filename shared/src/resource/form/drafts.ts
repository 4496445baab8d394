import dayjs from 'dayjs';
import type { FieldDef, Rec } from '../types';
import { formFields } from '../values';
import { plain } from './compare';

/*
 * Drafts of forms being edited, kept in localStorage per user, resource and record so a crash or a
 * reload loses nothing. Only values are stored (uploaded images as their URL, never files).
 */

export const DRAFT_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
const PREFIX = 'draft:';

export interface Draft {
  values: Rec;
  /** When it was saved (ms since epoch). */
  savedAt: number;
}

export const draftKey = (user: string, resource: string, id?: string | number | null): string => `${PREFIX}${user}:${resource}:${id ?? 'new'}`;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser: the form works without drafts
  }
};

/** Form values as JSON: times as ISO text. */
export function draftValues(fields: readonly FieldDef[], values: Rec): Rec {
  const out: Rec = {};
  for (const f of fields) if (f.name in values) out[f.name] = plain(values[f.name]);
  return out;
}

const toDayjs = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : null);

/** Stored values back as form values (times as dayjs again). */
export function formValuesOf(def: { fields: readonly FieldDef[] }, stored: Rec): Rec {
  const out: Rec = {};
  for (const f of formFields(def)) {
    if (!(f.name in stored)) continue;
    const v = stored[f.name];
    if (f.type === 'dateTime') out[f.name] = toDayjs(v);
    else if (f.type === 'dateRange') out[f.name] = Array.isArray(v) ? v.map(toDayjs) : null;
    else out[f.name] = v === null && f.type !== 'number' ? undefined : v;
  }
  return out;
}

export function saveDraft(key: string, values: Rec, now = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, savedAt: now } satisfies Draft));
  } catch {
    // quota exceeded: keeping the form usable matters more than the draft
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}

/** The draft under `key`, or null when there is none, it is unreadable or older than 7 days (then it is dropped). */
export function loadDraft(key: string, now = Date.now()): Draft | null {
  const s = storage();
  const raw = s?.getItem(key);
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Draft;
    if (typeof d?.savedAt === 'number' && d.values && typeof d.values === 'object' && now - d.savedAt <= DRAFT_MAX_AGE_MS) return d;
  } catch {
    // fall through: a broken entry is dropped
  }
  s?.removeItem(key);
  return null;
}

/** Drops every draft older than 7 days (any user, any form), so storage does not fill up. */
export function pruneDrafts(now = Date.now()): void {
  const s = storage();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  for (const k of keys) loadDraft(k, now);
}
