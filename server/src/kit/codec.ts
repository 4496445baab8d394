import { z } from 'zod';

/**
 * How a contract field is stored: booleans as 0/1, lists as JSON text (platform lists as
 * ",1,2," so "shows on platform 2" is a portable LIKE), times as UTC ISO text (so they compare
 * as text). Derived from the zod field schema, so a new resource needs no storage mapping.
 */
export type Codec = 'plain' | 'bool' | 'json' | 'intList' | 'datetime';

function unwrap(s: z.ZodType): z.ZodType {
  let cur: z.ZodType = s;
  for (let i = 0; i < 10; i++) {
    if (cur instanceof z.ZodDefault || cur instanceof z.ZodNullable || cur instanceof z.ZodOptional) cur = cur.unwrap() as z.ZodType;
    else if (cur instanceof z.ZodPipe) cur = cur.in as z.ZodType;
    else break;
  }
  return cur;
}

export function codecOf(name: string, s: z.ZodType): Codec {
  const inner = unwrap(s);
  if (inner instanceof z.ZodBoolean) return 'bool';
  if (inner instanceof z.ZodArray) return name === 'platforms' ? 'intList' : 'json';
  if (inner instanceof z.ZodObject) return 'json';
  if (inner instanceof z.ZodISODateTime) return 'datetime';
  return 'plain';
}

export function codecsOf(shape: z.ZodRawShape): Record<string, Codec> {
  const out: Record<string, Codec> = {};
  for (const [k, s] of Object.entries(shape)) out[k] = codecOf(k, s as z.ZodType);
  return out;
}

export function encodeValue(c: Codec, v: unknown): unknown {
  if (v === undefined) return undefined;
  if (v === null) return null;
  switch (c) {
    case 'bool':
      return v ? 1 : 0;
    case 'json':
      return JSON.stringify(v);
    case 'intList':
      return (v as number[]).length ? `,${(v as number[]).join(',')},` : '';
    case 'datetime':
      return new Date(v as string).toISOString();
    default:
      return v;
  }
}

export function decodeValue(c: Codec, v: unknown): unknown {
  if (v === null || v === undefined) return v ?? null;
  switch (c) {
    case 'bool':
      return Boolean(Number(v));
    case 'json':
      return JSON.parse(String(v));
    case 'intList':
      return String(v).split(',').filter(Boolean).map(Number);
    default:
      return v;
  }
}

export function encodeRecord(codecs: Record<string, Codec>, rec: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rec)) {
    if (v === undefined) continue;
    out[k] = encodeValue(codecs[k] ?? 'plain', v);
  }
  return out;
}

const specialCache = new WeakMap<Record<string, Codec>, [string, Codec][]>();

/** Only the fields that need converting are touched (list pages decode many rows per request). */
export function decodeRecord(codecs: Record<string, Codec>, row: Record<string, unknown>): Record<string, unknown> {
  let special = specialCache.get(codecs);
  if (!special) {
    special = Object.entries(codecs).filter(([, c]) => c !== 'plain' && c !== 'datetime');
    specialCache.set(codecs, special);
  }
  const out = { ...row };
  for (const [k, c] of special) if (k in out) out[k] = decodeValue(c, out[k]);
  return out;
}
