import type { Endpoint } from '@admin/shared/contract';
import {
  AD_PLACE_COPY_SAMPLE,
  APP_PAGE_COPY_SAMPLE,
  COMMENT_REPLY_SAMPLE,
  FLOOR_COPY_SAMPLE,
  YEAR_COPY_SAMPLE,
  adPlace,
  appPage,
  comment,
  homeFloorContent,
  prosysHuabeiConfig,
  resourceNamed,
} from '@admin/shared/contract/resources';
import { buildRegistry } from '../app';
import type { Db } from '../db/database';
import type { Storage } from '../kit/storage';
import { prosysHuabeiConfigSeed } from '../resources/payment/prosys-huabei-config.seed';

type Rec = Record<string, unknown>;

export const YEAR = 2027;

/** The business course whose per-year content the tests use (the oldest; deletes take the newest). */
export async function mainCourse(db: Db): Promise<string> {
  const r = await db.selectFrom('business_course').select('uuid').orderBy('created_at').orderBy('uuid').executeTakeFirstOrThrow();
  return String(r.uuid);
}

async function one(db: Db, table: string, key: string, where: Rec, newest: boolean): Promise<string> {
  let q = db.selectFrom(table).select(key);
  for (const [c, v] of Object.entries(where)) q = q.where(c, '=', v);
  const r = await q.orderBy(key === 'uuid' ? 'created_at' : key, newest ? 'desc' : 'asc').executeTakeFirst();
  if (!r) throw new Error(`no row in ${table} for ${JSON.stringify(where)}`);
  return String(r[key]);
}

const registry = buildRegistry();
const storageOf = (e: Endpoint): Storage => {
  const s = registry.storageOf(e.resource);
  if (!s) throw new Error(`${e.resource}: no storage registered`);
  return s;
};
const columns = (s: Storage, params: Rec): Rec =>
  Object.fromEntries(s.scope.filter((p) => p.column && params[p.param] !== undefined).map((p) => [p.column as string, params[p.param]]));

/**
 * Records the tests may still edit: sent and failed pushes and published policy versions are
 * history, and so is resolved or closed feedback (the tests take new feedback, which may move to
 * any status the samples set).
 */
const editable = (e: Endpoint): Rec =>
  e.resource.startsWith('push.') || e.resource === 'setting.policy' ? { status: 'draft' } : e.resource === 'base.feedback' ? { status: 'new' } : {};

/**
 * Concrete values for an endpoint's path parameters, taken from the demo database through the
 * resource's storage: the main course and year, the oldest parent of each scope parameter, and a
 * record of the resource in scope (the newest when the call deletes it, so the records other
 * calls use stay).
 */

export async function resolveParams(db: Db, e: Endpoint): Promise<Rec> {
  const names = [...e.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);
  if (!names.length) return {};
  if (e.resource === 'account.preferences') return { key: PREFERENCE_KEY };
  // Deletes and publishes take the newest record, so edits keep working on the oldest (publishing makes a policy version final).
  const newest = e.method === 'DELETE' || e.op === 'publish';
  const out: Rec = {};
  const course = await mainCourse(db);
  if (names.includes('course')) out.course = course;
  if (names.includes('year')) out.year = YEAR;
  // A home floor that has items (the first floors are live ones, which list the live schedule instead).
  if (e.resource === homeFloorContent.name)
    out.id = String((await db.selectFrom('home_floor_content').select('floor_id').orderBy('floor_id').executeTakeFirstOrThrow()).floor_id);
  // Calls under a course's year that are no resource of their own (copying the year) need no more.
  if (names.every((n) => out[n] !== undefined)) return out;
  const s = storageOf(e);
  for (const p of s.scope) {
    if (!names.includes(p.param) || out[p.param] !== undefined || !p.exists) continue;
    const where = { ...Object.fromEntries(Object.entries(p.exists.match ?? {}).map(([column, param]) => [column, out[param]])), ...p.exists.where };
    out[p.param] = p.exists.table === 'business_course' ? course : await one(db, p.exists.table, p.exists.key, where, false);
  }
  if (s.key && s.idParam && names.includes(s.idParam) && out[s.idParam] === undefined) {
    const where = { ...columns(s, out), ...s.fixed, ...editable(e) };
    out[s.idParam] = e.resource === 'bc.course' && !newest ? course : await one(db, s.table, s.key, where, newest);
  }
  for (const n of names) if (out[n] === undefined) throw new Error(`${e.method} ${e.path}: no fixture for :${n}`);
  return out;
}

export const fillPath = (path: string, params: Rec) => path.replace(/:([a-z_]+)/g, (_, n: string) => encodeURIComponent(String(params[n])));

/** Query values an endpoint requires. */
/** The question bank's and a package's export: a file to save, not an envelope. */
export const isQuestionFile = (e: Endpoint) => e.op === 'download' && (e.resource === 'practice.question' || e.resource === 'practice.quiz_package');

export async function requiredQuery(db: Db, e: Endpoint): Promise<string> {
  if (e.op === 'major_subject_detail') return `?uuid=${await mainCourse(db)}`;
  if (e.resource === 'practice.knowledge_practice' && e.op === 'match') return `?knowledge_id=1&rule=${encodeURIComponent('{"count":10}')}`;
  if (e.resource === 'practice.question' && e.op === 'similar') return `?text=${encodeURIComponent('极限的值为')}`;
  if (isQuestionFile(e)) return '?format=json';
  return '';
}

/** The preference the endpoint tests read and write. */
export const PREFERENCE_KEY = 'columns:endpoint-test';

/**
 * A valid body for creating (or wholly replacing) a record: the resource module's sample, its
 * unique fields made distinct per op (create, update and patch of one run must not clash).
 */
export function sampleBody(e: Endpoint): Rec | undefined {
  if (e.resource === 'setting.policy' && e.op === 'publish') return { require_consent: false };
  // A changed version of the sample (the create's) that is also higher than it.
  if (e.resource === 'setting.app_version' && e.op === 'update') return { ...resourceNamed(e.resource)!.sample, version_name: '9.1.0' };
  if (e.op === 'toggle') return { is_enable: false };
  // A year ahead of the calendar's at the harness's clock (2026: 2027 and 2028 are open).
  if (e.resource === 'ref.kaoyan_years' && e.op === 'add') return { year: 2030 };
  if (e.resource === 'bc.year' && e.op === 'copy') return YEAR_COPY_SAMPLE;
  if (e.resource === 'bc.floor' && e.op === 'copy') return FLOOR_COPY_SAMPLE;
  if (e.resource === comment.name && e.op === 'reply') return COMMENT_REPLY_SAMPLE;
  if (e.resource === adPlace.name && e.op === 'copy') return AD_PLACE_COPY_SAMPLE;
  // A page is one per category and year: the PUT moves the oldest page to a category of its own, which the copy then takes to 2028.
  if (e.resource === appPage.name && e.op === 'update') return { ...appPage.sample, major_category: 4 };
  if (e.resource === appPage.name && e.op === 'copy') return APP_PAGE_COPY_SAMPLE;
  if (e.resource === 'account.preferences') return { value: { hidden: ['remark'], order: ['id', 'title'], density: 'small' } };
  if (e.resource === 'practice.quiz_item' && e.op === 'add') return { question_ids: [1, 2] };
  if (e.resource === 'whitelist.whitelist' && e.op === 'import') return { text: '13900002222,staff\n13900003333' };
  const m = resourceNamed(e.resource);
  if (!m?.sample) return undefined;
  // The created sample would share the category and course of the record the PUT rewrites.
  if (e.resource === 'course.recommend' && e.op === 'update') return { ...m.sample, product_id: 2 };
  const unique = m.kind === 'collection' ? (m.unique ?? []).map((u) => (typeof u === 'string' ? u : u.field)) : [];
  // A Huabei configuration stays on its product system: a PUT of the oldest record repeats the one it was seeded with.
  const sample =
    m.name === prosysHuabeiConfig.name && e.op === 'update' ? { ...m.sample, product_sys_id: prosysHuabeiConfigSeed.bodies[0].product_sys_id } : m.sample;
  if (e.op === 'create' || !unique.length || m.kind !== 'collection') return sample;
  const shape = m.schemas.create.shape;
  return Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, unique.includes(k) && typeof v === 'string' ? otherValue(shape[k], v, e.op) : v]));
}

/**
 * Another valid value of a unique field for each op: the sample with the op appended, or (for a
 * field of digits, such as a phone number) with its last four digits made from the op.
 */
function otherValue(schema: { safeParse(v: unknown): { success: boolean } } | undefined, v: string, op: string): string {
  const appended = `${v}${op.slice(0, 4)}`;
  if (!schema || schema.safeParse(appended).success) return appended;
  const digits = String([...op].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 10_000, 7)).padStart(4, '0');
  return `${v.slice(0, -4)}${digits}`;
}

/** The key and version of `n` records of the endpoint's resource in scope (the newest when `newest`). */
async function records(db: Db, e: Endpoint, params: Rec, n: number, newest: boolean): Promise<Rec[]> {
  const s = storageOf(e);
  let q = db.selectFrom(s.table).select([s.key!, 'version']);
  for (const [c, v] of Object.entries({ ...columns(s, params), ...s.fixed, ...editable(e) })) q = q.where(c, '=', v);
  const rows = await q
    .orderBy(s.key === 'uuid' ? 'created_at' : s.key!, newest ? 'desc' : 'asc')
    .limit(n)
    .execute();
  return rows.map((r) => ({ [s.key!]: r[s.key!], version: Number(r.version) }));
}

/** A valid body of a batch call (bulk change, bulk delete, reorder, export), or undefined for other ops. */
export async function batchBody(db: Db, e: Endpoint, params: Rec): Promise<Rec | undefined> {
  const m = resourceNamed(e.resource);
  if (!m || m.kind !== 'collection') return undefined;
  switch (e.op) {
    case 'bulkPatch': {
      const sample = sampleBody({ ...e, op: 'patch' })!;
      const [k] = Object.keys(sample);
      const changes = isExpirePatch({ ...e, op: 'patch' }) ? { is_marked_expired: true } : { [k]: sample[k] };
      return { items: await records(db, e, params, 1, false), changes };
    }
    case 'bulkDelete':
      return { items: await records(db, e, params, 1, true) };
    case 'reorder':
      return { items: (await records(db, e, params, 2, false)).reverse() };
    case 'export':
      return { format: 'csv', columns: [{ field: m.idKey, label: 'ID' }] };
    case 'move': {
      // Every root category of the tree, in reverse order.
      const roots = await db.selectFrom(storageOf(e).table).select(['id', 'version']).where('parent_id', 'is', null).orderBy('sort').execute();
      return { parent_id: null, items: roots.map((r) => ({ id: Number(r.id), version: Number(r.version) })).reverse() };
    }
    case 'attach':
    case 'detach':
      return { items: await records(db, e, params, 1, false), product_ids: [e.op === 'attach' ? 2 : 1] };
    default:
      return undefined;
  }
}

/** The body of an expiry-only PATCH. */
export const isExpirePatch = (e: Endpoint) => e.op === 'patch' && (e.resource === 'ads.search_page' || e.resource === 'ads.recommend_top');

/** Ops whose body carries the version the client read. */
export const VERSIONED_OPS = new Set(['update', 'patch', 'write', 'toggle', 'publish']);

/** The version a client would have read before writing (0 for a document never saved). */
export async function currentVersion(db: Db, e: Endpoint, params: Rec): Promise<number> {
  if (e.resource === 'account.preferences') {
    const r = await db
      .selectFrom('account_preference')
      .innerJoin('admin_user', 'admin_user.id', 'account_preference.user_id')
      .select('account_preference.version')
      .where('admin_user.username', '=', 'admin')
      .where('key', '=', params.key)
      .executeTakeFirst();
    return r ? Number(r.version) : 0;
  }
  const s = storageOf(e);
  const where: Rec = s.key && s.idParam ? { [s.key]: params[s.idParam] } : { ...columns(s, params), ...s.fixed };
  let q = db.selectFrom(s.table).select('version');
  for (const [c, v] of Object.entries(where)) q = q.where(c, '=', v);
  const r = await q.executeTakeFirst();
  return r ? Number(r.version) : 0;
}
