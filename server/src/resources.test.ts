/** Behaviour of the resources beyond the table-driven checks: trees, filters, versions, scopes, references. */
import {
  ENDPOINTS,
  courseRecommend,
  courseGroup,
  feedback,
  prosysHuabeiConfig,
  resolveReferences,
  type CollectionModule,
} from '@admin/shared/contract/resources';
import { mainCourse, YEAR } from './test/fixtures';
import { dbFingerprint, startTestServer, type Envelope, type TestServer } from './test/harness';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('admin');
}, 60_000);
afterAll(async () => s.close());

const get = async (url: string) => (await s.call('GET', url, { token })).body;
const send = async (method: string, url: string, body?: unknown): Promise<Envelope> => (await s.call(method, url, { token, body })).body;
const AD = {
  title: '新广告',
  image: 'https://img.example.com/a.png',
  platforms: [2, 3],
  start_at: '2026-11-01T00:00:00+08:00',
  end_at: '2026-12-31T00:00:00+08:00',
};

describe('reference trees', () => {
  it('builds the majors tree by mold, leaving categories 1, 7 and 14 out for professional masters', async () => {
    const academic = (await get('/school/dp/majors/tree/?mold=1')).data as { id: number; children: { name: string }[] }[];
    expect(academic.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(academic.find((c) => c.id === 7)!.children.map((m) => m.name)).toContain('数学');
    const professional = (await get('/school/dp/majors/tree/?mold=2')).data as { id: number; children: { name: string }[] }[];
    expect(professional.map((c) => c.id)).not.toEqual(expect.arrayContaining([1]));
    for (const excluded of [1, 7, 14]) expect(professional.some((c) => c.id === excluded)).toBe(false);
    expect(professional.find((c) => c.id === 12)!.children.map((m) => m.name)).toContain('工商管理（MBA）');
    const one = (await get('/school/dp/majors/tree/?category=8')).data;
    expect(one).toHaveLength(1);
    expect((await get('/school/dp/majors/tree/?mold=3')).code).toBe(40000);
  });

  it('builds the course tree by mold (0 public, 1 major)', async () => {
    const pub = (await get('/school/dp/majors/course/tree/?mold=0')).data as { name: string; children: { name: string }[] }[];
    expect(pub.map((g) => g.name)).toEqual(['政治理论', '外国语', '数学']);
    expect(pub[2].children.map((c) => c.name)).toEqual(['数学一', '数学二', '数学三']);
    const major = (await get('/school/dp/majors/course/tree/?mold=1')).data as { name: string }[];
    expect(major.map((g) => g.name)).toContain('统考专业课');
  });

  it('reads the subject tree per industry, graduate_exam by default', async () => {
    const dflt = (await get('/base/drop_down/subject_tree/')).data as { name: string }[];
    expect(dflt.map((n) => n.name)).toEqual(['政治', '英语', '数学', '专业课']);
    const abroad = (await get('/base/drop_down/subject_tree/?industry=study_abroad')).data as { name: string }[];
    expect(abroad.map((n) => n.name)).toEqual(['语言考试', '研究生入学考试']);
  });

  it('lists the kaoyan years of the clock (2026: 2027 current, 2028 open) and 2026, which the demo content uses', async () => {
    expect((await get('/base/dp/kaoyan-year/')).data).toEqual([
      { year: 2026, name: '2026 考研', is_current: false, source: 'in_use' },
      { year: 2027, name: '2027 考研', is_current: true, source: 'calendar' },
      { year: 2028, name: '2028 考研', is_current: false, source: 'calendar' },
    ]);
  });
});

describe('lists', () => {
  it('pages, filters, orders, and counts again after a write', async () => {
    const first = (await get('/base/ads/popup?limit=5&ordering=-id')).data;
    expect(first.items).toHaveLength(5);
    expect(first.items[0].id).toBeGreaterThan(first.items[4].id);
    const total = first.total;
    const created = await send('POST', '/base/ads/popup', { ...AD, title: '唯一标题 ABC' });
    expect(created.data.kind).toBe('popup');
    expect((await get('/base/ads/popup')).data.total).toBe(total + 1);
    const found = (await get('/base/ads/popup?title=%E5%94%AF%E4%B8%80%E6%A0%87%E9%A2%98')).data;
    expect(found.items.map((a: { title: string }) => a.title)).toEqual(['唯一标题 ABC']);
    const onAndroid = (await get('/base/ads/popup?platform=2&limit=100')).data.items as { platforms: number[] }[];
    expect(onAndroid.every((a) => a.platforms.includes(2))).toBe(true);
    const page2 = (await get('/base/ads/popup?page=2&limit=10')).data;
    expect(page2).toEqual(expect.objectContaining({ page: 2, limit: 10 }));
    const beyond = (await get('/base/ads/popup?page=999')).data;
    expect(beyond.items).toEqual([]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await get('/base/ads/popup?title=%25')).data.total).toBe(0);
  });

  it('filters ads by schedule state at the request time', async () => {
    const active = (await get('/base/ads/launch?status=active&limit=100')).data.items as { start_at: string; end_at: string }[];
    const now = s.clock.now.getTime();
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((a) => Date.parse(a.start_at) <= now && Date.parse(a.end_at) > now)).toBe(true);
  });

  it('loads product classifications with is_enable=1 and toggles them with their version', async () => {
    const enabled = (await get('/nav/bc/product_classify/?is_enable=1&limit=100')).data.items as { id: number; is_enable: boolean; version: number }[];
    const all = (await get('/nav/bc/product_classify/?limit=100')).data.items as unknown[];
    expect(enabled.every((c) => c.is_enable)).toBe(true);
    expect(enabled.length).toBeLessThan(all.length);
    const c = enabled[0];
    const off = await send('PUT', `/nav/bc/product_classify/is_enable/${c.id}/`, { is_enable: false, version: c.version });
    expect(off.data).toEqual(expect.objectContaining({ is_enable: false, version: c.version + 1 }));
    expect((await send('PUT', `/nav/bc/product_classify/is_enable/${c.id}/`, { is_enable: true, version: c.version })).code).toBe(40900);
  });
});

describe('versions and patches', () => {
  it('lets the first of two edits of the same version win and refuses the second (40900, unchanged)', async () => {
    const ad = (await send('POST', '/base/ads/discovery_page', AD)).data;
    const a = await send('PUT', `/base/ads/discovery_page/${ad.id}/`, { ...AD, title: '甲的修改', version: ad.version });
    const b = await send('PUT', `/base/ads/discovery_page/${ad.id}/`, { ...AD, title: '乙的修改', version: ad.version });
    expect(a.data.version).toBe(ad.version + 1);
    expect(b.code).toBe(40900);
    expect((await get(`/base/ads/discovery_page/${ad.id}/`)).data.title).toBe('甲的修改');
  });

  it('patches only the fields sent and checks the merged record', async () => {
    const ad = (await send('POST', '/base/ads/launch', { ...AD, remark: '备注' })).data;
    const p = await send('PATCH', `/base/ads/launch/${ad.id}`, { title: '只改标题', version: ad.version });
    expect(p.data).toEqual(expect.objectContaining({ title: '只改标题', remark: '备注', platforms: [2, 3], version: ad.version + 1 }));
    const bad = await send('PATCH', `/base/ads/launch/${ad.id}`, { end_at: '2020-01-01T00:00:00Z', version: p.data.version });
    expect(bad.code).toBe(40000);
    expect(bad.data.errors).toEqual([{ field: 'end_at', message: '结束时间必须晚于开始时间' }]);
    expect((await get(`/base/ads/launch/${ad.id}`)).data.end_at).toBe(p.data.end_at);
  });

  it('sets is_marked_expired on search_page and recommend_top ads, default false', async () => {
    const ad = (await send('POST', '/base/ads/search_page', AD)).data;
    const on = await send('PATCH', `/base/ads/search_page/${ad.id}`, { is_marked_expired: true, version: ad.version });
    expect(on.data.is_marked_expired).toBe(true);
    const dflt = await send('PATCH', `/base/ads/search_page/${ad.id}`, { version: on.data.version });
    expect(dflt.data.is_marked_expired).toBe(false);
    expect((await send('PATCH', `/base/ads/search_page/${ad.id}`, { title: 'x', version: dflt.data.version })).code).toBe(40000);
    const top = (await send('POST', '/base/ads/recommend_top', AD)).data;
    expect((await send('PATCH', `/base/ads/recommend_top/${top.id}/`, { is_marked_expired: true, version: top.version })).data.is_marked_expired).toBe(true);
  });

  it('deletes conditionally on a version in the body, unconditionally without one', async () => {
    const ad = (await send('POST', '/base/ads/bottom', AD)).data;
    expect((await send('DELETE', `/base/ads/bottom/${ad.id}/`, { version: ad.version + 1 })).code).toBe(40900);
    expect((await send('DELETE', `/base/ads/bottom/${ad.id}/`, { version: ad.version })).code).toBe(20000);
    expect((await get(`/base/ads/bottom/${ad.id}/`)).code).toBe(40400);
    expect((await send('DELETE', `/base/ads/bottom/${ad.id}/`)).code).toBe(40400);
  });

  it('keeps an ad kind to its own records', async () => {
    const ad = (await send('POST', '/base/ads/study', AD)).data;
    expect((await get(`/base/ads/detail/${ad.id}`)).code).toBe(40400);
    expect((await get(`/base/ads/study/${ad.id}`)).data.id).toBe(ad.id);
  });

  it('creates special-topic pages and updates them only with id and version', async () => {
    const created = (await send('POST', '/nav/bc/sepcial_topic_page/creator_or_update/', { title: '新专题' })).data;
    const upd = await send('POST', '/nav/bc/sepcial_topic_page/creator_or_update/', { id: created.id, title: '改名', version: created.version });
    expect(upd.data).toEqual(expect.objectContaining({ id: created.id, title: '改名', version: created.version + 1 }));
    const noVersion = await send('POST', '/nav/bc/sepcial_topic_page/creator_or_update/', { id: created.id, title: 'x' });
    expect(noVersion.data.errors).toEqual([{ field: 'version', message: '修改时必须带上读取时的 version' }]);
    expect((await send('POST', '/nav/bc/sepcial_topic_page/creator_or_update/', { id: created.id, title: 'x', version: 1 })).code).toBe(40900);
  });
});

describe('business course per year', () => {
  it('scopes floors and their content to the course and year and names a missing parent', async () => {
    const course = await mainCourse(s.db);
    const base = `/nav/bc/${course}/year/${YEAR}`;
    const floor = (await send('POST', `${base}/floor/`, { name: '新楼层', floor_type: 'article' })).data;
    expect(floor).toEqual(expect.objectContaining({ bc_uuid: course, year: YEAR, content_count: 0 }));
    expect(floor.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const content = (await send('POST', `${base}/floor/${floor.uuid}/content/`, { title: '第一条' })).data;
    expect((await get(`${base}/floor/${floor.uuid}/`)).data.content_count).toBe(1);
    expect((await get(`${base}/content/${content.id}/`)).data.title).toBe('第一条');
    // The same floor and content under another year do not exist.
    expect((await get(`/nav/bc/${course}/year/2028/floor/${floor.uuid}/content/${content.id}/`)).msg).toBe('楼层不存在');
    expect((await get(`/nav/bc/${course}/year/2028/content/${content.id}/`)).msg).toBe('楼层内容不存在');
    const ghost = await get(`/nav/bc/00000000-0000-4000-8000-000000000000/year/${YEAR}/floor/`);
    expect(ghost).toEqual({ code: 40400, msg: '业务课不存在', data: null });
    expect((await get(`${base}/floor/00000000-0000-4000-8000-000000000000/english_word_model/`)).msg).toBe('楼层不存在');
  });

  it('keeps documents per scope, versioned from 0', async () => {
    const course = (await send('POST', '/nav/business_course/', { name: '新业务课', code: 'N1', mold: 0 })).data;
    const base = `/nav/bc/${course.uuid}/year/${YEAR}`;
    const fresh = (await get(`${base}/knowledge/`)).data;
    expect(fresh).toEqual(expect.objectContaining({ version: 0, updated_at: null, is_enable: false }));
    const saved = await send('PUT', `${base}/knowledge/`, { is_enable: true, title: '练', knowledge_ids: [1], show_practice_count: true, version: 0 });
    expect(saved.data.version).toBe(1);
    expect((await send('PUT', `${base}/knowledge/`, { is_enable: true, title: '练', knowledge_ids: [1], show_practice_count: true, version: 0 })).code).toBe(
      40900,
    );
    expect(
      (await send('PUT', `${base}/knowledge/`, { is_enable: true, title: '练', knowledge_ids: [999999], show_practice_count: true, version: 1 })).data
        .errors[0],
    ).toEqual({
      field: 'knowledge_ids',
      message: '知识点不存在：999999，请从下拉列表中选择',
    });
    const living = await send('PATCH', `${base}/living/`, { title: '晚间直播', version: 0 });
    expect(living.data).toEqual(expect.objectContaining({ title: '晚间直播', show_count: 3, version: 1 }));
  });

  it('validates the per-year configuration and deletes a course with everything under it', async () => {
    const course = (await send('POST', '/nav/business_course/', { name: '待删除', code: 'D1', mold: 1 })).data;
    const dup = await send('PUT', `/nav/business_course/${course.uuid}/year/config/`, {
      years: [
        { year: 2027, is_enable: true, is_default: true, title: '' },
        { year: 2027, is_enable: true, is_default: true, title: '' },
      ],
      version: 0,
    });
    expect(dup.data.errors.map((e: { message: string }) => e.message)).toEqual(['年份不能重复', '只能有一个默认年份']);
    const unknownYear = await send('PUT', `/nav/business_course/${course.uuid}/year/config/`, {
      years: [{ year: 2035, is_enable: true, is_default: false, title: '' }],
      version: 0,
    });
    expect(unknownYear.data.errors[0].field).toBe('years.year');
    await send('POST', `/nav/bc/${course.uuid}/year/${YEAR}/floor/`, { name: '楼层', floor_type: 'live' });
    expect((await send('DELETE', `/nav/business_course/${course.uuid}/`)).code).toBe(20000);
    const left = await s.db.selectFrom('bc_floor').select('uuid').where('bc_uuid', '=', course.uuid).execute();
    expect(left).toEqual([]);
  });

  it('links clock-in activities to sign-up settings and existing courses only', async () => {
    const course = await mainCourse(s.db);
    const base = `/nav/bc/${course}/year/${YEAR}`;
    const act = (
      await send('POST', `${base}/floor/clock_in_activity/`, {
        title: '新打卡',
        start_at: '2026-12-01T00:00:00Z',
        end_at: '2026-12-22T00:00:00Z',
        total_days: 21,
      })
    ).data;
    expect(act.sign_up.is_open).toBe(false);
    await send('PUT', `${base}/floor/clock_in_activity/sign_up/${act.id}/`, {
      is_open: true,
      start_at: null,
      end_at: null,
      max_participants: 50,
      need_phone: true,
      need_address: true,
      delivery_id: null,
      success_tip: '好',
      version: 0,
    });
    expect((await get(`${base}/clock_in_activity/${act.id}/`)).data.sign_up).toEqual(expect.objectContaining({ is_open: true, max_participants: 50 }));
    const bad = await send('PUT', `${base}/clock_in_activity/course/${act.id}/`, { courses: [{ product_id: 987654, sort: 0 }], version: 0 });
    expect(bad.data.errors[0].field).toBe('courses.product_id');
    expect((await get('/nav/clock_in_activity/option/')).data.some((o: { id: number }) => o.id === act.id)).toBe(true);
  });

  it('refuses references to records that do not exist', async () => {
    const course = await mainCourse(s.db);
    const r = await send('POST', `/nav/bc/${course}/year/${YEAR}/products/`, { product_id: 999999 });
    expect(r.data.errors).toEqual([{ field: 'product_id', message: '课程商品不存在：999999，请从下拉列表中选择' }]);
  });

  it('answers the business-course detail with its subject and majors', async () => {
    const course = await mainCourse(s.db);
    const d = (await get(`/nav/business_course/major/subject/detail/?uuid=${course}`)).data;
    expect(d).toEqual(expect.objectContaining({ uuid: course, name: '管理类联考', subject: expect.objectContaining({ code: 'mba_199' }) }));
    expect(d.majors.map((m: { name: string }) => m.name)).toContain('会计');
  });
});

describe('references declared in the contract', () => {
  type Rec = Record<string, unknown>;
  const MISSING = 987654;
  /** The module's sample with its declared reference `path` (`field` or `list.field`) naming a record that does not exist. */
  function naming(m: CollectionModule, path: string): Rec {
    const [list, field] = path.includes('.') ? path.split('.') : [undefined, path];
    if (!list) return { ...m.sample, [field]: MISSING };
    return { ...m.sample, [list]: (m.sample[list] as Rec[]).map((x) => ({ ...x, [field]: MISSING })) };
  }

  it.each([
    { m: courseRecommend, path: 'classify_id', op: 'create' },
    { m: prosysHuabeiConfig, path: 'product_sys_id', op: 'create' },
    { m: courseGroup, path: 'members.product_id', op: 'create' },
    { m: feedback, path: 'assignee_id', op: 'patch' },
  ] as const)('refuses a $op of $m.name whose $path names a missing record, writing nothing', async ({ m, path, op }) => {
    const ref = resolveReferences(m.references).find((r) => (r.inList ? `${r.inList}.${r.field}` : r.field) === path);
    expect(ref).toBeDefined();
    const route = m.routes[op]!;
    let url = route.path;
    let body = naming(m, path);
    if (op === 'patch') {
      const one = ((await get(m.routes.list!.path)).data as { items: Rec[] }).items[0];
      url = url.replace(`:${m.idParam}`, String(one[m.idKey]));
      body = { [path]: MISSING, version: one.version };
    }
    const before = await dbFingerprint(s.db);
    const r = await send(route.method, url, body);
    expect(r.code).toBe(40000);
    expect(r.data.errors).toContainEqual({ field: path, message: `${ref!.label}不存在：${MISSING}，请从下拉列表中选择` });
    expect(await dbFingerprint(s.db)).toBe(before);
  });
});

describe('OpenAPI', () => {
  it('is for signed-in accounts only, unless API_DOCS=public', async () => {
    for (const url of ['/admin_api/docs', '/admin_api/docs/openapi.json']) {
      for (const headers of [{}, { token: 'not-a-token' }]) {
        const r = await s.app.inject({ url, headers });
        expect([url, r.statusCode, r.json().code]).toEqual([url, 401, 50022]);
        expect(r.body).not.toContain('/admin_api/v1/');
      }
      // Any account that signs in is staff, whatever it may call.
      expect((await s.app.inject({ url, headers: { token: await s.login('nobody') } })).json().openapi).toMatch(/^3\./);
    }
    const open = await startTestServer({ apiDocs: 'public', demo: false });
    try {
      expect((await open.app.inject({ url: '/admin_api/docs' })).json().openapi).toMatch(/^3\./);
    } finally {
      await open.close();
    }
  });

  it('documents every endpoint of the table at /admin_api/docs', async () => {
    const res = await s.app.inject({ url: '/admin_api/docs', headers: { token } });
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const e of ENDPOINTS) {
      const p = `/admin_api/v1${e.path.replace(/:([a-z_]+)/g, '{$1}')}`;
      expect(doc.paths[p]?.[e.method.toLowerCase()]).toBeDefined();
    }
    // Each route's input and output, from the contract's zod schemas.
    type Op = {
      parameters: { in: string; name: string }[];
      requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
      responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
    };
    const list = doc.paths['/admin_api/v1/base/ads/launch/'] as Record<string, Op>;
    expect(list.get.parameters.map((x) => x.name)).toEqual(expect.arrayContaining(['page', 'limit', 'ordering', 'title']));
    expect(Object.keys(list.get.responses['200'].content['application/json'].schema.properties)).toEqual(['code', 'msg', 'data']);
    expect(list.post.requestBody?.content['application/json'].schema.required).toEqual(expect.arrayContaining(['title', 'image', 'start_at', 'end_at']));
    const one = doc.paths['/admin_api/v1/base/ads/launch/{id}/'] as Record<string, Op>;
    expect(one.put.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id' }));
  });
});
