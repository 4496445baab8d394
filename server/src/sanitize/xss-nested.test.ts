/**
 * The rest of "every text field": xss-fields.test.ts covers a collection's own
 * text fields; this sends the corpus through the text inside them (sub-list items such as a
 * course group's members or an aggregation's SKUs, nested objects) and through every text field of
 * every settings document, over HTTP, read back with a GET: rich text comes back with nothing
 * executable, plain text exactly as sent (JSON text, never rendered as a page).
 */
import type { Endpoint } from '@admin/shared/contract';
import { ALL_RESOURCES, isRichText, unwrapSchema, type CollectionModule, type DocumentModule, type ResourceModule } from '@admin/shared/contract/resources';
import { z } from 'zod';
import { onPostgres } from '../test/databases';
import { fillPath, resolveParams } from '../test/fixtures';
import { useTestServer } from '../test/use-test-server';
import { fieldAttacks, FORBIDDEN } from './xss-corpus';

type Rec = Record<string, unknown>;
type Path = readonly (string | number)[];

const s = useTestServer(['admin']);

interface Leaf {
  path: Path;
  schema: z.ZodType;
  max: number;
  rich: boolean;
}

/** The string leaves of a schema under `base`: object fields, and the first item of a non-empty list of objects. */
function leaves(schema: z.ZodType, base: unknown, path: Path = []): Leaf[] {
  const inner = unwrapSchema(schema);
  if (inner instanceof z.ZodString) return [{ path, schema, max: inner.maxLength ?? 10_000, rich: isRichText(schema) }];
  if (inner instanceof z.ZodObject)
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([k, v]) => leaves(v, (base as Rec | undefined)?.[k], [...path, k]));
  if (inner instanceof z.ZodArray && Array.isArray(base) && base.length && typeof base[0] === 'object')
    return leaves(inner.element as z.ZodType, base[0], [...path, 0]);
  return [];
}

const freeText = (l: Leaf) => l.schema.safeParse('<b>x</b> & "y"').success;
const key = (p: Path) => p.join('.');
const at = (v: unknown, p: Path): unknown => p.reduce<unknown>((o, k) => (o as Rec | undefined)?.[k], v);
function withValue(v: unknown, p: Path, value: unknown): unknown {
  if (!p.length) return value;
  const [head, ...rest] = p;
  const copy = (Array.isArray(v) ? [...v] : { ...(v as Rec) }) as Rec;
  copy[head as string] = withValue(copy[head as string], rest, value);
  return copy;
}

/** What one module needs for the test: where to write, the body to start from, and the leaves to attack. */
interface Target {
  name: string;
  leaves: (base: Rec) => Leaf[];
  /** Writes `values` (path → text) over a valid body; the stored record (answer and GET) comes back. */
  write: (values: Map<string, string>, leaves: Leaf[]) => Promise<{ code: number; msg: string; errors: string[]; answer?: Rec; read?: Rec }>;
  base: () => Promise<Rec>;
}

const op = (m: ResourceModule, name: string) => m.endpoints.find((e) => e.op === name) as Endpoint | undefined;
const fill = (base: Rec, values: Map<string, string>, ls: Leaf[]) =>
  ls.reduce<Rec>((b, l) => (values.has(key(l.path)) ? (withValue(b, l.path, values.get(key(l.path))) as Rec) : b), base);
const fieldsOf = (errors: unknown) => ((errors as { field: string }[] | undefined) ?? []).map((e) => e.field);

function collectionTarget(m: CollectionModule): Target {
  return {
    name: m.name,
    // Nested leaves only: the top-level ones are xss-fields.test.ts's.
    leaves: (base) => leaves(m.schemas.create, base).filter((l) => l.path.length > 1),
    base: async () => ({ ...m.sample }),
    write: async (values, ls) => {
      const e = op(m, 'create')!;
      const params = await resolveParams(s.db, e);
      const r = await s.call('POST', fillPath(e.path, params), { token: s.tokens.admin, body: fill({ ...m.sample }, values, ls) });
      if (r.body.code !== 20000) return { code: r.body.code, msg: r.body.msg, errors: fieldsOf(r.body.data?.errors) };
      const answer = r.body.data as Rec;
      const id = answer[m.idKey] as string | number;
      const read = m.routes.get
        ? ((await s.call('GET', fillPath(m.routes.get.path, { ...params, [m.idParam]: id }), { token: s.tokens.admin })).body.data as Rec)
        : answer;
      if (m.routes.delete) await s.call('DELETE', fillPath(m.routes.delete.path, { ...params, [m.idParam]: id }), { token: s.tokens.admin });
      return { code: 20000, msg: r.body.msg, errors: [], answer, read };
    },
  };
}

function documentTarget(m: DocumentModule): Target {
  /** The document's own fields of a read (without version and updated_at). */
  const unwrap = (d: Rec): Rec => {
    const doc = (m.wrap ? d[m.wrap] : d) as Rec;
    return Object.fromEntries(
      Object.keys(m.schema.shape)
        .filter((k) => k in doc)
        .map((k) => [k, doc[k]]),
    );
  };
  /** The sample is a body: nested under the wrap key when the document has one. */
  const sample = (m.wrap ? m.sample[m.wrap] : m.sample) as Rec;
  const readDoc = async () => {
    const e = op(m, 'read')!;
    const params = await resolveParams(s.db, e);
    const r = await s.call('GET', fillPath(e.path, params), { token: s.tokens.admin });
    expect(r.body.code).toBe(20000);
    return r.body.data as Rec;
  };
  return {
    name: m.name,
    leaves: (base) => leaves(m.schema, base),
    // The sample fills lists the stored document may have empty, so their items are attacked too.
    base: async () => ({ ...unwrap(await readDoc()), ...sample }),
    write: async (values, ls) => {
      const current = await readDoc();
      const fields = fill({ ...unwrap(current), ...sample }, values, ls);
      const e = op(m, 'write')!;
      const params = await resolveParams(s.db, e);
      const body = m.wrap ? { [m.wrap]: fields, version: current.version } : { ...fields, version: current.version };
      const r = await s.call(e.method, fillPath(e.path, params), { token: s.tokens.admin, body });
      if (r.body.code !== 20000)
        return {
          code: r.body.code,
          msg: r.body.msg,
          errors: fieldsOf(r.body.data?.errors).map((f) => (m.wrap ? f.replace(new RegExp(`^${m.wrap}\\.`), '') : f)),
        };
      return { code: 20000, msg: r.body.msg, errors: [], answer: unwrap(r.body.data as Rec), read: unwrap(await readDoc()) };
    },
  };
}

const targets: Target[] = ALL_RESOURCES.flatMap((m): Target[] => {
  if (m.kind === 'document') return op(m, 'write') && leaves(m.schema, m.wrap ? m.sample[m.wrap] : m.sample).some(freeText) ? [documentTarget(m)] : [];
  return m.routes.create && leaves(m.schemas.create, m.sample).some((l) => l.path.length > 1 && freeText(l)) ? [collectionTarget(m)] : [];
});

it('finds the documents and the collections with text inside their items', () => {
  expect(targets.filter((t) => t.name.startsWith('setting.') || t.name.startsWith('bc.')).length).toBeGreaterThan(2);
  expect(targets.map((t) => t.name)).toEqual(expect.arrayContaining(['setting.customer_service', 'course.group', 'course.aggregation']));
});

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_name, t) => {
  it('keeps every nested text and document text free of anything executable', async () => {
    const ls = t.leaves(await t.base()).filter(freeText);
    expect(ls.length).toBeGreaterThan(0);
    const exercised = new Set<string>();
    const refusedBy = new Set<string>();
    for (const [i, attack] of fieldAttacks(onPostgres()).entries()) {
      const value = (l: Leaf) => `${i} ${attack}`.slice(0, l.max);
      let sent = ls.filter((l) => l.schema.safeParse(value(l)).success);
      const values = () => new Map(sent.map((l) => [key(l.path), value(l)]));
      let r = await t.write(values(), ls);
      // A rule may refuse a text (a link target, a unique name): it keeps the valid value.
      for (let tries = 0; r.code === 40000 && tries < 3; tries++) {
        const refused = sent.filter((l) => r.errors.some((f) => f === key(l.path) || key(l.path).startsWith(`${f}.`) || f.startsWith(`${key(l.path)}.`)));
        if (!refused.length) break;
        for (const l of refused) refusedBy.add(key(l.path));
        sent = sent.filter((l) => !refused.includes(l));
        r = await t.write(values(), ls);
      }
      expect({ attack, code: r.code, msg: r.msg }).toEqual({ attack, code: 20000, msg: 'ok' });
      for (const l of sent) {
        for (const got of [at(r.answer, l.path), at(r.read, l.path)]) {
          if (l.rich)
            for (const re of FORBIDDEN) expect({ field: key(l.path), attack, got }).toEqual({ field: key(l.path), attack, got: expect.not.stringMatching(re) });
          else expect({ field: key(l.path), got }).toEqual({ field: key(l.path), got: value(l).trim() });
        }
        exercised.add(key(l.path));
      }
    }
    const never = ls.filter((l) => !exercised.has(key(l.path)) && !refusedBy.has(key(l.path)));
    expect(never.map((l) => key(l.path))).toEqual([]);
    expect(exercised.size).toBeGreaterThan(0);
  });
});
