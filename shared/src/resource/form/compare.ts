import dayjs from 'dayjs';
import type { Rec } from '../types';

/*
 * Values compared as the user sees them: a time (dayjs or ISO text) by its instant, and an empty
 * control the same whether antd holds it as undefined, null or ''.
 */

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A form or API value in a plain, comparable shape. */
export function plain(v: unknown): unknown {
  if (v === undefined || v === null || v === '') return null;
  if (dayjs.isDayjs(v)) return v.isValid() ? v.toISOString() : null;
  // The API writes one instant in several ways (…Z, …+08:00, with or without milliseconds).
  if (typeof v === 'string' && ISO_TIME.test(v) && !Number.isNaN(Date.parse(v))) return new Date(v).toISOString();
  if (Array.isArray(v)) return v.map(plain);
  if (typeof v === 'object') {
    const out: Rec = {};
    for (const k of Object.keys(v as Rec).sort()) out[k] = plain((v as Rec)[k]);
    return out;
  }
  return v;
}

export const same = (a: unknown, b: unknown): boolean => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/** Whether any of the values differs from the initial ones (what makes a form worth guarding). */
export function differs(initial: Rec, current: Rec | undefined): boolean {
  if (!current) return false;
  return Object.keys(current).some((k) => !same(initial[k], current[k]));
}
