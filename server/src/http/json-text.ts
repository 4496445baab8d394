import { randomUUID } from 'node:crypto';

/**
 * JSON text of kept list pages, made once. A kept page (kit/query.ts `pageOf`) is the same
 * array of records for every request of that page until its table is written, and turning its
 * records into JSON was the largest share of a list request's own work.
 * Only arrays marked here, which nothing mutates after they are marked, get their text reused.
 */
const texts = new WeakMap<readonly unknown[], string | null>();

/** Freezes `items` and its records (a change would now throw): its JSON text may be made once and reused. */
export function frozenItems<T extends unknown[]>(items: T): T {
  for (const item of items) Object.freeze(item);
  texts.set(Object.freeze(items), null);
  return items;
}

// Where the items go: a string no field of an envelope holds (NUL characters and a random part).
const HOLE = `\u0000items-${randomUUID()}\u0000`;
const HOLE_JSON = JSON.stringify(HOLE);

/**
 * `JSON.stringify(payload)`, byte for byte, for a reply `{ …, data: { items, … } }` whose items are
 * marked: the rest of the envelope is made as usual and the items' kept text set in its place.
 */
export function stringifyReply(payload: unknown): string {
  const data = (payload as { data?: { items?: unknown } } | null)?.data;
  const items = data?.items;
  if (!Array.isArray(items) || !texts.has(items)) return JSON.stringify(payload);
  let text = texts.get(items);
  if (text == null) texts.set(items, (text = JSON.stringify(items)));
  const shell = JSON.stringify({ ...(payload as object), data: { ...data, items: HOLE } });
  const at = shell.indexOf(HOLE_JSON);
  return shell.slice(0, at) + text + shell.slice(at + HOLE_JSON.length);
}
