// Feedback triage in the browser: a feedback moved 新建 → 处理中 → 已解决 with a reply
// through the edit drawer, the counts per status following, against the production build.
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiToken, setSession, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

type Fb = { id: number; status: string; reply: string; assignee_name: string | null; content: string };
type Counts = Record<'new' | 'processing' | 'resolved' | 'closed', number>;

async function api<T>(base: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${base}/admin_api/v1${path}`, { headers: { 'AUTH-SYS': 'admin', token } });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  assert.equal(envelope.code, 20000, `${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

s.test(
  'moves a feedback through its states with a reply',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    const [f] = (await api<{ items: Fb[] }>(server.url, token, '/base/feedback/?status=new&limit=1')).items;
    const before = await api<Counts>(server.url, token, '/base/feedback/counts/');

    await page.goto(adminPath('/feedback/index?status=new'));
    await waitForScreen(page);
    const counts = page.getByRole('group', { name: '各状态反馈数' });
    await counts.getByRole('button', { name: `新建 ${before.new}` }).waitFor();
    const row = page.locator(`.ant-table-tbody tr[data-row-key="${f.id}"]`);
    await row.getByRole('button', { name: /^编辑 / }).click();

    // 新建 → 处理中: a handler takes it.
    let drawer = page.getByRole('dialog');
    await drawer.getByRole('radio', { name: '处理中' }).check();
    await drawer.getByLabel('处理人').click();
    await page.locator('.ant-select-item-option[title="管理员"]').click();
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    await counts.getByRole('button', { name: `处理中 ${before.processing + 1}` }).waitFor();
    assert.equal((await api<Fb>(server.url, token, `/base/feedback/${f.id}/`)).status, 'processing');

    // 处理中 → 已解决: needs the reply the user will read.
    await counts.getByRole('button', { name: /处理中/ }).click();
    await page.waitForURL(/status=processing/);
    await row.getByRole('button', { name: /^编辑 / }).click();
    drawer = page.getByRole('dialog');
    await drawer.getByRole('radio', { name: '已解决' }).check();
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await drawer.getByText('标记为已解决前请填写给用户的回复').first().waitFor();
    await drawer.getByLabel('回复').fill('您好，问题已修复，请升级到最新版本。');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    await counts.getByRole('button', { name: `已解决 ${before.resolved + 1}` }).waitFor();

    const done = await api<Fb>(server.url, token, `/base/feedback/${f.id}/`);
    assert.equal(done.status, 'resolved');
    assert.equal(done.reply, '您好，问题已修复，请升级到最新版本。');
    assert.equal(done.assignee_name, '管理员');
    // Resolved feedback is history: 查看, no 编辑.
    await counts.getByRole('button', { name: /已解决/ }).click();
    await row.getByRole('button', { name: /^查看 / }).waitFor();
    assert.equal(await row.getByRole('button', { name: /^编辑 / }).count(), 0);
  },
  { timeout: 60_000 },
);
