/** Names staff expect unique and records sent back as read. */
import { useTestServer } from '../test/use-test-server';

const s = useTestServer(['admin']);

const call = s.ask;

describe('unique names', () => {
  it('refuses a duplicate tag name on create, update, patch and bulk change with a field error', async () => {
    const dup = { field: 'name', message: '课程标签名称「热卖」已存在' };
    expect((await call('POST', '/course/tag/', { name: '热卖' })).data.errors).toEqual([dup]);
    const tag = (await call('POST', '/course/tag/', { name: '唯一测试' })).data;
    expect((await call('PUT', `/course/tag/${tag.id}/`, { name: '热卖', version: tag.version })).data.errors).toEqual([dup]);
    expect((await call('PATCH', `/course/tag/${tag.id}/`, { name: '热卖', version: tag.version })).data.errors).toEqual([dup]);
    const bulk = await call('PATCH', '/course/tag/bulk/', { items: [{ id: tag.id, version: tag.version }], changes: { name: '热卖' } });
    expect(bulk.data.errors).toEqual([{ field: 'items.0.name', message: dup.message }]);
    // Its own name is no clash.
    expect((await call('PUT', `/course/tag/${tag.id}/`, { name: '唯一测试', color: '#000000', version: tag.version })).code).toBe(20000);
  });

  it('refuses one name for several records in a bulk change', async () => {
    const tags = (await call('GET', '/course/tag/?limit=2')).data.items.map((t: { id: number; version: number }) => ({ id: t.id, version: t.version }));
    const r = await call('PATCH', '/course/tag/bulk/', { items: tags, changes: { name: '同名' } });
    expect(r.data.errors).toEqual([{ field: 'changes.name', message: '课程标签名称不能重复，不能把多条记录改成同一个值' }]);
  });

  it('scopes floor and category names to the business line', async () => {
    expect((await call('POST', '/nav/floor/', { name: '今日直播', floor_type: 'live' })).data.errors).toEqual([
      { field: 'name', message: '首页楼层名称「今日直播」已存在' },
    ]);
    expect((await call('POST', '/nav/floor/', { name: '今日直播', floor_type: 'live', business_line: 2 })).code).toBe(20000);
    expect((await call('POST', '/setting/reference-group/', { name: '在职考研交流群', qr_image: '/uploads/demo-qr.png' })).data.errors[0].field).toBe('name');
  });

  it('lets exactly one of several simultaneous creates of a name win', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => call('POST', '/course/tag/', { name: '同时提交' })));
    expect(results.filter((r) => r.code === 20000)).toHaveLength(1);
    for (const r of results.filter((x) => x.code !== 20000)) expect(r.data.errors).toEqual([{ field: 'name', message: '课程标签名称「同时提交」已存在' }]);
  });

  it('backs the check with a unique index', async () => {
    const now = new Date().toISOString();
    const row = { name: '热卖', color: '#000000', sort: 0, is_enable: 1, created_at: now, updated_at: now, version: 1 };
    // By code: the driver's error class may come from another test file's realm (jest), so no instanceof.
    await expect(s.db.insertInto('course_tag').values(row).execute()).rejects.toMatchObject({
      code: expect.stringMatching(/^(SQLITE_CONSTRAINT_UNIQUE|23505)$/),
    });
  });
});

describe('look-alike unique names', () => {
  const looksLike = (value: string, existing: string) =>
    `课程标签名称「${value}」与已有的「${existing}」视为同名（只差大小写、全角半角或不可见字符），请换一个`;

  it('refuses a name that differs only by case, width or format characters, on every write', async () => {
    const before = await call('POST', '/course/tag/', { name: 'Hot Sale' });
    expect(before.code).toBe(20000);
    for (const name of ['hot sale', 'HOT SALE', 'Ｈｏｔ Ｓａｌｅ']) {
      expect((await call('POST', '/course/tag/', { name })).data.errors).toEqual([{ field: 'name', message: looksLike(name, 'Hot Sale') }]);
    }
    const other = (await call('POST', '/course/tag/', { name: '另一个标签' })).data;
    expect((await call('PUT', `/course/tag/${other.id}/`, { name: 'HOT sale', color: '#000000', version: other.version })).data.errors).toEqual([
      { field: 'name', message: looksLike('HOT sale', 'Hot Sale') },
    ]);
    expect((await call('PATCH', `/course/tag/${other.id}/`, { name: 'hot SALE', version: other.version })).data.errors).toEqual([
      { field: 'name', message: looksLike('hot SALE', 'Hot Sale') },
    ]);
    const bulk = await call('PATCH', '/course/tag/bulk/', { items: [{ id: other.id, version: other.version }], changes: { name: 'hot sale' } });
    expect(bulk.data.errors).toEqual([{ field: 'items.0.name', message: looksLike('hot sale', 'Hot Sale') }]);
    // Its own name in another case is a rename of itself, not a clash.
    expect((await call('PATCH', `/course/tag/${before.data.id}/`, { name: 'HOT SALE', version: before.data.version })).code).toBe(20000);
  });

  it('refuses format characters (zero-width and the like) in a new or changed name', async () => {
    expect((await call('POST', '/course/tag/', { name: 'Hot Sale\u200b' })).data.errors).toEqual([
      { field: 'name', message: '课程标签名称第 9 个字符是不可见的格式字符 U+200B，请删除后再提交' },
    ]);
    expect((await call('POST', '/course/tag/', { name: '\u200bHot Sale' })).data.errors).toEqual([
      { field: 'name', message: '课程标签名称第 1 个字符是不可见的格式字符 U+200B，请删除后再提交' },
    ]);
    expect((await call('POST', '/course/tag/', { name: '新\u2060品' })).data.errors[0].message).toContain('U+2060');
    expect((await call('POST', '/course/tag/', { name: '新\u00ad品' })).data.errors[0].message).toContain('U+00AD');
  });

  it('keeps a name stored before the rule editable, and compares new names with it', async () => {
    const now = new Date().toISOString();
    const row = await s.db
      .insertInto('course_tag')
      .values({ name: 'Old\u200bTag', color: '#000000', sort: 0, is_enable: 1, created_at: now, updated_at: now, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    expect((await call('PATCH', `/course/tag/${id}/`, { color: '#FF6A00', version: 1 })).code).toBe(20000);
    expect((await call('POST', '/course/tag/', { name: 'oldtag' })).data.errors).toEqual([{ field: 'name', message: looksLike('oldtag', 'Old\u200bTag') }]);
  });

  it('scopes look-alikes like exact names (per business line)', async () => {
    expect((await call('POST', '/nav/floor/', { name: 'Live Now', floor_type: 'live' })).code).toBe(20000);
    expect((await call('POST', '/nav/floor/', { name: 'LIVE NOW', floor_type: 'live' })).data.errors[0].field).toBe('name');
    expect((await call('POST', '/nav/floor/', { name: 'LIVE NOW', floor_type: 'live', business_line: 2 })).code).toBe(20000);
  });

  it('lets exactly one of several simultaneous look-alike creates win', async () => {
    const names = ['Race Tag', 'race tag', 'RACE TAG', 'Ｒａｃｅ Ｔａｇ', 'rACE tAG', 'Race TAG'];
    const results = await Promise.all(names.map((name) => call('POST', '/course/tag/', { name })));
    expect(results.filter((r) => r.code === 20000)).toHaveLength(1);
    for (const r of results.filter((x) => x.code !== 20000)) expect(r.data.errors[0].field).toBe('name');
  });
});

describe('a record read can be sent back', () => {
  it('accepts and ignores the read-only fields on POST and PUT, and still refuses unknown ones', async () => {
    const ad = (await call('GET', '/base/ads/popup/?limit=1')).data.items[0];
    const copy = await call('POST', '/base/ads/popup/', {
      ...ad,
      title: `${ad.title} 副本`,
      kind: 'launch',
      id: 1,
      version: 99,
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(copy.code).toBe(20000);
    expect(copy.data).toMatchObject({ kind: 'popup', version: 1, title: `${ad.title} 副本` });
    expect(copy.data.id).not.toBe(ad.id);
    expect(copy.data.created_at).not.toBe('2000-01-01T00:00:00Z');
    const put = await call('PUT', `/base/ads/popup/${copy.data.id}/`, { ...copy.data, remark: '整条写回' });
    expect(put.data).toMatchObject({ remark: '整条写回', version: 2, id: copy.data.id });
    expect((await call('POST', '/base/ads/popup/', { ...ad, no_such_field: 1 })).data.errors).toEqual([
      { field: 'no_such_field', message: '不支持的字段，请删除' },
    ]);
  });

  it('works for pushes (status, counts, channel) and uuid-keyed business courses', async () => {
    const push = (await call('GET', '/base/push/app/?status=draft&limit=1')).data.items[0];
    const copy = await call('POST', '/base/push/app/', { ...push, title: '复制的推送' });
    expect(copy.data).toMatchObject({ title: '复制的推送', status: 'draft', sent_count: 0, channel: 'app' });
    const bc = (await call('GET', '/nav/business_course/?limit=1')).data.items[0];
    const bcCopy = await call('POST', '/nav/business_course/', { ...bc, name: '复制的业务课', code: 'CP1' });
    expect(bcCopy.code).toBe(20000);
    expect(bcCopy.data.uuid).not.toBe(bc.uuid);
  });
});
