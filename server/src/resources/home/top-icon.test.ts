/** Top icons: the icon is an uploaded square picture of a size the app can draw sharp. */
import { DEMO_IMAGE } from '@admin/shared/contract/resources';
import { placeholderPng } from '../../seed/png';
import { dbFingerprint } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['admin']);

const ICONS = '/base/top-icon/';
const call = s.ask;

/** Uploads a PNG of this size through base/upload/image and returns its URL. */
async function uploadPng(width: number, height: number): Promise<string> {
  const boundary = '----top-icon-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="icon.png"\r\nContent-Type: image/png\r\n\r\n`),
    placeholderPng(width, height, [200, 0, 0], [0, 0, 200]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await s.app.inject({
    method: 'POST',
    url: '/admin_api/v1/base/upload/image',
    headers: { 'AUTH-SYS': 'admin', token: s.tokens.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return res.json().data.url as string;
}

describe('top icon image', () => {
  it('refuses a wide, a tiny, a huge and a linked picture, and writes nothing', async () => {
    const cases: [string, string][] = [
      [await uploadPng(240, 120), '图标应为正方形，这张是 240×120'],
      [await uploadPng(48, 48), '图标边长应在 96 到 512 像素之间，这张是 48×48'],
      [await uploadPng(600, 600), '图标边长应在 96 到 512 像素之间，这张是 600×600'],
      ['https://img.example.com/icon.png', '图标请通过上传接口上传（服务器要检查尺寸）'],
      ['/uploads/0123456789abcdef0123456789abcdef.png', '图标文件不存在或不是可识别的图片，请重新上传'],
    ];
    const before = await dbFingerprint(s.db);
    for (const [icon, message] of cases) {
      const r = await call('POST', ICONS, { name: '测试', icon });
      expect(r.code).toBe(40000);
      expect(r.data.errors).toEqual([{ field: 'icon', message }]);
    }
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('takes a square upload within the sizes, on create and on change', async () => {
    const made = await call('POST', ICONS, { name: '新图标', icon: await uploadPng(180, 180) });
    expect(made.code).toBe(20000);
    const wide = await call('PATCH', `${ICONS}${made.data.id}/`, { icon: await uploadPng(300, 200), version: made.data.version });
    expect(wide.data.errors[0].field).toBe('icon');
    const ok = await call('PATCH', `${ICONS}${made.data.id}/`, { icon: DEMO_IMAGE, version: made.data.version });
    expect(ok.code).toBe(20000);
  });
});
