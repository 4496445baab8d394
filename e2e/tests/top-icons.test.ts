// Top icons against the production build: the icon picture is checked in the browser before it is
// uploaded (square, 96–512 px a side), and a fitting one is saved and drawn in the phone preview.
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([len, Buffer.from(type), data, crc]);
};
/** A grey RGB PNG of this size. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

s.test('a wide icon is refused before it is uploaded; a square one is saved and previewed', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'admin');
  await setSession(context, server.url, token);
  await page.goto(adminPath('/homemanage/app-top-content'));
  await waitForScreen(page);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.getByRole('dialog');
  const file = drawer.locator('input[type=file]').first();
  const uploads: string[] = [];
  page.on('request', (r) => r.url().includes('/base/upload/image') && uploads.push(r.url()));

  await file.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: png(240, 120) });
  await drawer.getByRole('alert').filter({ hasText: '图片应为正方形，这张是 240×120' }).waitFor();
  await file.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: png(48, 48) });
  await drawer.getByRole('alert').filter({ hasText: '图片边长应在 96 到 512 像素之间，这张是 48×48' }).waitFor();
  assert.deepEqual(uploads, [], 'nothing was sent for the refused pictures');

  await file.setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(144, 144) });
  await drawer.locator('img[alt="图标"]').waitFor();
  assert.equal(uploads.length, 1);
  await drawer.getByLabel('图标名称').fill('刷题');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByTestId('top-icon-preview').getByText('刷题', { exact: true }).waitFor();
  const saved = ((await apiGet(server.url, `/base/top-icon/?name=${encodeURIComponent('刷题')}`, token)).data as { items: { icon: string }[] }).items;
  assert.equal(saved.length, 1);
  assert.match(saved[0].icon, /^\/uploads\/[a-f0-9]{32}\.png$/);
});
