// Study materials (/exercise/materialManage) against the production build: a 12 MB PDF uploaded
// with a new material, the page reloaded while its second 5 MB part is sent, picked again and
// resumed at the offset the server holds (only the missing bytes sent), listed with its page count,
// downloaded as an attachment byte for byte; the page lays out at 800 px.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

/** A three-page PDF (each page a dictionary of /Type /Page) of about 12 MB, unique per run so it is stored anew. */
function pdf(tag: string): Buffer {
  const pages = [3, 4, 5].map((n) => `${n} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n`).join('');
  const padding = `% ${'x'.repeat(98)}\n`.repeat(120_000);
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >> endobj\n${pages}% ${tag}\n${padding}trailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}
/** The part size of the console's resumable uploads (shared/src/resource/fields/resumable-upload.ts). */
const PART = 5 * 1024 * 1024;
const RESUMABLE = '**/admin_api/v1/base/upload/resumable**';

s.test(
  'a PDF whose upload was cut off resumes after a reload, is listed with its pages and downloads byte for byte',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(adminPath('/exercise/materialManage'));
    await waitForScreen(page);
    // At 800 px the tree and the list stack; nothing runs off the page sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);

    const openForm = async () => {
      await page.getByRole('button', { name: /新\s*增/ }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel('标题').fill('浏览器上传测试讲义');
      await drawer.getByRole('combobox', { name: '分类' }).click();
      await page.keyboard.type('英语一');
      await page.getByTitle('英语一', { exact: true }).click();
      return drawer;
    };
    const bytes = pdf(`run ${Date.now()}`);
    // A file on disk, as a person picks it: picked again after the reload it is the same file (name,
    // size, date), which is how the browser finds the upload to resume.
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-upload-')), 'lecture.pdf');
    writeFileSync(file, bytes);

    // The first 5 MB part arrives; the second is held, and the page is reloaded while it is sent:
    // the connection is gone, and the server keeps what it received.
    let parts = 0;
    let cutOff!: () => void;
    const cut = new Promise<void>((r) => (cutOff = r));
    let uploadUrl = '';
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && r.url().includes('/base/upload/resumable')) uploadUrl = new URL(r.headers()['location'] ?? '', r.url()).href;
    });
    await page.route(RESUMABLE, async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      if (++parts === 1) return route.continue();
      cutOff();
    });
    let drawer = await openForm();
    await drawer.locator('input[type=file]').setInputFiles(file);
    await cut;
    await drawer.getByText(/已上传 5\.0 MB \/ 1\d\.\d MB/).waitFor();
    await page.unroute(RESUMABLE);
    await page.reload();
    await waitForScreen(page);
    const held = await fetch(uploadUrl, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', 'AUTH-SYS': 'admin', token } });
    const offset = Number(held.headers.get('upload-offset'));
    assert.ok(offset >= PART && offset < bytes.length, `the server holds ${offset} of ${bytes.length} bytes`);

    // The operator starts again and picks the same file: it resumes where the server stopped.
    // Where each part starts (parts are at most PART bytes: resumable-upload.ts's chunk size).
    const starts: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/base/upload/resumable/')) starts.push(Number(r.headers()['upload-offset']));
    });
    drawer = await openForm();
    await drawer.locator('input[type=file]').setInputFiles(file);
    await drawer.getByRole('link', { name: '下载 lecture.pdf' }).waitFor({ timeout: 60_000 });
    await drawer.getByRole('status').filter({ hasText: '共 3 页' }).waitFor();
    // Only the missing bytes: the first part at the server's offset, then back to back to the end.
    const expected = Array.from({ length: Math.ceil((bytes.length - offset) / PART) }, (_, i) => offset + i * PART);
    assert.deepEqual(starts, expected, `parts started at ${starts.join(', ')}; the server held ${offset} bytes`);
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await drawer.waitFor({ state: 'hidden' });

    const found = (await apiGet(server.url, `/practice/material/item/?title=${encodeURIComponent('浏览器上传测试讲义')}`, token)).data as {
      items: { id: number; page_count: number; file: { url: string } }[];
    };
    assert.equal(found.items.length, 1);
    assert.equal(found.items[0].page_count, 3);
    const row = page.locator(`tr[data-row-key="${found.items[0].id}"]`);
    await row.getByText('共 3 页', { exact: false }).waitFor();

    // The row's link is the file.
    const href = await row.getByRole('link', { name: 'lecture.pdf' }).getAttribute('href');
    assert.equal(href, found.items[0].file.url);
    // Fetched with the page's cookies by the browser context's own client (a 12 MB body does not
    // cross page.evaluate well).
    const got = await (await context.request.get(new URL(href!, server.url).href)).body();
    assert.ok(got.equals(bytes), 'the downloaded file is the uploaded one');
    const res = await fetch(`${server.url}${found.items[0].file.url}`);
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  },
  { timeout: 120_000 },
);
