import { adKind, type Endpoint } from '@admin/shared/contract';
import type { Db } from '../db/database';

type Rec = Record<string, unknown>;

export const YEAR = 2027;
const IMG = 'https://img.example.com/a.png';
const START = '2026-12-01T00:00:00+08:00';
const END = '2027-01-01T00:00:00+08:00';

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

/**
 * Concrete values for an endpoint's path parameters, taken from the demo database: a record of
 * the endpoint's resource in scope (the newest one when the call deletes it, so the records other
 * calls use stay).
 */
export async function resolveParams(db: Db, e: Endpoint): Promise<Rec> {
  const names = [...e.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);
  if (!names.length) return {};
  const newest = e.method === 'DELETE';
  const out: Rec = {};
  const course = await mainCourse(db);
  const scope = { bc_uuid: course, year: YEAR };
  if (names.includes('course')) out.course = course;
  if (names.includes('year')) out.year = YEAR;
  const r = e.resource;
  if (r.startsWith('ads.')) out.id = await one(db, 'ad', 'id', { kind: r.slice(4) }, newest);
  // A draft: sent and failed pushes are history and refuse edits.
  else if (r.startsWith('push.')) out.id = await one(db, 'push_info', 'id', { channel: r.slice(5), status: 'draft' }, newest);
  else if (r === 'bc.course') out.id = newest ? await one(db, 'business_course', 'uuid', {}, true) : course;
  else if (r === 'bc.year_config') out.id = course;
  else if (r === 'bc.floor') out.id = await one(db, 'bc_floor', 'uuid', scope, newest);
  else if (r === 'bc.english_word_model') out.id = await one(db, 'bc_floor', 'uuid', scope, false);
  else if (r === 'bc.floor_content') {
    const floor = await one(db, 'bc_floor', 'uuid', scope, false);
    if (names.includes('id')) out.id = floor;
    if (names.includes('cid')) out.cid = await one(db, 'bc_floor_content', 'id', { ...scope, floor_uuid: floor }, newest);
  } else if (r === 'bc.clock_in_activity') out.id = await one(db, 'bc_clock_in_activity', 'id', scope, newest);
  else if (r === 'bc.clock_in_sign_up' || r === 'bc.clock_in_course') out.id = await one(db, 'bc_clock_in_activity', 'id', scope, false);
  else if (r === 'bc.banner') out.id = await one(db, 'bc_banner', 'id', scope, newest);
  else if (r === 'bc.product') out.id = await one(db, 'bc_product', 'id', scope, newest);
  else if (r === 'bc.product_classify') out.id = await one(db, 'product_classify', 'id', {}, newest);
  else if (TABLE_OF[r]) out.id = await one(db, TABLE_OF[r][0], TABLE_OF[r][1], {}, newest);
  for (const n of names) if (out[n] === undefined) throw new Error(`${e.method} ${e.path}: no fixture for :${n}`);
  return out;
}

export const fillPath = (path: string, params: Rec) => path.replace(/:([a-z_]+)/g, (_, n: string) => encodeURIComponent(String(params[n])));

/** Query values an endpoint requires. */
export async function requiredQuery(db: Db, e: Endpoint): Promise<string> {
  if (e.op === 'major_subject_detail') return `?uuid=${await mainCourse(db)}`;
  return '';
}

/** A valid body for creating (or wholly replacing) a record of each resource. */
export function sampleBody(e: Endpoint): Rec | undefined {
  const r = e.resource;
  if (r.startsWith('ads.') && r !== 'ads.my_home_config') {
    const platforms = adKind(r.slice(4))?.platforms?.slice(0, 2) ?? [1, 2];
    return { title: '测试广告', image: IMG, platforms, start_at: START, end_at: END, link_type: 'web', link_value: 'https://m.example.com/x' };
  }
  if (r.startsWith('push.')) {
    return { title: '测试推送', body: '推送正文', platforms: r === 'push.pc' ? [0] : [2, 3], link_type: 'app_page', link_value: 'study/plan' };
  }
  switch (r) {
    case 'ads.my_home_config':
      return { config: { is_enable: true, max_count: 3, carousel_seconds: 4, title: '推荐', show_platforms: [2, 3] } };
    case 'bc.course':
      return { name: '测试业务课', code: 'T01', mold: 1 };
    case 'bc.year_config':
      return { years: [{ year: 2027, is_enable: true, is_default: true, title: '2027 考研' }] };
    case 'bc.cs_entrance':
      return { is_enable: true, title: '选课', subtitle: '', image: '', button_text: '去选课', link_type: 'app_page', link_value: 'course/select' };
    case 'bc.floor':
      return { name: '测试楼层', floor_type: 'course_list' };
    case 'bc.floor_content':
      return { title: '测试内容', link_type: 'none' };
    case 'bc.english_word_model':
      return { is_enable: true, title: '背单词', word_book: 'kaoyan_core', daily_count: 40, mode: 'spell', show_progress: false };
    case 'bc.clock_in_activity':
      return { title: '测试打卡', start_at: START, end_at: END, total_days: 31 };
    case 'bc.clock_in_sign_up':
      return { is_open: true, start_at: null, end_at: null, max_participants: 100, need_phone: true, need_address: false, delivery_id: null, success_tip: '' };
    case 'bc.clock_in_course':
      return { courses: [{ product_id: 1, sort: 0 }] };
    case 'bc.living':
      return { title: '直播', show_count: 5 };
    case 'bc.banner':
      return { title: '测试轮播', image: IMG };
    case 'bc.product':
      return e.op === 'patch' ? { label: '新' } : { product_id: 2 };
    case 'bc.knowledge':
      return { is_enable: true, title: '知识点', knowledge_ids: [1, 2], show_practice_count: false };
    case 'bc.product_classify':
      return e.op === 'toggle' ? { is_enable: false } : { name: '测试分类' };
    case 'bc.special_topic_page':
      return { title: '测试专题' };
    case 'course.tag':
      return { name: '测试标签', color: '#FF6A00' };
    case 'home.floor':
      return { name: '测试楼层', floor_type: 'course_list', platforms: [2, 3], kaoyan_year: YEAR };
    case 'account.app_user':
      return { status: 'banned' };
    default:
      return undefined;
  }
}

/** The body of an expiry-only PATCH. */
export const isExpirePatch = (e: Endpoint) => e.op === 'patch' && (e.resource === 'ads.search_page' || e.resource === 'ads.recommend_top');

/** Ops whose body carries the version the client read. */
export const VERSIONED_OPS = new Set(['update', 'patch', 'write', 'toggle']);

const TABLE_OF: Record<string, [table: string, key: string, param: string]> = {
  'bc.course': ['business_course', 'uuid', 'id'],
  'bc.floor': ['bc_floor', 'uuid', 'id'],
  'bc.floor_content': ['bc_floor_content', 'id', 'cid'],
  'bc.clock_in_activity': ['bc_clock_in_activity', 'id', 'id'],
  'bc.banner': ['bc_banner', 'id', 'id'],
  'bc.product': ['bc_product', 'id', 'id'],
  'bc.product_classify': ['product_classify', 'id', 'id'],
  'bc.special_topic_page': ['special_topic_page', 'id', 'id'],
  'course.tag': ['course_tag', 'id', 'id'],
  'home.floor': ['home_floor', 'id', 'id'],
  'account.app_user': ['app_user', 'id', 'id'],
};

const DOC_OF: Record<string, (p: Rec) => [string, Rec]> = {
  'ads.my_home_config': () => ['my_home_ad_config', { scope: 'default' }],
  'bc.year_config': (p) => ['bc_year_config', { bc_uuid: p.id }],
  'bc.cs_entrance': (p) => ['bc_cs_entrance', { bc_uuid: p.course, year: p.year }],
  'bc.living': (p) => ['bc_living', { bc_uuid: p.course, year: p.year }],
  'bc.knowledge': (p) => ['bc_knowledge', { bc_uuid: p.course, year: p.year }],
  'bc.english_word_model': (p) => ['bc_english_word_model', { floor_uuid: p.id }],
  'bc.clock_in_sign_up': (p) => ['bc_clock_in_sign_up', { activity_id: p.id }],
  'bc.clock_in_course': (p) => ['bc_clock_in_course', { activity_id: p.id }],
};

/** The version a client would have read before writing (0 for a document never saved). */
export async function currentVersion(db: Db, e: Endpoint, params: Rec): Promise<number> {
  let table: string;
  let where: Rec;
  if (e.resource.startsWith('ads.') && e.resource !== 'ads.my_home_config') {
    table = 'ad';
    where = { id: params.id };
  } else if (e.resource.startsWith('push.')) {
    table = 'push_info';
    where = { id: params.id };
  } else if (TABLE_OF[e.resource]) {
    const [t, key, param] = TABLE_OF[e.resource];
    table = t;
    where = { [key]: params[param] };
  } else if (DOC_OF[e.resource]) {
    [table, where] = DOC_OF[e.resource](params);
  } else {
    throw new Error(`no version source for ${e.resource}`);
  }
  let q = db.selectFrom(table).select('version');
  for (const [c, v] of Object.entries(where)) q = q.where(c, '=', v);
  const r = await q.executeTakeFirst();
  return r ? Number(r.version) : 0;
}
