/**
 * News and settings on the server: news publishing, app versions per platform (semantic
 * order), the customer-service document, and policy versions that freeze once published.
 */
import { compareVersions, DEMO_IMAGE } from '@admin/shared/contract/resources';
import { useTestServer } from '../../test/use-test-server';
import type { Envelope } from '../../test/harness';

const s = useTestServer(['admin', 'abroad', 'viewer']);

const call = s.ask;
const errors = (e: Envelope) => e.data?.errors ?? [];

describe('news', () => {
  const NEWS = { title: '新资讯', category: 'exam_news', body: '<p>正文<img src="/uploads/demo-qr.png" onerror="alert(1)"><script>alert(2)</script></p>' };

  it('lists the demo articles, whose cover the server really serves, and sanitises the body on every write', async () => {
    const demo = (await call('GET', '/article/news/')).data;
    expect(demo.total).toBe(4);
    expect(demo.items.map((n: { cover: string }) => n.cover)).toContain(DEMO_IMAGE);
    const image = await s.app.inject({ method: 'GET', url: DEMO_IMAGE });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    const r = await call('POST', '/article/news/', NEWS);
    expect(r.code).toBe(20000);
    expect(r.data.body).toBe('<p>正文<img src="/uploads/demo-qr.png" /></p>');
    expect(r.data).toMatchObject({ status: 'draft', publish_at: null });
  });

  it('publishes now when no time is given, and keeps a scheduled time', async () => {
    const now = await call('POST', '/article/news/', { ...NEWS, status: 'published' });
    expect(now.data.publish_at).toBe(s.clock.now.toISOString());
    const draft = await call('POST', '/article/news/', NEWS);
    const later = await call('PATCH', `/article/news/${draft.data.id}/`, { status: 'published', publish_at: '2027-01-01T09:00:00+08:00', version: 1 });
    expect(later.data).toMatchObject({ status: 'published', publish_at: '2027-01-01T01:00:00.000Z' });
  });

  it('refuses to publish an empty article and writes nothing', async () => {
    const before = (await call('GET', '/article/news/')).data.total;
    const r = await call('POST', '/article/news/', { ...NEWS, body: '<p> </p>', status: 'published' });
    expect(r.code).toBe(40000);
    expect(errors(r)).toEqual([{ field: 'body', message: '发布前请填写正文' }]);
    expect((await call('GET', '/article/news/')).data.total).toBe(before);
  });

  it('needs a video with its cover', async () => {
    const video = { url: 'https://media.example.com/v.mp4', cover: '', duration: 60 };
    const r = await call('POST', '/article/video/', { title: '无封面', category: 'trial', video });
    expect(errors(r)).toEqual([{ field: 'video', message: '请上传视频封面' }]);
    const ok = await call('POST', '/article/video/', { title: '有封面', category: 'trial', video: { ...video, cover: '/uploads/demo-qr.png' } });
    expect(ok.data).toMatchObject({ status: 'draft', video: { duration: 60, cover: '/uploads/demo-qr.png' } });
  });

  it('refuses the viewer', async () => {
    const r = await call('POST', '/article/news/', NEWS, 'viewer');
    expect(r.code).toBe(40300);
    expect((await call('POST', '/article/video/', { title: 'x' }, 'viewer')).code).toBe(40300);
  });
});

describe('app versions', () => {
  const V = { platform: 2, build: 500, release_notes: '说明', download_url: 'https://download.example.com/a.apk', min_supported: '1.0.0' };

  it('compares versions part by part: 3.10.0 is the latest Android, so 3.9.9 and 3.10.0 are refused', async () => {
    for (const version_name of ['3.9.9', '3.10.0', '2.99.99']) {
      const r = await call('POST', '/setting/app-version/', { ...V, version_name });
      expect(r.code).toBe(40000);
      expect(errors(r)).toEqual([{ field: 'version_name', message: '版本号必须高于 Android 当前最新版本 3.10.0' }]);
    }
    const ok = await call('POST', '/setting/app-version/', { ...V, version_name: '3.10.1' });
    expect(ok.data).toMatchObject({ version_name: '3.10.1', is_latest: true });
    const android = (await call('GET', '/setting/app-version/?platform=2&limit=100')).data.items as { version_name: string; is_latest: boolean }[];
    expect(android.filter((v) => v.is_latest).map((v) => v.version_name)).toEqual(['3.10.1']);
    // Another platform has its own latest (iPad 2.4.1).
    expect((await call('POST', '/setting/app-version/', { ...V, platform: 7, version_name: '2.5.0' })).code).toBe(20000);
  });

  it('keeps "higher than the latest" when versions of one platform arrive at once', async () => {
    const names = ['5.3.0', '5.0.0', '5.7.0', '5.1.0', '5.6.0', '5.2.0', '5.5.0', '5.4.0'];
    const answers = await Promise.all(names.map((version_name) => call('POST', '/setting/app-version/', { ...V, platform: 3, version_name })));
    expect(answers.every((r) => r.code === 20000 || (r.code === 40000 && errors(r)[0].field === 'version_name'))).toBe(true);
    expect(answers.some((r) => r.code === 20000)).toBe(true);
    // Whatever order they were written in, each one stored is higher than every one stored before it.
    const stored = (await s.db.selectFrom('setting_app_version').select(['id', 'version_name']).where('platform', '=', 3).orderBy('id').execute()).map((r) =>
      String(r.version_name),
    );
    for (let i = 1; i < stored.length; i++)
      expect([stored[i - 1], stored[i], compareVersions(stored[i], stored[i - 1]) > 0]).toEqual([stored[i - 1], stored[i], true]);
  });

  it('refuses a minimum above the version, a bad version and a platform without an app', async () => {
    const r = await call('POST', '/setting/app-version/', { ...V, version_name: '4.0.0', min_supported: '4.0.1' });
    expect(errors(r)).toEqual([{ field: 'min_supported', message: '最低支持版本不能高于本版本' }]);
    expect(errors(await call('POST', '/setting/app-version/', { ...V, version_name: '4.0' })).map((e: { field: string }) => e.field)).toEqual(['version_name']);
    expect(errors(await call('POST', '/setting/app-version/', { ...V, platform: 0, version_name: '4.0.0' })).map((e: { field: string }) => e.field)).toEqual([
      'platform',
    ]);
  });

  it('edits an older version without touching its number, but not down to an existing one', async () => {
    const list = (await call('GET', '/setting/app-version/?platform=2&ordering=id')).data.items;
    const old = list.find((x: { version_name: string }) => x.version_name === '3.9.2');
    const notes = await call('PATCH', `/setting/app-version/${old.id}/`, { release_notes: '改说明', version: old.version });
    expect(notes.code).toBe(20000);
    const renumber = await call('PATCH', `/setting/app-version/${old.id}/`, { version_name: '3.10.0', version: notes.data.version });
    expect(renumber.code).toBe(40000);
  });

  it('lets abroad write (its /setting rights) and refuses the viewer', async () => {
    expect((await call('POST', '/setting/app-version/', { ...V, platform: 6, version_name: '1.0.0' }, 'abroad')).code).toBe(20000);
    expect((await call('POST', '/setting/app-version/', { ...V, platform: 6, version_name: '1.1.0' }, 'viewer')).code).toBe(40300);
  });
});

describe('customer service', () => {
  it('reads the defaults, saves with its version, and needs the detail of every channel offered', async () => {
    const first = await call('GET', '/setting/customer-service/');
    expect(first.data).toMatchObject({ version: 0, wechat_id: 'kaoyan_kefu' });
    const { version: _v, updated_at: _u, ...doc } = first.data;
    const bad = await call('PUT', '/setting/customer-service/', { ...doc, channels: ['phone', 'email'], phone: '', email: '', version: 0 });
    expect(bad.code).toBe(40000);
    expect(errors(bad).map((e: { field: string }) => e.field)).toEqual(['phone', 'email']);
    const saved = await call('PUT', '/setting/customer-service/', { ...doc, hours: '工作日 9:00–18:00', version: 0 });
    expect(saved.data).toMatchObject({ version: 1, hours: '工作日 9:00–18:00' });
    expect((await call('PUT', '/setting/customer-service/', { ...doc, version: 0 })).code).toBe(40900);
    expect((await call('PUT', '/setting/customer-service/', { ...doc, version: 1 }, 'viewer')).code).toBe(40300);
  });

  it('needs the email only while the email channel is offered', async () => {
    const { version, updated_at: _u, email: _e, ...rest } = (await call('GET', '/setting/customer-service/')).data;
    const refused = await call('PUT', '/setting/customer-service/', { ...rest, channels: ['phone', 'email'], version });
    expect(refused.code).toBe(40000);
    expect(errors(refused)).toEqual([{ field: 'email', message: '提供邮件客服时请填写邮箱' }]);
    expect((await call('GET', '/setting/customer-service/')).data.version).toBe(version);
    const saved = await call('PUT', '/setting/customer-service/', { ...rest, channels: ['phone'], version });
    expect(saved.code).toBe(20000);
    expect(saved.data).toMatchObject({ version: version + 1, email: '' });
  });
});

describe('policies', () => {
  const DRAFT = { type: 'privacy_policy', revision: '3.0', title: '隐私政策', content: '<p>新版</p>', effective_at: '2026-11-01T00:00:00+08:00' };

  it('marks the current version of each type', async () => {
    const items = (await call('GET', '/setting/policy/?limit=100')).data.items as { type: string; revision: string; is_current: boolean; status: string }[];
    expect(
      items
        .filter((p) => p.is_current)
        .map((p) => `${p.type} ${p.revision}`)
        .sort(),
    ).toEqual(['privacy_policy 2.1', 'user_agreement 1.1']);
    expect(items.find((p) => p.revision === '2.2')).toMatchObject({ status: 'draft', is_current: false });
  });

  it('publishes a draft, which then becomes current and can be neither changed nor deleted', async () => {
    const draft = await call('POST', '/setting/policy/', DRAFT);
    expect(draft.data).toMatchObject({ status: 'draft', published_at: null, is_current: false });
    const id = draft.data.id;
    expect((await call('POST', `/setting/policy/${id}/publish/`, { version: 1, require_consent: true }, 'viewer')).code).toBe(40300);
    expect((await call('POST', `/setting/policy/${id}/publish/`, { version: 0, require_consent: true })).code).toBe(40900);
    const pub = await call('POST', `/setting/policy/${id}/publish/`, { version: 1, require_consent: true });
    expect(pub.data).toMatchObject({ status: 'published', published_at: s.clock.now.toISOString(), require_consent: true, is_current: true, version: 2 });
    expect(
      (await call('GET', '/setting/policy/?type=privacy_policy&limit=100')).data.items
        .filter((p: { is_current: boolean }) => p.is_current)
        .map((p: { id: number }) => p.id),
    ).toEqual([id]);

    const put = await call('PUT', `/setting/policy/${id}/`, { ...DRAFT, content: '<p>改</p>', version: 2 });
    expect(put.code).toBe(40000);
    expect(errors(put)).toEqual([{ field: 'status', message: '已发布的版本不能修改，请新建一个版本' }]);
    expect((await call('PATCH', `/setting/policy/${id}/`, { title: '改', version: 2 })).code).toBe(40000);
    expect((await call('DELETE', `/setting/policy/${id}/`, { version: 2 })).code).toBe(40000);
    expect((await call('POST', `/setting/policy/${id}/publish/`, { version: 2, require_consent: true })).code).toBe(40000);
    expect((await call('GET', `/setting/policy/${id}/`)).data).toMatchObject({ content: '<p>新版</p>', version: 2 });
  });

  it('refuses a second version of the same number per type, and an empty text', async () => {
    const dup = await call('POST', '/setting/policy/', { ...DRAFT, revision: '2.1' });
    expect(errors(dup).map((e: { field: string }) => e.field)).toEqual(['revision']);
    expect((await call('POST', '/setting/policy/', { ...DRAFT, type: 'user_agreement', revision: '2.1' })).code).toBe(20000);
    expect(errors(await call('POST', '/setting/policy/', { ...DRAFT, revision: '3.9', content: '<p><script>x</script></p>' }))).toEqual([
      { field: 'content', message: '请填写正文' },
    ]);
  });
});
