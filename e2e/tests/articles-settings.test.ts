// News and settings in the browser against the production build: a news article with an
// uploaded image in its body, published and previewed as readers see it; a new privacy-policy
// version written, published and compared with the one before it.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, signedIn, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

/** A 2×2 red PNG (the upload recognises images by content). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DwnwGMgRQAH+4D/dJQfRoAAAAASUVORK5CYII=', 'base64');

async function pickOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/** The rich-text field labelled `label`: types the paragraphs, Enter between them. */
async function typeParagraphs(page: Page, scope: Locator, label: string, paragraphs: string[]) {
  const editor = scope.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  for (const [i, text] of paragraphs.entries()) {
    if (i) await page.keyboard.press('Enter');
    await page.keyboard.type(text);
  }
  return editor;
}

s.test('publishes a news article with an image in its body and previews it as readers see it', async ({ page, context, server }) => {
  const token = await signedIn(context, server.url, 'admin');
  await page.goto(adminPath('/article/news'));
  await waitForScreen(page);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('textbox', { name: '标题', exact: true }).fill('浏览器里写的资讯');
  await pickOption(page, drawer, '分类', '备考经验');
  const editor = await typeParagraphs(page, drawer, '正文', ['第一段：先背单词。']);
  await drawer.locator('input[type=file][aria-label="插入图片"]').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
  await editor.locator('img[src^="/uploads/"]').waitFor();
  await drawer.getByRole('radio', { name: '已发布' }).check();
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await drawer.waitFor({ state: 'hidden' });

  const list = (await apiGet(server.url, `/article/news/?title=${encodeURIComponent('浏览器里写的资讯')}`, token)) as {
    data: { items: { id: number; status: string; body: string; publish_at: string | null }[] };
  };
  const [saved] = list.data.items;
  assert.equal(saved.status, 'published');
  assert.ok(saved.publish_at, 'publishing without a time publishes now');
  assert.match(saved.body, /<p>第一段：先背单词。<\/p>/);
  assert.match(saved.body, /<img src="\/uploads\/[a-f0-9]+\.png"/);

  const row = page.locator(`tr[data-row-key="${saved.id}"]`);
  await row.getByText('已发布').waitFor();
  await row.getByRole('button', { name: '预览 浏览器里写的资讯' }).click();
  const article = page.getByRole('dialog').getByRole('article', { name: '浏览器里写的资讯' });
  await article.getByText('第一段：先背单词。').waitFor();
  await article.getByText('备考经验').waitFor();
  const image = article.locator('img[src^="/uploads/"]');
  await image.waitFor();
  // The image the reader sees is the uploaded file, really served and decoded.
  await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 2, await image.elementHandle());
});

s.test('writes and publishes a new privacy-policy version, then sees what changed from the one before', async ({ page, context, server }) => {
  const token = await signedIn(context, server.url, 'admin');
  await page.goto(adminPath('/setting/policy-management'));
  await waitForScreen(page);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.getByRole('dialog');
  await pickOption(page, drawer, '类型', '隐私政策');
  await drawer.getByRole('textbox', { name: '版本号', exact: true }).fill('3.0');
  await drawer.getByRole('textbox', { name: '标题', exact: true }).fill('隐私政策');
  await typeParagraphs(page, drawer, '正文', ['我们收集您的手机号用于登录。', '我们不会向第三方出售您的信息。', '我们使用 Cookie 改善您的体验。']);
  const effective = drawer.getByLabel('生效时间', { exact: true });
  await effective.click();
  await page.keyboard.type('2026-11-01 00:00:00');
  await page.keyboard.press('Enter');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await drawer.waitFor({ state: 'hidden' });

  const list = (await apiGet(server.url, '/setting/policy/?type=privacy_policy&limit=100', token)) as {
    data: { items: { id: number; revision: string; status: string; is_current: boolean }[] };
  };
  const created = list.data.items.find((p) => p.revision === '3.0');
  assert.ok(created, 'the new version is stored');
  assert.equal(created.status, 'draft');

  const row = page.locator(`tr[data-row-key="${created.id}"]`);
  await row.getByRole('button', { name: '发布 隐私政策 3.0' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '发布后此版本不能再修改或删除' });
  await confirm.getByRole('button', { name: /^发\s*布$/ }).click();
  await confirm.waitFor({ state: 'hidden' });
  await row.getByText('已发布').waitFor();
  // In effect since 1 November, it is now the current privacy policy; published, it is final.
  await row.getByText('当前版本').waitFor();
  assert.equal(await row.getByRole('button', { name: /^编辑 / }).count(), 0);

  await row.getByRole('button', { name: '对比 隐私政策 3.0' }).click();
  const diff = page.getByRole('dialog').filter({ hasText: '版本对比' });
  await diff.getByText('新增 1 段，删除 2 段').waitFor();
  assert.deepEqual(await diff.locator('ins').allTextContents(), ['我们使用 Cookie 改善您的体验。']);
  assert.deepEqual(await diff.locator('del').allTextContents(), ['我们收集学习记录与答题数据用于推荐课程和生成报告。', '您可以在设置中注销账号并删除数据。']);
  // The older side is the version in effect before it (2.1).
  assert.match((await diff.getByLabel('旧版本').locator('..').textContent()) ?? '', /2\.1/);
});
