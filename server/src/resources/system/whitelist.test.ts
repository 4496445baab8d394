/** The whitelist (/whiteList/index): masked accounts, one entry per user, the line-by-line import, viewer read-only. */
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['admin', 'viewer']);
const { tokens } = s;

const call = s.ask;
type Entry = { id: number; account: string; type: string; note: string; expires_at: string | null; version: number };
const stored = async (account: string) => s.db.selectFrom('whitelist_whitelist').selectAll().where('account', '=', account).executeTakeFirst();
const count = async () =>
  Number(
    (
      await s.db
        .selectFrom('whitelist_whitelist')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('accounts', () => {
  it('lists the seeded entries with masked accounts and stores them whole', async () => {
    const list = (await call('GET', '/whitelist/?limit=100')).data;
    expect(list.total).toBeGreaterThanOrEqual(7);
    const accounts = list.items.map((e: Entry) => e.account);
    expect(accounts).toContain('138****8000');
    // Phone numbers are masked; a user id is shown whole.
    const seeded = await s.db.selectFrom('whitelist_whitelist').select('account').execute();
    expect(accounts.filter((a: string) => a.includes('*')).length).toBe(seeded.filter((r) => /^1\d{10}$/.test(String(r.account))).length);
    expect(accounts.filter((a: string) => !a.includes('*')).every((a: string) => /^[1-9]\d{0,9}$/.test(a))).toBe(true);
    expect(await stored('13800138000')).toBeTruthy();
    // Staff find an entry with the digits they are told.
    expect((await call('GET', '/whitelist/?account=13800138000')).data.items.map((e: Entry) => e.account)).toEqual(['138****8000']);
  });

  it('exports the accounts masked', async () => {
    const r = await s.call('POST', '/whitelist/export/', {
      token: tokens.admin,
      body: { format: 'csv', query: { account: '13800138000' }, columns: [{ field: 'account', label: '账号' }] },
    });
    expect(r.status).toBe(200);
    expect(r.res.body.split('\r\n').slice(0, 2)).toEqual(['\uFEFF账号', '138****8000']);
  });

  it('shows an entry by user id whole, with the user’s nickname, in the list and in exports', async () => {
    const user = await s.db.selectFrom('app_user').select(['id', 'nickname', 'phone']).where('id', '=', 3).executeTakeFirstOrThrow();
    const [byId] = (await call('GET', '/whitelist/?account=3&limit=100')).data.items.filter((e: Entry) => e.account === '3');
    expect(byId).toMatchObject({ account: '3', user_nickname: user.nickname });
    const [byPhone] = (await call('GET', '/whitelist/?account=13800138000')).data.items;
    const phoneUser = await s.db.selectFrom('app_user').select('nickname').where('phone', '=', '13800138000').executeTakeFirst();
    expect(byPhone).toMatchObject({ account: '138****8000', user_nickname: phoneUser ? phoneUser.nickname : null });

    const columns = [
      { field: 'account', label: '账号' },
      { field: 'user_nickname', label: '用户昵称' },
    ];
    const r = await s.call('POST', '/whitelist/export/', { token: tokens.admin, body: { format: 'csv', query: { ordering: 'id' }, columns } });
    const lines = r.res.body.split('\r\n');
    expect(lines).toContain(`3,${String(user.nickname)}`);
    expect(lines.some((l: string) => l.startsWith('138****8000,'))).toBe(true);
    expect(lines.some((l: string) => /^\*+(,|$)/.test(l))).toBe(false);
  });

  it('shows the whole account only to those who may change it', async () => {
    const id = Number((await stored('13800138000'))!.id);
    expect((await call('GET', `/whitelist/${id}/`)).data.account).toBe('13800138000');
    expect((await call('GET', `/whitelist/${id}/`, undefined, 'viewer')).data.account).toBe('138****8000');
  });

  it('filters entries in force and expired ones', async () => {
    const expired = (await call('GET', '/whitelist/?active=0&limit=100')).data.items as Entry[];
    const inForce = (await call('GET', '/whitelist/?active=1&limit=100')).data.items as Entry[];
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.every((e) => e.expires_at && Date.parse(e.expires_at) <= s.clock.now.getTime())).toBe(true);
    expect(inForce.every((e) => !e.expires_at || Date.parse(e.expires_at) > s.clock.now.getTime())).toBe(true);
  });

  it('refuses a duplicate, the same user by phone and by id, an unknown user id and a malformed account', async () => {
    const dup = await call('POST', '/whitelist/', { account: '13800138000' });
    expect(dup.code).toBe(40000);
    expect(dup.data.errors).toEqual([{ field: 'account', message: expect.stringContaining('已存在') }]);

    const user = await s.db.selectFrom('app_user').select(['id', 'phone']).where('id', '=', 20).executeTakeFirstOrThrow();
    const byId = await call('POST', '/whitelist/', { account: String(user.id), type: 'staff' });
    expect(byId.code).toBe(20000);
    const byPhone = await call('POST', '/whitelist/', { account: user.phone });
    expect(byPhone.code).toBe(40000);
    expect(byPhone.data.errors).toEqual([{ field: 'account', message: `该手机号的用户（ID ${String(user.id)}）已按用户 ID 加入白名单` }]);

    expect((await call('POST', '/whitelist/', { account: '999999' })).data.errors).toEqual([{ field: 'account', message: '用户 ID 999999 不存在' }]);
    const bad = await call('POST', '/whitelist/', { account: '138****8000' });
    expect(bad.data.errors).toEqual([{ field: 'account', message: '应为 11 位手机号或用户 ID（数字）' }]);
    expect(await stored('138****8000')).toBeUndefined();
  });

  it('changes type, note or expiry in bulk, but an account only one entry at a time', async () => {
    const [a, b] = (await call('GET', '/whitelist/?type=tester&limit=2')).data.items as Entry[];
    const items = [a, b].map((e) => ({ id: e.id, version: e.version }));
    const changed = await call('PATCH', '/whitelist/bulk/', { items, changes: { note: '批量备注' } });
    expect(changed.data.items.map((e: Entry) => e.note)).toEqual(['批量备注', '批量备注']);
    const one = [{ id: a.id, version: a.version + 1 }];
    expect((await call('PATCH', '/whitelist/bulk/', { items: one, changes: { account: '999998' } })).data.errors).toEqual([
      { field: 'changes.account', message: '账号请逐条修改，不能批量修改' },
    ]);
  });

  it('keeps the viewer read-only', async () => {
    const before = await count();
    expect((await call('POST', '/whitelist/', { account: '13700001234' }, 'viewer')).code).toBe(40300);
    expect((await call('POST', '/whitelist/import/', { text: '13700001234' }, 'viewer')).code).toBe(40300);
    expect(await count()).toBe(before);
  });
});

describe('import', () => {
  it('writes the good lines and reports every refused one by line number', async () => {
    const before = await count();
    const text = [
      '账号,类型,备注,有效期',
      '13611112222,staff,客服,2099-12-31',
      '',
      '13611112222,tester',
      '13800138000',
      '12345',
      '138-0000',
      '13611113333,boss',
      '13611114444,测试,,2020-01-01',
      '13611115555,合作方,"渠道, 华东",2099-06-30 18:00',
      '13611116666,,,明天',
    ].join('\n');
    const r = await call('POST', '/whitelist/import/', { text, type: 'tester' });
    expect(r.code).toBe(20000);
    expect(r.data.created).toBe(2);
    expect(r.data.refused).toEqual([
      { line: 4, text: '13611112222,tester', reason: '与第 2 行重复' },
      { line: 5, text: '13800138000', reason: '已在白名单中' },
      { line: 6, text: '12345', reason: '用户 ID 12345 不存在' },
      { line: 7, text: '138-0000', reason: expect.stringContaining('应为 11 位手机号或用户 ID') },
      { line: 8, text: '13611113333,boss', reason: expect.stringContaining('类型「boss」无效') },
      { line: 9, text: '13611114444,测试,,2020-01-01', reason: '有效期已过，请填写将来的时间' },
      { line: 11, text: '13611116666,,,明天', reason: expect.stringContaining('有效期「明天」无法识别') },
    ]);
    expect(await count()).toBe(before + 2);
    expect(await stored('13611112222')).toMatchObject({ type: 'staff', note: '客服', expires_at: '2099-12-31T15:59:59.000Z' });
    expect(await stored('13611115555')).toMatchObject({ type: 'partner', note: '渠道, 华东', expires_at: '2099-06-30T10:00:00.000Z' });
  });

  it('refuses an empty or oversized paste as a whole and writes nothing', async () => {
    const before = await count();
    expect((await call('POST', '/whitelist/import/', { text: '\n  \n' })).data.errors).toEqual([
      { field: 'text', message: '请至少填写 1 行：手机号或用户 ID' },
    ]);
    const many = Array.from({ length: 1001 }, (_, i) => String(13500000000 + i)).join('\n');
    expect((await call('POST', '/whitelist/import/', { text: many })).data.errors[0].message).toContain('一次最多导入 1000 行');
    expect(await count()).toBe(before);
  });
});

it('refuses a text with a line no entry could be (a wrong file) as a whole', async () => {
  const r = await call('POST', '/whitelist/import/', { text: `13900004444\n${'x'.repeat(400)}` });
  expect(r.code).toBe(40000);
  expect(r.data.errors).toEqual([{ field: 'text', message: '第 2 行超过 300 个字符，请检查是否选错了文件' }]);
  expect(await stored('13900004444')).toBeUndefined();
});
