/** Seniors: the degree type follows the major, the scores add up, and the proof of admission is served to change-permission holders only. */
import { createUser } from '../../auth/users';
import { placeholderPng } from '../../seed/png';
import { dbFingerprint } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin', 'viewer']);
const call = s.ask;
const BASE = '/school/senior/';

const multipart = (content: Buffer, type = 'image/png') => {
  const boundary = '----senior-proof';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notice.png"\r\nContent-Type: ${type}\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
};
const putProof = (id: unknown, content: Buffer, token = s.tokens.admin) => {
  const m = multipart(content);
  return s.app.inject({
    method: 'PUT',
    url: `/admin_api/v1${BASE}${String(id)}/proof/`,
    headers: { 'AUTH-SYS': 'admin', token, 'content-type': m.type },
    payload: m.payload,
  });
};
const getProof = (id: unknown, token?: string) =>
  s.app.inject({ method: 'GET', url: `/admin_api/v1${BASE}${String(id)}/proof/`, headers: { 'AUTH-SYS': 'admin', ...(token ? { token } : {}) } });

const majorId = async (code: string) => Number((await s.db.selectFrom('major').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
const body = async (over: Rec = {}) => ({
  nickname: '新学姐',
  avatar: '/uploads/bb6f124ce1a3da97465da8f915fbeee0.png',
  exam_year: 2026,
  school_name: '南京大学',
  major_id: await majorId('0812'),
  mold: 1,
  undergraduate_school: '南京邮电大学',
  total_score: 380,
  subject_scores: [
    { subject: '思想政治理论', score: 70 },
    { subject: '英语一', score: 70 },
    { subject: '数学一', score: 120 },
    { subject: '计算机学科专业基础', score: 120 },
  ],
  consented_at: '2026-06-01T09:00:00+08:00',
  ...over,
});

describe('seniors', () => {
  it('list the demo seniors with whether a proof is on file, never the proof', async () => {
    const page = (await call('GET', `${BASE}?limit=50`)).data;
    expect(page.total).toBe(20);
    const items = page.items as Rec[];
    expect(items.filter((i) => i.has_proof).length).toBe(13);
    expect(JSON.stringify(items)).not.toMatch(/proof_url|\/proof\//);
  });

  it('refuses a mold the major does not have and scores that do not add up, writing nothing', async () => {
    const before = await dbFingerprint(s.db);
    const wrongMold = await call('POST', BASE, await body({ mold: 2 }));
    expect(wrongMold.data.errors).toEqual([{ field: 'mold', message: '「计算机科学与技术」是学硕专业，学位类型应为学硕' }]);
    const wrongSum = await call('POST', BASE, await body({ total_score: 400 }));
    expect(wrongSum.data.errors).toEqual([{ field: 'total_score', message: '四门成绩之和为 380，与总分 400 不一致' }]);
    const badWechat = await call('POST', BASE, await body({ wechat_id: '12345' }));
    expect(badWechat.data.errors[0].field).toBe('wechat_id');
    expect(await dbFingerprint(s.db)).toBe(before);
    const made = await call('POST', BASE, await body({ introduction: '<p>你好<script>alert(1)</script></p>' }));
    expect(made.code).toBe(20000);
    expect(made.data.has_proof).toBe(false);
    expect(made.data.introduction).not.toContain('script');
  });

  it('lets a viewer read but not write', async () => {
    const first = ((await call('GET', BASE, undefined, 'viewer')).data.items as Rec[])[0];
    const before = await dbFingerprint(s.db);
    const refused = await call('PATCH', `${BASE}${String(first.id)}/`, { is_enable: false, version: first.version }, 'viewer');
    expect(refused.code).toBe(40300);
    expect(refused.msg).toContain('account.change_senior_mate');
    expect((await call('POST', BASE, await body(), 'viewer')).code).toBe(40300);
    expect(await dbFingerprint(s.db)).toBe(before);
  });
});

describe("a senior's proof of admission", () => {
  it('is served to holders of account.change_senior_mate only, never cached, never under /uploads/', async () => {
    const withProof = (await s.db.selectFrom('school_senior_proof').select('senior_id').executeTakeFirstOrThrow()).senior_id;
    const ok = await getProof(withProof, s.tokens.admin);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const viewer = await getProof(withProof, s.tokens.viewer);
    expect(viewer.json()).toMatchObject({ code: 40300 });
    expect(viewer.headers['content-type']).toContain('application/json');
    expect((await getProof(withProof)).json().code).not.toBe(20000);

    // An account that may add seniors but not change them is refused as well.
    await createUser(
      s.db,
      { username: 'senior_adder', password: 'adder-pass-123', name: '录入员', permissions: ['account.search_senior_mate', 'account.add_senior_mate'] },
      new Date(),
    );
    const adder = await s.login('senior_adder', 'adder-pass-123');
    expect((await getProof(withProof, adder)).json().code).toBe(40300);
    const m = multipart(placeholderPng(8, 8, [0, 0, 0], [9, 9, 9]));
    const before = await dbFingerprint(s.db);
    expect((await putProof(withProof, m.payload.subarray(0, 0), adder)).json().code).toBe(40300);
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('is uploaded (an image by its content only), replaced and removed by a change holder', async () => {
    const without = (
      await s.db
        .selectFrom('school_senior')
        .select('id')
        .where('id', 'not in', s.db.selectFrom('school_senior_proof').select('senior_id'))
        .executeTakeFirstOrThrow()
    ).id;
    expect((await getProof(without, s.tokens.admin)).json()).toMatchObject({ code: 40400, msg: '录取证明不存在' });
    const before = await dbFingerprint(s.db);
    const notImage = await putProof(without, Buffer.from('%PDF-1.4 not an image'));
    expect(notImage.json().code).toBe(40000);
    expect(await dbFingerprint(s.db)).toBe(before);

    const png = placeholderPng(16, 16, [200, 0, 0], [0, 200, 0]);
    const up = await putProof(without, png);
    expect(up.json()).toMatchObject({ code: 20000, data: { type: 'image/png', size: png.length } });
    expect((await getProof(without, s.tokens.admin)).rawPayload.equals(png)).toBe(true);
    expect((await call('GET', `${BASE}${String(without)}/`)).data.has_proof).toBe(true);
    const log = await s.db
      .selectFrom('audit_log')
      .select(['action', 'record_id'])
      .where('resource', '=', 'school.senior')
      .where('action', '=', 'uploadProof')
      .execute();
    expect(log.map((r) => String(r.record_id))).toContain(String(without));

    expect((await call('DELETE', `${BASE}${String(without)}/proof/`)).code).toBe(20000);
    expect((await getProof(without, s.tokens.admin)).json().code).toBe(40400);
    expect((await call('GET', `${BASE}${String(without)}/proof/`, undefined, 'viewer')).code).toBe(40300);
    expect((await getProof(999_999, s.tokens.admin)).json()).toMatchObject({ code: 40400, msg: '学长学姐不存在' });
  });
});
