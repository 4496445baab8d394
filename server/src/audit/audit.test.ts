/** The audit log: a row per write in the write's transaction, refusals, history, restore, undo delete, the operation log's access, retention. */
import { CUSTOMER_SERVICE_DEFAULTS } from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import { useTestServer } from '../test/use-test-server';
import { dbFingerprint } from '../test/harness';
import { openSsoForm, postSsoForm } from '../test/sso';
import { diffFields } from './audit-log';
import { pruneAudit } from './retention';

const s = useTestServer(['admin', 'viewer', 'nobody']);
const { tokens } = s;

type Rec = Record<string, unknown>;
const call = s.ask;
const RG = '/setting/reference-group';
/** The audit rows appended after row `since`, oldest first, as the operation log lists them. */
const rowsSince = async (since: number): Promise<Rec[]> => {
  const page = (await call('GET', '/audit/operation-log/?limit=100')).data;
  return (page.items as Rec[]).filter((r) => Number(r.id) > since).reverse();
};
const lastId = async (): Promise<number> => Number((await call('GET', '/audit/operation-log/?limit=1')).data.items[0]?.id ?? 0);
const create = async (name: string) => (await call('POST', `${RG}/`, { name, qr_image: '/uploads/x.png', capacity: 100 })).data as Rec;

it('records create, patch, update and delete with who, from where, the request id and only the changed fields', async () => {
  const since = await lastId();
  const rec = await create('审计测试群');
  const patched = (await call('PATCH', `${RG}/${rec.id}/`, { capacity: 150, version: rec.version })).data;
  const updated = (await call('PUT', `${RG}/${rec.id}/`, { name: '审计测试群 2', qr_image: '/uploads/x.png', capacity: 150, version: patched.version })).data;
  await s.call('DELETE', `${RG}/${rec.id}/`, {
    token: tokens.admin,
    body: { version: updated.version },
    headers: { 'x-request-id': 'req-audit-1', 'user-agent': 'jest-agent' },
  });

  const rows = await rowsSince(since);
  expect(rows.map((r) => r.action)).toEqual(['create', 'patch', 'update', 'delete']);
  for (const r of rows)
    expect(r).toMatchObject({ username: 'admin', resource: 'setting.reference_group', record_id: String(rec.id), outcome: 20000, ip: expect.any(String) });
  expect(rows[0].changes).toEqual(
    expect.arrayContaining([
      { field: 'name', before: null, after: '审计测试群' },
      { field: 'capacity', before: null, after: 100 },
    ]),
  );
  expect(rows[1].changes).toEqual([{ field: 'capacity', before: 100, after: 150 }]);
  expect(rows[1].record_version).toBe(2);
  expect(rows[2].changes).toEqual([{ field: 'name', before: '审计测试群', after: '审计测试群 2' }]);
  expect(rows[3]).toMatchObject({ request_id: 'req-audit-1', user_agent: 'jest-agent', record_version: null });
  expect(rows[3].changes).toEqual(expect.arrayContaining([{ field: 'is_enable', before: true, after: null }]));
  // Every request has an id of its own.
  expect(new Set(rows.map((r) => r.request_id)).size).toBe(4);
});

it('records a bulk change and a reorder as one row per record, and a settings document per field', async () => {
  const a = await create('审计批量 A');
  const b = await create('审计批量 B');
  const since = await lastId();
  const bulk = (
    await call('PATCH', `${RG}/bulk/`, {
      items: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version },
      ],
      changes: { is_enable: false },
    })
  ).data.items as Rec[];
  await call('PUT', `${RG}/order/`, {
    items: [
      { id: b.id, version: bulk[1].version },
      { id: a.id, version: bulk[0].version },
    ],
  });
  const doc = (await call('GET', '/setting/customer-service/')).data;
  await call('PUT', '/setting/customer-service/', { ...CUSTOMER_SERVICE_DEFAULTS, hours: '工作日 9:00–18:00', version: doc.version });
  const rows = await rowsSince(since);
  expect(rows.map((r) => [r.action, r.record_id])).toEqual([
    ['bulkPatch', String(a.id)],
    ['bulkPatch', String(b.id)],
    ['reorder', String(b.id)],
    ['reorder', String(a.id)],
    ['write', '-'],
  ]);
  expect(rows[0].changes).toEqual([{ field: 'is_enable', before: true, after: false }]);
  // Both had sort 0: the reorder hands out 0 and 1 in the new order, so only A's changes.
  expect(rows.slice(2, 4).map((r) => (r.changes as Rec[]).map((c) => c.field))).toEqual([[], ['sort']]);
  expect(rows[4]).toMatchObject({
    resource: 'setting.customer_service',
    changes: [{ field: 'hours', before: expect.any(String), after: '工作日 9:00–18:00' }],
  });
  // My recent changes: one request is one change, however many records it wrote.
  const mine = (await call('GET', '/audit/mine/?limit=4')).data as Rec[];
  expect(mine.map((e) => [e.action, e.record_id, e.count])).toEqual([
    ['write', '-', 1],
    ['reorder', null, 2],
    ['bulkPatch', null, 2],
    ['create', String(b.id), 1],
  ]);
  expect(mine[1]).toMatchObject({ label: '备考群', label_en: 'study group' });
});

it('leaves only a refusal row for a refused write (40300, 40000, 40900), and nothing else changes', async () => {
  const rec = await create('审计拒绝群');
  const since = await lastId();
  const before = await dbFingerprint(s.db);
  expect((await call('POST', `${RG}/`, { name: 'x', qr_image: '/uploads/x.png' }, 'viewer')).code).toBe(40300);
  expect((await call('PATCH', `${RG}/${rec.id}/`, { capacity: -5, version: rec.version })).code).toBe(40000);
  expect((await call('PATCH', `${RG}/${rec.id}/`, { capacity: 50, version: Number(rec.version) + 3 })).code).toBe(40900);
  expect(await dbFingerprint(s.db)).toBe(before);
  const rows = await rowsSince(since);
  expect(rows.map((r) => [r.username, r.action, r.outcome])).toEqual([
    ['viewer', 'create', 40300],
    ['admin', 'patch', 40000],
    ['admin', 'patch', 40900],
  ]);
  expect(rows[0].message).toContain('缺少权限');
  for (const r of rows) expect(r.changes).toBeNull();
});

it('records sign-in (also a failed one) and sign-out; no password reaches the log', async () => {
  const since = await lastId();
  const bad = await s.call('POST', '/account/auth/token/create', { body: { username: 'ads', password: 'wrong-password' } });
  expect(bad.body.code).toBe(40000);
  const token = await s.login('ads');
  expect((await s.call('GET', '/account/auth/user/logout', { token })).body.code).toBe(20000);
  // The SSO stub's form signs in too.
  const sso = await postSsoForm(s, await openSsoForm(s), { username: 'abroad', back: '/admin/dashboard' });
  expect(sso.statusCode).toBe(302);
  const rows = await rowsSince(since);
  expect(rows.map((r) => [r.username, r.resource, r.action, r.outcome])).toEqual([
    ['ads', 'account', 'login', 40000],
    ['ads', 'account', 'login', 20000],
    ['ads', 'account', 'logout', 20000],
    ['abroad', 'account', 'login', 20000],
  ]);
  expect(JSON.stringify(rows)).not.toContain('wrong-password');
  expect(diffFields({ password_hash: 'a', name: 'x' }, { password_hash: 'b', name: 'x' })).toEqual([
    { field: 'password_hash', before: null, after: null, secret: true },
  ]);
});

it('is append-only: no call changes or deletes a row', async () => {
  const id = await lastId();
  const before = await s.db
    .selectFrom('audit_log')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  for (const [method, url] of [
    ['PUT', `/audit/operation-log/${id}/`],
    ['PATCH', `/audit/operation-log/${id}/`],
    ['DELETE', `/audit/operation-log/${id}/`],
    ['DELETE', '/audit/operation-log/'],
    ['POST', '/audit/operation-log/'],
  ]) {
    const r = await s.call(method, url, { token: tokens.admin, body: method === 'DELETE' ? undefined : { action: 'x' } });
    expect([404, 405]).toContain(r.status);
  }
  const after = await s.db
    .selectFrom('audit_log')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
});

it('shows a record history newest first, restores a version (40900 when stale) and audits the restore', async () => {
  const rec = await create('历史测试群');
  const v2 = (await call('PATCH', `${RG}/${rec.id}/`, { capacity: 300, version: rec.version })).data;
  const v3 = (await call('PATCH', `${RG}/${rec.id}/`, { name: '历史测试群（改）', capacity: 400, version: v2.version })).data;
  const h = (await call('GET', `/audit/history/?resource=setting.reference_group&id=${rec.id}`, undefined, 'viewer')).data;
  expect(h.items.map((x: Rec) => x.action)).toEqual(['patch', 'patch', 'create']);
  expect(h).toMatchObject({ created_by: 'admin', updated_by: 'admin' });
  const [, second] = h.items;

  const stale = await call('POST', '/audit/restore/', { entry: second.id, version: v2.version });
  expect(stale.code).toBe(40900);
  expect((await call('POST', '/audit/restore/', { entry: second.id, version: v3.version }, 'viewer')).code).toBe(40300);
  const restored = await call('POST', '/audit/restore/', { entry: second.id, version: v3.version });
  expect(restored.code).toBe(20000);
  expect(restored.data).toMatchObject({ name: '历史测试群', capacity: 300, version: v3.version + 1 });
  const again = (await call('GET', `/audit/history/?resource=setting.reference_group&id=${rec.id}`)).data.items[0];
  expect(again).toMatchObject({ action: 'restore', username: 'admin', record_version: v3.version + 1 });
  expect(again.changes).toEqual(
    expect.arrayContaining([
      { field: 'name', before: '历史测试群（改）', after: '历史测试群' },
      { field: 'capacity', before: 400, after: 300 },
    ]),
  );
  // Restoring the version it already is changes nothing and says so.
  expect((await call('POST', '/audit/restore/', { entry: again.id, version: v3.version + 1 })).code).toBe(40000);
});

it('restores a settings document to an earlier save', async () => {
  const doc = (await call('GET', '/setting/customer-service/')).data;
  const first = (await call('PUT', '/setting/customer-service/', { ...CUSTOMER_SERVICE_DEFAULTS, hours: '第一版时间', version: doc.version })).data;
  const second = (await call('PUT', '/setting/customer-service/', { ...CUSTOMER_SERVICE_DEFAULTS, hours: '第二版时间', version: first.version })).data;
  const h = (await call('GET', '/audit/history/?resource=setting.customer_service&id=-')).data.items;
  expect(h[0].changes).toEqual([{ field: 'hours', before: '第一版时间', after: '第二版时间' }]);
  expect((await call('POST', '/audit/restore/', { entry: h[1].id, version: first.version })).code).toBe(40900);
  expect((await call('POST', '/audit/restore/', { entry: h[1].id, version: second.version })).code).toBe(20000);
  expect((await call('GET', '/setting/customer-service/')).data).toMatchObject({ hours: '第一版时间', version: second.version + 1 });
});

it('undoes a delete with the same id, needs the delete permission, and refuses twice', async () => {
  const rec = await create('撤销测试群');
  const since = await lastId();
  await call('DELETE', `${RG}/${rec.id}/`, { version: rec.version });
  const del = (await rowsSince(since)).find((r) => r.action === 'delete')!;
  expect((await call('POST', '/audit/undelete/', { entry: del.id }, 'viewer')).code).toBe(40300);
  const back = await call('POST', '/audit/undelete/', { entry: del.id });
  expect(back.code).toBe(20000);
  expect(back.data).toMatchObject({ id: rec.id, name: '撤销测试群', capacity: 100 });
  expect((await call('GET', `${RG}/${rec.id}/`)).data.name).toBe('撤销测试群');
  expect((await call('POST', '/audit/undelete/', { entry: del.id })).code).toBe(40000);
  const h = (await call('GET', `/audit/history/?resource=setting.reference_group&id=${rec.id}`)).data.items;
  expect(h.map((x: Rec) => x.action)).toEqual(['undelete', 'delete', 'create']);
});

it('undoes a bulk delete in one request: every row back with its id, audited, or none when one cannot come back', async () => {
  const recs = [await create('批量撤销 A'), await create('批量撤销 B'), await create('批量撤销 C')];
  const kept = await create('批量撤销 未删除');
  const ids = recs.map((r) => String(r.id));
  expect((await call('POST', `${RG}/bulk-delete/`, { items: recs.map((r) => ({ id: r.id, version: r.version })) })).code).toBe(20000);
  const before = await dbFingerprint(s.db);
  const refused = async (body: unknown, who = 'admin') => {
    const r = await call('POST', '/audit/undelete/', body, who);
    expect(await dbFingerprint(s.db)).toBe(before);
    return r;
  };
  expect((await refused({ resource: 'setting.reference_group', ids }, 'viewer')).code).toBe(40300);
  // One row that was never deleted: the whole request is refused, naming it, and no row comes back.
  const partly = await refused({ resource: 'setting.reference_group', ids: [...ids, String(kept.id)] });
  expect(partly).toMatchObject({
    code: 40000,
    data: { errors: [{ field: 'ids.3', message: `备考群 ${kept.id} 不在回收站中：已恢复，或删除已超过 30 天被清除` }] },
  });
  expect((await refused({ resource: 'setting.reference_group', ids: [ids[0], ids[0]] })).code).toBe(40000);
  expect((await refused({ resource: 'no.such', ids })).code).toBe(40000);
  expect((await refused({ resource: 'setting.reference_group', ids: [] })).code).toBe(40000);

  const since = await lastId();
  const back = await call('POST', '/audit/undelete/', { resource: 'setting.reference_group', ids });
  expect(back.code).toBe(20000);
  expect(back.data.count).toBe(3);
  expect(back.data.items.map((r: Rec) => [r.id, r.name])).toEqual(recs.map((r) => [r.id, r.name]));
  for (const r of recs) expect((await call('GET', `${RG}/${r.id}/`)).data.name).toBe(r.name);
  const rows = await rowsSince(since);
  expect(rows.map((r) => [r.action, r.record_id])).toEqual(ids.map((id) => ['undelete', id]));
  expect(new Set(rows.map((r) => r.request_id)).size).toBe(1);
  // Done once; a second time the rows are no longer in the recycle bin.
  const twice = await call('POST', '/audit/undelete/', { resource: 'setting.reference_group', ids });
  expect(twice).toMatchObject({ code: 40000, data: { errors: [{ field: 'ids.0', message: expect.stringContaining('不在回收站中') }] } });
});

it('keeps the operation log to its permission, the history to the resource view permission, and lists my changes', async () => {
  expect((await call('GET', '/audit/operation-log/', undefined, 'viewer')).code).toBe(40300);
  expect((await call('GET', '/audit/history/?resource=setting.reference_group&id=1', undefined, 'nobody')).code).toBe(40300);
  expect((await call('GET', '/audit/history/?resource=no.such&id=1')).code).toBe(40000);
  const filtered = (await call('GET', '/audit/operation-log/?username=viewer&action=create&outcome=40300')).data;
  expect(filtered.total).toBeGreaterThan(0);
  expect(filtered.items.every((r: Rec) => r.username === 'viewer' && r.action === 'create')).toBe(true);
  const day = s.clock.now.toISOString().slice(0, 10);
  expect((await call('GET', `/audit/operation-log/?created_from=${day}&created_to=${day}`)).data.total).toBeGreaterThan(0);
  expect((await call('GET', '/audit/operation-log/?created_to=2000-01-01')).data.total).toBe(0);
  const mine = (await call('GET', '/audit/mine/?limit=3')).data;
  expect(mine).toHaveLength(3);
  expect(mine[0]).toMatchObject({ resource: 'setting.reference_group', label: '备考群', action: expect.any(String) });
  expect((await call('GET', '/audit/mine/', undefined, 'nobody')).data).toEqual([]);
});

it('filters the log by a time range of days or of times with their offset, and refuses one that ends before it starts', async () => {
  const since = await lastId();
  const g = await create('时间范围群');
  const [entry] = await rowsSince(since);
  const at = new Date(String(entry.created_at)).getTime();
  // A bound as a person eight hours ahead of UTC sends it (the date picker's start and end of a day).
  const beijing = (t: number) => encodeURIComponent(new Date(t + 8 * 3600_000).toISOString().replace('Z', '+08:00'));
  const ids = async (from: number, to: number) => {
    const r = await call(
      'GET',
      `/audit/operation-log/?resource=setting.reference_group&record_id=${String(g.id)}&created_from=${beijing(from)}&created_to=${beijing(to)}`,
    );
    expect(r.code).toBe(20000);
    return (r.data.items as Rec[]).map((x) => x.id);
  };
  expect(await ids(at - 60_000, at + 60_000)).toEqual([entry.id]);
  expect(await ids(at + 1, at + 60_000)).toEqual([]);
  expect(await ids(at - 60_000, at - 1)).toEqual([]);

  const reversed = `created_from=${beijing(at + 60_000)}&created_to=${beijing(at - 60_000)}`;
  const refused = await call('GET', `/audit/operation-log/?${reversed}`);
  expect(refused.code).toBe(40000);
  expect(refused.data.errors).toEqual([{ field: 'query.created_to', message: '截止时间不能早于起始时间' }]);
  const day = s.clock.now.toISOString().slice(0, 10);
  expect((await call('GET', `/audit/operation-log/?created_from=${day}&created_to=2000-01-01`)).code).toBe(40000);
  const exported = await call('POST', '/audit/operation-log/export/', {
    format: 'csv',
    query: { created_from: day, created_to: '2000-01-01' },
    columns: [{ field: 'id', label: 'ID' }],
  });
  expect(exported.code).toBe(40000);
  const garbled = await call('GET', '/audit/operation-log/?created_from=2026-13-45');
  expect(garbled.code).toBe(40000);
  expect(garbled.data.errors[0]).toMatchObject({ field: 'query.created_from', message: expect.stringMatching(/^应为日期/) });
});

it('writes the change and its audit row in one transaction: no log, no change', async () => {
  const rec = await create('事务测试群');
  await sql`alter table audit_log rename to audit_log_away`.execute(s.db);
  try {
    const r = await call('PATCH', `${RG}/${rec.id}/`, { capacity: 321, version: rec.version });
    expect(r.code).toBe(50000);
  } finally {
    await sql`alter table audit_log_away rename to audit_log`.execute(s.db);
  }
  expect((await call('GET', `${RG}/${rec.id}/`)).data).toMatchObject({ capacity: 100, version: rec.version });
});

describe('sign-in, sign-out and uploads write their audit row in one transaction with their change', () => {
  const away = async (table: string, fn: () => Promise<void>) => {
    await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_away`)}`.execute(s.db);
    try {
      await fn();
    } finally {
      await sql`alter table ${sql.table(`${table}_away`)} rename to ${sql.table(table)}`.execute(s.db);
    }
  };
  const count = async (table: string) =>
    Number(
      (
        await s.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const uploadGif = () => {
    const boundary = '----audit-test-boundary';
    return s.app.inject({
      method: 'POST',
      url: '/admin_api/v1/base/upload/image',
      headers: { 'AUTH-SYS': 'admin', token: tokens.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\n`),
        GIF,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };
  const signInAs = (username: string) => s.call('POST', '/account/auth/token/create', { body: { username, password: 'demo123456' } });

  it('a sign-in whose session cannot be written leaves no audit row; one whose row cannot be written opens no session', async () => {
    const since = await lastId();
    await away('session', async () => expect((await signInAs('abroad')).body.code).toBe(50000));
    expect((await rowsSince(since)).filter((r) => r.action === 'login')).toEqual([]);
    const sessions = await count('session');
    await away('audit_log', async () => expect((await signInAs('abroad')).body.code).toBe(50000));
    expect(await count('session')).toBe(sessions);
    // And a sign-in that works writes both.
    expect((await signInAs('abroad')).body.code).toBe(20000);
    expect(await count('session')).toBe(sessions + 1);
    expect((await rowsSince(since)).map((r) => [r.username, r.action, r.outcome])).toEqual([['abroad', 'login', 20000]]);
  });

  it('a sign-out whose audit row cannot be written keeps the session', async () => {
    const token = await s.login('viewer');
    await away('audit_log', async () => expect((await s.call('GET', '/account/auth/user/logout', { token })).body.code).toBe(50000));
    expect((await s.call('GET', '/account/auth/user/info', { token })).body.code).toBe(20000);
  });

  it('an upload whose file cannot be stored leaves no audit row; one whose row cannot be written stores no file', async () => {
    const uploads = s.app.info.deps.uploads;
    const since = await lastId();
    const put = jest.spyOn(uploads, 'put').mockRejectedValueOnce(new Error('disk full'));
    try {
      expect(JSON.parse((await uploadGif()).body).code).toBe(50000);
      expect(put).toHaveBeenCalledTimes(1);
      expect((await rowsSince(since)).filter((r) => r.resource === 'upload')).toEqual([]);
      put.mockClear();
      await away('audit_log', async () => expect(JSON.parse((await uploadGif()).body).code).toBe(50000));
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    const ok = JSON.parse((await uploadGif()).body);
    expect(ok.code).toBe(20000);
    const name = String(ok.data.url).replace('/uploads/', '');
    expect((await rowsSince(since)).map((r) => [r.resource, r.action, r.record_id])).toEqual([['upload', 'image', name]]);
    expect(await uploads.get(name)).not.toBeNull();
    // A stored file is no record change of mine (the record that uses it will be).
    expect(((await call('GET', '/audit/mine/?limit=5')).data as Rec[]).some((e) => e.resource === 'upload')).toBe(false);
  });
});

it('prunes rows older than the retention period', async () => {
  const total = async () =>
    Number(
      (
        await s.db
          .selectFrom('audit_log')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const n = await total();
  expect(await pruneAudit(s.db, s.clock.now, 1)).toBe(0);
  expect(await pruneAudit(s.db, new Date(s.clock.now.getTime() + 2 * 86_400_000), 1)).toBe(n);
  expect(await total()).toBe(0);
});
