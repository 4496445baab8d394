// Learning interaction (/learn-interaction) against the production build: from the statistics to a
// course's threads, a staff reply and a hidden comment (with its reason) that are still there after
// a reload; the viewer reads the same page without any write control.
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

type Stats = { uuid: string; name: string };
type Thread = {
  id: number;
  author_name: string;
  content: string;
  is_pinned: boolean;
  is_hidden: boolean;
  moderation_reason: string;
  replies: { author_type: string; content: string }[];
};

const threads = async (base: string, token: string, uuid: string, query = '') =>
  ((await apiGet(base, `/comment/statistics/${uuid}/comments/?limit=100${query}`, token)).data as { items: Thread[] }).items;

s.test('a staff reply and a hidden comment with its reason stay after a reload', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'admin');
  await setSession(context, server.url, token);
  const course = ((await apiGet(server.url, '/comment/statistics/?ordering=-unanswered&limit=1', token)).data as { items: Stats[] }).items[0];

  await page.goto(adminPath('/learn-interaction/index'));
  await waitForScreen(page);
  await page.getByRole('link', { name: course.name }).first().click();
  await page.waitForURL(new RegExp(`/learn-interaction/detail/${course.uuid}`));
  await page.locator('article[data-comment-id]').first().waitFor();

  const [waiting] = await threads(server.url, token, course.uuid, '&unanswered=1');
  const [other] = (await threads(server.url, token, course.uuid, '&is_hidden=0')).filter((t) => !t.is_pinned && t.id !== waiting.id);
  // Both on the page: the unanswered view for the reply, then all threads for the hide.
  // The unanswered view reads its threads again and re-renders them: reply once they are in, or
  // the reply box opened on the previous list goes with it.
  const filtered = page.waitForResponse((r) => r.url().includes('/comments/') && r.url().includes('unanswered=1'));
  await page.locator('label.ant-radio-button-wrapper', { hasText: '待回复' }).click();
  await page.waitForURL(/view=unanswered/);
  await filtered;
  const asked = page.locator(`article[data-comment-id="${waiting.id}"]`);
  await asked.getByRole('button', { name: `回复 ${waiting.author_name}` }).click();
  await asked.getByLabel(`回复 ${waiting.author_name}`).fill('同学你好，这部分在强化班第 5 讲有完整推导。');
  await asked.getByRole('button', { name: '发送回复' }).click();
  await page.locator('.ant-message-notice').filter({ hasText: '已回复' }).waitFor();

  const all = page.waitForResponse((r) => r.url().includes('/comments/?') && !r.url().includes('unanswered=1') && r.request().method() === 'GET');
  await page.locator('label.ant-radio-button-wrapper', { hasText: '全部' }).click();
  await page.waitForURL((u) => !u.searchParams.has('view'));
  await all;
  const target = page.locator(`article[data-comment-id="${other.id}"]`);
  await target
    .getByRole('button', { name: `隐藏 ${other.author_name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('原因').fill('与课程内容无关');
  await dialog.getByRole('button', { name: /隐\s*藏/ }).click();
  await target.getByText('隐藏原因：与课程内容无关', { exact: false }).waitFor();

  await page.reload();
  await page.locator(`article[data-comment-id="${other.id}"]`).getByText('隐藏原因：与课程内容无关', { exact: false }).waitFor();
  await page.locator(`article[data-comment-id="${waiting.id}"]`).getByText('同学你好，这部分在强化班第 5 讲有完整推导。').waitFor();
  const stored = await threads(server.url, token, course.uuid);
  assert.equal(stored.find((t) => t.id === other.id)?.moderation_reason, '与课程内容无关');
  assert.equal(stored.find((t) => t.id === waiting.id)?.replies.at(-1)?.author_type, 'staff');
});

s.test('the viewer sees the threads and no write control', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'viewer');
  await setSession(context, server.url, token);
  const course = ((await apiGet(server.url, '/comment/statistics/?limit=1', token)).data as { items: Stats[] }).items[0];
  await page.goto(adminPath(`/learn-interaction/detail/${course.uuid}`));
  await page.locator('article[data-comment-id]').first().waitFor();
  assert.equal(await page.getByRole('button', { name: /^(回复|隐藏|恢复显示|置顶|取消置顶)/ }).count(), 0);
  assert.equal(await page.locator('article input[type=checkbox]').count(), 0);
  await page.goto(adminPath('/learn-interaction/index'));
  await waitForScreen(page);
  await page.getByRole('link', { name: course.name }).first().waitFor();
  assert.equal(await page.locator('.ant-table-tbody [role=switch]:not([disabled])').count(), 0);
});
