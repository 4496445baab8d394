// Record history: edit a record, open its history and see the diff, restore it; delete
// and undo — on the exam-prep groups list of the production build, against the real server.
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession, toast, waitForPath, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

type Group = { id: number; name: string; capacity: number; version: number };

async function createGroup(base: string, token: string, name: string): Promise<Group> {
  const res = await fetch(`${base}/admin_api/v1/setting/reference-group/`, {
    method: 'POST',
    headers: { 'AUTH-SYS': 'admin', token, 'content-type': 'application/json' },
    body: JSON.stringify({ name, qr_image: '/uploads/x.png', capacity: 100 }),
  });
  const envelope = (await res.json()) as { code: number; data: Group };
  assert.equal(envelope.code, 20000);
  return envelope.data;
}

const read = async (base: string, token: string, id: number) => (await apiGet(base, `/setting/reference-group/${id}/`, token)) as { code: number; data: Group };

s.test(
  'edit a record, see the change in its history, restore the earlier version; delete and undo',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    const g = await createGroup(server.url, token, '浏览器历史群');
    await page.goto(adminPath('/setting/reference-group'));
    await waitForScreen(page);
    const row = page.locator(`tr[data-row-key="${g.id}"]`);
    await row.waitFor();

    // Edit through the form.
    await page.getByLabel(`编辑 ${g.name}`, { exact: true }).click();
    const form = page.locator('.ant-drawer').getByRole('dialog');
    const capacity = form.getByLabel('人数上限', { exact: true });
    await page.waitForFunction(() => (document.querySelector('.ant-drawer input#capacity') as HTMLInputElement | null)?.value === '100');
    await capacity.fill('250');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.waitFor({ state: 'hidden' });
    assert.equal((await read(server.url, token, g.id)).data.capacity, 250);

    // The history shows who changed which field from what to what.
    await page.getByRole('button', { name: `${g.name} 的历史` }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '修改历史' });
    const entries = drawer.locator('[data-history-entry]');
    await entries.nth(1).waitFor();
    assert.equal(await entries.count(), 2);
    const edit = entries.first();
    assert.match(await edit.innerText(), /admin/);
    const cells = await edit.locator('tbody tr').first().locator('td').allInnerTexts();
    assert.deepEqual(cells, ['人数上限', '100', '250']);
    assert.match(await entries.nth(1).innerText(), /新增/);

    // Restore the version as created: a versioned write, itself in the history.
    await entries.nth(1).getByRole('button', { name: '恢复到此版本' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^恢\s*复$/ })
      .click();
    await toast(page, '已恢复到所选版本').waitFor();
    await entries.nth(2).waitFor();
    assert.match(await entries.first().innerText(), /恢复版本/);
    const restored = (await read(server.url, token, g.id)).data;
    assert.equal(restored.capacity, 100);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Delete, then 撤销 from the message: the same record is back.
    await page.getByLabel(`删除 ${g.name}`, { exact: true }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await row.waitFor({ state: 'detached' });
    await page
      .locator('.ant-message-notice')
      .getByRole('button', { name: /撤\s*销/ })
      .click();
    await toast(page, '已撤销删除').waitFor();
    await row.waitFor();
    const back = await read(server.url, token, g.id);
    assert.equal(back.code, 20000);
    assert.equal(back.data.name, g.name);

    // Bulk delete two rows, then 撤销: both are back, in one request.
    const pair = [await createGroup(server.url, token, '浏览器批量甲'), await createGroup(server.url, token, '浏览器批量乙')];
    await page.getByRole('button', { name: /刷\s*新/ }).click();
    for (const x of pair) await page.getByRole('checkbox', { name: `选择 ${x.name}` }).check();
    await page
      .getByRole('region', { name: '已选 2 项' })
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page.locator(`tr[data-row-key="${pair[1].id}"]`).waitFor({ state: 'detached' });
    const undeletes: string[] = [];
    page.on('request', (r) => void (r.url().includes('/audit/undelete/') && undeletes.push(r.postData() ?? '')));
    await page
      .locator('.ant-message-notice')
      .filter({ hasText: '已删除 2 项' })
      .getByRole('button', { name: /^撤\s*销$/ })
      .click();
    await toast(page, '已撤销删除，恢复 2 项').waitFor();
    for (const x of pair) assert.equal((await read(server.url, token, x.id)).data.name, x.name);
    assert.equal(undeletes.length, 1);
    await page.locator(`tr[data-row-key="${pair[1].id}"]`).waitFor();
  },
  { timeout: 90_000 },
);

s.test(
  'a recent change on the dashboard opens its record, on a screen whose code was not loaded yet',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    const g = await createGroup(server.url, token, '最近修改直达群');
    await page.goto(adminPath('/dashboard'));
    const mine = page.locator('section.audit-mine');
    await mine.getByRole('link', { name: `新增 备考群 #${g.id}` }).click();
    await waitForPath(page, '/admin/setting/reference-group');
    const view = page.locator('.ant-drawer').filter({ hasText: '查看备考群' });
    await view.getByText(g.name, { exact: true }).waitFor();
    await view.getByRole('button', { name: `${g.name} 的历史` }).waitFor();
    // The link was a one-time command: the address is the list's again.
    assert.equal(new URL(page.url()).search, '');

    // Again from the dashboard's tab, now that the list is alive in its own tab.
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });
    await page.locator('a[data-tab-path="/dashboard"]').click();
    await mine.getByRole('link', { name: `新增 备考群 #${g.id}` }).click();
    await view.getByText(g.name, { exact: true }).waitFor();
  },
  { timeout: 60_000 },
);
