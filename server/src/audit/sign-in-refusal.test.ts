/** Refused sign-ins: an account's in the audit log, any other name in a bounded table of its own, a password-like name masked. */
import { useTestServer } from '../test/use-test-server';
import { openSsoForm, postSsoForm } from '../test/sso';
import { looksLikePassword, maskTypedName, recordUnknownSignIn, UNKNOWN_SIGN_IN_TABLE } from './sign-in-refusal';

const s = useTestServer();

type Rec = Record<string, unknown>;
const auditRows = async (since: number): Promise<Rec[]> => s.db.selectFrom('audit_log').selectAll().where('id', '>', since).orderBy('id').execute();
const lastAuditId = async () => Number((await s.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst())?.id ?? 0);
const unknownRows = async (): Promise<Rec[]> => s.db.selectFrom(UNKNOWN_SIGN_IN_TABLE).selectAll().orderBy('id').execute();
const apiSignIn = (username: string, password: string) => s.call('POST', '/account/auth/token/create', { body: { username, password } });
const ssoSignIn = async (username: string, password: string) => postSsoForm(s, await openSsoForm(s), { username, password });

it('keeps a password typed into the name field out of every table, and unknown names out of the audit log', async () => {
  const since = await lastAuditId();
  expect((await apiSignIn('Demo123456!', 'x')).body.code).toBe(40000);
  expect((await ssoSignIn('demo123456', 'x')).statusCode).toBe(401);
  expect((await apiSignIn('nosuchuser', 'demo123456')).body.code).toBe(40000);
  // A refusal before the password is checked (no password sent) is recorded the same way.
  expect((await s.call('POST', '/account/auth/token/create', { body: { username: 'p@ss w0rd' } })).body.code).toBe(40000);

  const audit = await auditRows(since);
  expect(audit).toEqual([]);
  const rows = await unknownRows();
  expect(rows.map((r) => [r.username, r.outcome])).toEqual([
    ['***（已隐去 11 个字符）', 40000],
    ['***（已隐去 10 个字符）', 40000],
    ['nosuchuser', 40000],
    ['***（已隐去 9 个字符）', 40000],
  ]);
  expect(rows[0]).toMatchObject({ ip: expect.any(String), message: '用户名或密码错误', request_id: expect.any(String) });
  const everything = JSON.stringify([rows, audit]);
  for (const secret of ['Demo123456', 'demo123456', 'p@ss']) expect(everything).not.toContain(secret);
});

it("records a refused sign-in under an account's name as that account's audit row", async () => {
  const since = await lastAuditId();
  const before = (await unknownRows()).length;
  expect((await apiSignIn('ads', 'wrong-password')).body.code).toBe(40000);
  expect((await ssoSignIn('viewer', 'wrong-password')).statusCode).toBe(401);
  const ids = Object.fromEntries((await s.db.selectFrom('admin_user').select(['id', 'username']).execute()).map((u) => [u.username, Number(u.id)]));
  expect((await auditRows(since)).map((r) => [r.username, Number(r.account_id), r.record_id, r.action, r.outcome])).toEqual([
    ['ads', ids.ads, String(ids.ads), 'login', 40000],
    ['viewer', ids.viewer, String(ids.viewer), 'login', 40000],
  ]);
  expect((await unknownRows()).length).toBe(before);
});

it('records a refused sign-in whose typed name holds a control character, masked', async () => {
  const since = await lastAuditId();
  const before = (await unknownRows()).length;
  const r = await apiSignIn('admin\u0000', 'demo123456');
  expect(r.body.data.errors).toEqual([{ field: 'username', message: '第 6 个字符是不可见的控制字符 U+0000，请删除后再提交' }]);
  const rows = (await unknownRows()).slice(before);
  expect(rows.map((row) => [row.username, row.outcome, row.message])).toEqual([['***（已隐去 6 个字符）', 40000, r.body.msg]]);
  expect(await auditRows(since)).toEqual([]);
});

it('keeps only the newest rows of unknown names', async () => {
  const row = { ip: '127.0.0.1', user_agent: '', request_id: 'r', outcome: 40000, message: '用户名或密码错误' };
  for (let i = 1; i <= 6; i++) await recordUnknownSignIn(s.db, { ...row, username: `guess${i}` }, s.clock.now, 4);
  expect((await unknownRows()).map((r) => r.username)).toEqual(['guess3', 'guess4', 'guess5', 'guess6']);
});

it('masks what looks like a password and keeps what looks like a name', () => {
  for (const name of ['root', 'administrator', 'zhang.san', 'ads2', 'ops_1', 'Wang']) expect([name, looksLikePassword(name)]).toEqual([name, false]);
  for (const pw of ['demo123456', 'Passw0rd', 'abc!DEF', '密码123', 'a b', 'x'.repeat(65), 'Qwerty12']) expect([pw, looksLikePassword(pw)]).toEqual([pw, true]);
  expect(maskTypedName('密码123')).toBe('***（已隐去 5 个字符）');
  expect(maskTypedName('guest')).toBe('guest');
  expect(maskTypedName('guest\u0000')).toBe('***（已隐去 6 个字符）');
});
