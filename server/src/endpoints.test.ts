/**
 * Table-driven tests over the permission table (shared/src/contract/permissions.ts): every
 * endpoint's happy path as admin, its refusal for an account without its permission, and every
 * class of bad input on every write endpoint with the database shown unchanged.
 */
import { DEMO_ROLES, missingPermissionMessage, type Endpoint } from '@admin/shared/contract';
import { ENDPOINTS, IMPORT_OPS } from '@admin/shared/contract/resources';
import { batchBody, currentVersion, fillPath, isExpirePatch, isQuestionFile, requiredQuery, resolveParams, sampleBody, VERSIONED_OPS } from './test/fixtures';
import { dbFingerprint, startTestServer, type TestServer } from './test/harness';

type Rec = Record<string, unknown>;

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'nobody', 'viewer', 'ads']) tokens[u] = await s.login(u);
}, 60_000);
afterAll(async () => s.close());

const label = (e: Endpoint) => `${e.method} ${e.path}`;
// The audit calls check the named resource's permission themselves (server/src/audit/audit.test.ts covers them).
const SPECIAL = new Set([
  'account#login',
  'account#logout',
  'upload#image',
  'upload#document',
  'upload#video',
  'audit#history',
  'audit#restore',
  'audit#undelete',
  'audit#undoCopy',
  'audit#mine',
  // A senior's proof of admission is an image, sent and answered as bytes (pick-school/senior.test.ts covers it).
  'school.senior#proof',
  'school.senior#uploadProof',
  'school.senior#deleteProof',
]);
// A staged import's calls need a file uploaded first: the resources that import test them with
// one (school/programme.test.ts), refusals included.
const isImport = (e: Endpoint) => IMPORT_OPS.includes(e.op);
const plain = ENDPOINTS.filter((e) => !SPECIAL.has(`${e.resource}#${e.op}`) && !isImport(e));
const guarded = ENDPOINTS.filter((e) => e.auth === 'permission' && !isImport(e));
/** Calls that change nothing: reads, and the export (a POST for its body). */
const isRead = (e: Endpoint) => e.method === 'GET' || e.op === 'export';
const writes = plain.filter((e) => e.method !== 'GET');
/**
 * The same table runs again on PostgreSQL (the server-pg project). What that run adds is the
 * storage, so it leaves out what the server decides before touching it, which the SQLite run
 * covers: the permission refusals (checked before the body is read) and the bad-input classes
 * refused while the request is parsed and its body validated (malformed JSON, unknown fields,
 * wrong types, out-of-range values, missing fields, a bad path parameter, an oversized body, a
 * non-JSON type). A stale version is decided by the stored row, so it runs on both.
 */
const onPostgres = process.env.ADMIN_TEST_DATABASE === 'postgres';
/** A block of the SQLite run only: on PostgreSQL it is not registered (not counted as skipped either). */
const beforeStorage = (name: string, fn: () => void) => (onPostgres ? undefined : describe(name, fn));
/** The viewer holds every read permission and no write. */
const viewerMay = (e: Endpoint) => e.permissions.some((p) => DEMO_ROLES.viewer.includes(p));

/** A valid request for the endpoint, against the current database. */
async function validRequest(e: Endpoint): Promise<{ url: string; body?: Rec; params: Rec }> {
  const params = await resolveParams(s.db, e);
  const url = fillPath(e.path, params) + (await requiredQuery(s.db, e));
  if (e.method === 'GET' || e.method === 'DELETE' || e.resource === 'upload') return { url, params };
  const batch = await batchBody(s.db, e, params);
  if (batch) return { url, body: batch, params };
  const sample = sampleBody(e);
  if (!sample) throw new Error(`no sample body for ${label(e)}`);
  if (!VERSIONED_OPS.has(e.op)) return { url, body: sample, params };
  const version = await currentVersion(s.db, e, params);
  if (isExpirePatch(e)) return { url, body: { is_marked_expired: true, version }, params };
  if (e.op === 'patch') {
    const [k] = Object.keys(sample);
    return { url, body: { [k]: sample[k], version }, params };
  }
  return { url, body: { ...sample, version }, params };
}

/**
 * The database's fingerprint carried from one refused request to the next. A case only reads until
 * its own request, so the state after one case is the state before the next: each case takes one
 * fingerprint instead of two (on PostgreSQL they were most of this file's time). The state after a
 * request is taken before anything is asserted, so a failing case leaves the next one a true start.
 */
function carriedFingerprint() {
  // Each block has its own: its first case takes a fresh one, after the writes of earlier blocks.
  let last: string | undefined;
  return {
    before: async () => (last ??= await dbFingerprint(s.db)),
    after: async () => (last = await dbFingerprint(s.db)),
  };
}

describe('happy path as admin', () => {
  it.each(plain.map((e) => [label(e), e] as const))('%s', async (_l, e) => {
    const { url, body } = await validRequest(e);
    const before = e.method === 'GET' ? '' : await dbFingerprint(s.db);
    const r = await s.call(e.method, url, { token: tokens.admin, body });
    if (e.op === 'export') {
      // A file, not an envelope: the header line and one line per record.
      expect(r.status).toBe(200);
      expect(r.res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(r.res.body.split('\r\n')[0]).toBe('\uFEFFID');
      expect(Number(r.res.headers['x-total-count'])).toBeGreaterThan(0);
      expect(await dbFingerprint(s.db)).toBe(before);
      return;
    }
    if (isQuestionFile(e)) {
      // A file to save, not an envelope (the questions' JSON export).
      expect(r.status).toBe(200);
      expect(r.res.headers['content-disposition']).toMatch(/^attachment; /);
      expect(Number(r.res.headers['x-total-count'])).toBeGreaterThan(0);
      return;
    }
    expect({ code: r.body.code, msg: r.body.msg }).toEqual({ code: 20000, msg: 'ok' });
    expect(r.status).toBe(200);
    if (e.op === 'list') {
      const d = r.body.data;
      if (Array.isArray(d)) expect(d.length).toBeGreaterThan(0);
      else expect(d).toEqual(expect.objectContaining({ page: 1, limit: 20, total: expect.any(Number), items: expect.any(Array) }));
      if (!Array.isArray(d)) expect(d.items.length).toBeGreaterThan(0);
    }
    if (e.op === 'tree') expect(r.body.data.length).toBeGreaterThan(0);
    if (!isRead(e)) expect(await dbFingerprint(s.db)).not.toBe(before);
    if (['create', 'update', 'patch', 'toggle', 'upsert'].includes(e.op)) {
      expect(r.body.data).toEqual(expect.objectContaining({ created_at: expect.any(String), updated_at: expect.any(String), version: expect.any(Number) }));
    }
    if (e.op === 'write') expect(r.body.data.version).toBeGreaterThan(0);
  });
});

beforeStorage('refused without the permission', () => {
  const fingerprint = carriedFingerprint();
  it.each(guarded.map((e) => [label(e), e] as const))('%s → 40300 for nobody', async (_l, e) => {
    const params = await resolveParams(s.db, e);
    const before = await fingerprint.before();
    // Even garbage is refused for the permission, not for the garbage: the check runs before the body is read.
    const r = await s.call(e.method, fillPath(e.path, params), { token: tokens.nobody, rawBody: e.method === 'GET' ? undefined : '{not json' });
    const after = await fingerprint.after();
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(40300);
    expect(r.body.msg).toBe(missingPermissionMessage(e));
    if (!e.permissionLabel) expect(r.body.msg).toContain(e.permissions[0]);
    expect(after).toBe(before);
  });

  it.each(guarded.filter((e) => !viewerMay(e)).map((e) => [label(e), e] as const))('%s → 40300 for viewer (reads only)', async (_l, e) => {
    const { url, body } = await validRequest(e);
    const r = await s.call(e.method, url, { token: tokens.viewer, body });
    expect(r.body.code).toBe(40300);
  });

  it.each(guarded.filter(viewerMay).map((e) => [label(e), e] as const))('%s → allowed for viewer', async (_l, e) => {
    expect(isRead(e)).toBe(true);
    const { url, body } = await validRequest(e);
    const r = await s.call(e.method, url, { token: tokens.viewer, body });
    expect(r.status).toBe(200);
    if (e.op !== 'export' && !isQuestionFile(e)) expect(r.body.code).toBe(20000);
  });

  it('lets the ads account manage ads but not business courses', async () => {
    expect((await s.call('GET', '/base/ads/popup', { token: tokens.ads })).body.code).toBe(20000);
    const r = await s.call('GET', '/nav/business_course/', { token: tokens.ads });
    expect(r.body).toEqual(expect.objectContaining({ code: 40300, msg: '缺少权限 nav.view_businesscoursemanagement 或 base_services.view_miniprogram' }));
  });
});

// ---------------------------------------------------------------------------------------------

const firstKey = (b: Rec) => Object.keys(b).find((k) => k !== 'version');

/** A value of the wrong JSON type for what is there. */
function wrongType(v: unknown): unknown {
  if (typeof v === 'string') return 12345;
  if (typeof v === 'number') return 'not a number';
  if (typeof v === 'boolean') return 'yes';
  if (Array.isArray(v)) return 'not a list';
  if (v === null) return { nested: true };
  return 7;
}

interface BadCase {
  name: string;
  /** Decided by what is stored (a version): run on PostgreSQL too. The other classes are refused while the request is parsed and validated, before any storage (see onPostgres). */
  storage?: true;
  build(
    e: Endpoint,
    valid: { url: string; body?: Rec; params: Rec },
  ): { url: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } | null;
  code: number;
}

const BAD_CASES: BadCase[] = [
  { name: 'invalid JSON', code: 40000, build: (_e, v) => ({ url: v.url, rawBody: '{"title": "unterminated' }) },
  {
    name: 'unknown field',
    code: 40000,
    build: (_e, v) => ({ url: v.url, body: { ...(v.body ?? {}), no_such_field: 1 } }),
  },
  {
    name: 'wrong type',
    code: 40000,
    build: (e, v) => {
      // A preference's value may be any JSON: only its version has a type to get wrong.
      if (!v.body || e.resource === 'account.preferences') return { url: v.url, body: { ...(v.body ?? {}), version: 'one' } };
      const k = firstKey(v.body) ?? 'version';
      return { url: v.url, body: { ...v.body, [k]: wrongType(v.body[k]) } };
    },
  },
  {
    name: 'out-of-range value',
    code: 40000,
    build: (_e, v) => {
      if (!v.body) return { url: v.url, body: { version: -1 } };
      if ('version' in v.body) return { url: v.url, body: { ...v.body, version: -1 } };
      const k = Object.keys(v.body).find((x) => typeof v.body![x] === 'string') ?? Object.keys(v.body)[0];
      return { url: v.url, body: { ...v.body, [k]: typeof v.body[k] === 'string' ? 'x'.repeat(5000) : 1e12 } };
    },
  },
  {
    name: 'missing required fields',
    code: 40000,
    build: (e, v) => {
      if (e.method === 'DELETE' || e.op === 'patch' || (e.op === 'write' && e.method === 'PATCH')) return null;
      // A call whose valid sample is `{}` (a floor copy in place) has nothing required to leave out.
      if (v.body && Object.keys(v.body).length === 0) return null;
      return { url: v.url, body: v.body && 'version' in v.body ? { version: v.body.version } : {} };
    },
  },
  {
    name: 'bad id in the path',
    code: 40000,
    build: (e, v) => {
      const names = [...e.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);
      if (!names.length) return null;
      const last = names[names.length - 1];
      const bad: Rec = { ...v.params, [last]: last === 'year' ? '20x7' : last === 'key' ? 'Not A Key!' : 'abc' };
      return { url: fillPath(e.path, bad), body: v.body };
    },
  },
  {
    name: 'oversized body',
    code: 41300,
    build: (_e, v) => ({ url: v.url, rawBody: JSON.stringify({ ...(v.body ?? {}), padding: 'x'.repeat(1_100_000) }) }),
  },
  {
    name: 'not JSON content type',
    code: 40000,
    build: (_e, v) => ({ url: v.url, rawBody: 'title=x', headers: { 'content-type': 'text/plain' } }),
  },
  {
    name: 'stale version',
    code: 40900,
    storage: true,
    build: (e, v) => {
      if (e.method === 'DELETE') return { url: v.url, body: { version: 999 } };
      // A batch: one row read long ago is enough to refuse the whole request.
      if (Array.isArray(v.body?.items)) {
        const [first, ...rest] = v.body.items as Rec[];
        return { url: v.url, body: { ...v.body, items: [{ ...first, version: Number(first.version) + 7 }, ...rest] } };
      }
      if (!v.body || !('version' in v.body)) return null;
      return { url: v.url, body: { ...v.body, version: Number(v.body.version) + 7 } };
    },
  },
];

describe('bad input on every write endpoint writes nothing', () => {
  const cases = writes.flatMap((e) => BAD_CASES.filter((c) => !onPostgres || c.storage).map((c) => [`${label(e)}: ${c.name}`, e, c] as const));
  const fingerprint = carriedFingerprint();
  it.each(cases)('%s', async (_l, e, c) => {
    const valid = await validRequest(e);
    const req = c.build(e, valid);
    if (!req) return; // the class does not apply to this endpoint (e.g. no path parameter)
    const before = await fingerprint.before();
    const r = await s.call(e.method, req.url, { token: tokens.admin, body: req.body, rawBody: req.rawBody, headers: req.headers });
    const after = await fingerprint.after();
    expect({ code: r.body.code, msg: r.body.msg }).toEqual({ code: c.code, msg: expect.any(String) });
    expect(r.status).toBe(c.code === 40000 ? 400 : c.code === 41300 ? 413 : 409);
    if (c.code === 40000) {
      expect(r.body.data.errors.length).toBeGreaterThan(0);
      for (const fe of r.body.data.errors) expect(fe).toEqual({ field: expect.stringMatching(/\S/), message: expect.stringMatching(/\S/) });
    }
    expect(JSON.stringify(r.body)).not.toMatch(/at .+\.(ts|js):\d+/);
    expect(after).toBe(before);
  });
});
