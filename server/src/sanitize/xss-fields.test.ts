/**
 * Rich text, titles and notes are safe to render anywhere. The XSS corpus goes
 * through every text field of every collection of the contract that the console creates, over
 * HTTP: a rich-text field (`richText(max)`) comes back with nothing executable, and a plain text
 * field comes back exactly as sent, as JSON text a browser never renders as a page (the screens
 * show it as text). Read back with a GET too, so what is stored is checked, not only the answer.
 * (rich-text.test.ts tests the sanitiser itself and the registry that applies it to every body.)
 */
import type { Endpoint } from '@admin/shared/contract';
import { ALL_RESOURCES, isRichText, unwrapSchema, type CollectionModule } from '@admin/shared/contract/resources';
import { z } from 'zod';
import { onPostgres } from '../test/databases';
import { fillPath, resolveParams } from '../test/fixtures';
import { useTestServer } from '../test/use-test-server';
import { sanitizeRichText } from './rich-text';
import { CORPUS, fieldAttacks, FORBIDDEN } from './xss-corpus';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin']);

interface TextField {
  name: string;
  schema: z.ZodType;
  max: number;
  rich: boolean;
}

/** The string fields of a module's create body, with their length limits. */
function textFields(m: CollectionModule): TextField[] {
  return Object.entries(m.schemas.create.shape as Record<string, z.ZodType>).flatMap(([name, schema]) => {
    const inner = unwrapSchema(schema);
    if (!(inner instanceof z.ZodString)) return [];
    return [{ name, schema, max: inner.maxLength ?? 10_000, rich: isRichText(schema) }];
  });
}

/** Link and image addresses (entities decoded) that are not http(s), mailto or an upload. */
function unsafeUrls(html: string): string[] {
  const decode = (v: string) =>
    v
      .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)));
  return [...html.matchAll(/\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)]
    .map((m) => decode(m[1] ?? m[2] ?? m[3] ?? '').trim())
    .filter((u) => !/^(https?:\/\/|mailto:|\/uploads\/)/i.test(u));
}

const ATTACKS = fieldAttacks(onPostgres());

/** Fields that take free text (not a URL, a colour, a phone number…): every one must be exercised. */
const freeText = (f: TextField) => f.schema.safeParse('<b>x</b> & "y"').success;

const created = (m: CollectionModule) => m.endpoints.find((e) => e.op === 'create') as Endpoint;
const collections = ALL_RESOURCES.filter((m): m is CollectionModule => m.kind === 'collection' && !!m.routes.create && textFields(m).some(freeText));

it('finds the collections to check, and its checks catch the corpus as sent', () => {
  expect(collections.length).toBeGreaterThan(10);
  // A rich-text field that came back unsanitised would fail: every attack matches a forbidden pattern.
  expect(CORPUS.filter((c) => !FORBIDDEN.some((re) => re.test(c)) && !unsafeUrls(c).length)).toEqual([]);
  // …and what the sanitiser keeps passes them (so a rich-text field of any module can).
  expect(CORPUS.filter((c) => unsafeUrls(sanitizeRichText(c)).length)).toEqual([]);
});

describe.each(collections.map((m) => [m.name, m] as const))('%s', (_name, m) => {
  it('keeps every text field free of anything executable', async () => {
    const e = created(m);
    const params = await resolveParams(s.db, e);
    const url = fillPath(e.path, params);
    const fields = textFields(m);
    const exercised = new Set<string>();
    /** Fields the server refused for an attack (a link target, say): refused is safe too, stored is checked. */
    const refusedBy = new Set<string>();
    for (const [i, attack] of ATTACKS.entries()) {
      // The number first keeps values of unique fields apart once cut to their length.
      const value = (f: TextField) => `${i} ${attack}`.slice(0, f.max);
      let sent = fields.filter((f) => f.schema.safeParse(value(f)).success);
      const bodyOf = () => ({ ...m.sample, ...Object.fromEntries(sent.map((f) => [f.name, value(f)])) });
      let r = await s.call('POST', url, { token: s.tokens.admin, body: bodyOf() });
      // A cross-field rule (a link's target, a unique name) may refuse a field: it keeps the sample's value.
      for (let tries = 0; r.body.code === 40000 && tries < 3; tries++) {
        const refused = new Set((r.body.data?.errors ?? []).map((x: { field: string }) => x.field.split('.')[0]));
        if (!sent.some((f) => refused.has(f.name))) break;
        for (const f of sent) if (refused.has(f.name)) refusedBy.add(f.name);
        sent = sent.filter((f) => !refused.has(f.name));
        r = await s.call('POST', url, { token: s.tokens.admin, body: bodyOf() });
      }
      expect({ attack, code: r.body.code, msg: r.body.msg }).toEqual({ attack, code: 20000, msg: 'ok' });
      // JSON, never a page: the browser does not sniff it into HTML.
      expect(r.res.headers['content-type']).toMatch(/^application\/json/);
      expect(r.res.headers['x-content-type-options']).toBe('nosniff');

      const id = (r.body.data as Rec)[m.idKey] as string | number;
      // The answer is the record read back from storage; one GET shows the read path says the same.
      const read =
        m.routes.get && i === 0
          ? (await s.call('GET', fillPath(m.routes.get.path, { ...params, [m.idParam]: id }), { token: s.tokens.admin })).body.data
          : r.body.data;
      for (const f of sent) {
        for (const got of [(r.body.data as Rec)[f.name], (read as Rec)[f.name]]) {
          if (f.rich) {
            for (const re of FORBIDDEN) expect({ field: f.name, attack, got }).toEqual({ field: f.name, attack, got: expect.not.stringMatching(re) });
            expect({ field: f.name, attack, urls: unsafeUrls(String(got)) }).toEqual({ field: f.name, attack, urls: [] });
          } else expect({ field: f.name, got }).toEqual({ field: f.name, got: value(f).trim() });
        }
        exercised.add(f.name);
      }
      // Gone again, so a unique field the attack leaves alone (an account) is free for the next one.
      if (m.routes.delete) await s.call('DELETE', fillPath(m.routes.delete.path, { ...params, [m.idParam]: id }), { token: s.tokens.admin });
    }
    // Every free-text field was stored and checked at least once; a field refused every time is named.
    const never = fields.filter(freeText).filter((f) => !exercised.has(f.name));
    expect(never.filter((f) => !refusedBy.has(f.name)).map((f) => f.name)).toEqual([]);
    expect(exercised.size).toBeGreaterThan(0);
  });
});
