// The menu each demo account sees, the business-line switch, the sidebar state and mobile mode,
// and the site selector.
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import {
  TEXT,
  adminPath,
  apiToken,
  cookie,
  hamburger,
  lineSwitch,
  recordMessages,
  setSession,
  sider,
  sidebar,
  signInWithForm,
  topMenuKeys,
  userRoles,
  waitForPath,
  waitForSeen,
} from '../lib/console';
import { expectedGroups, groupOf } from '../lib/spec-menu';
import type { Page } from 'playwright-core';

const s = consoleSuite(import.meta.filename);

/** Top-level groups once every remote has finished loading (no status rows left). */
async function menuGroups(page: Page): Promise<string[]> {
  await sidebar(page).waitFor();
  await page.waitForFunction(() => !document.querySelector('nav .ant-menu [data-menu-id*="remote:"]'), undefined, { timeout: 20_000 });
  return (await topMenuKeys(page)).map(groupOf);
}

for (const user of ['admin', 'ads', 'abroad', 'viewer'] as const) {
  s.test(`${user} sees the menu groups of their permissions (line 1)`, async ({ page, context, server }) => {
    const token = await apiToken(server.url, user);
    const roles = await userRoles(server.url, token);
    assert.ok(roles.length > 0, `${user} has no roles`);
    await setSession(context, server.url, token);
    await page.goto(adminPath('/dashboard'));
    const groups = await menuGroups(page);
    const { must, mustNot } = expectedGroups(roles, 1);
    assert.ok(must.length > 0, `${user}: the spec grants no group for roles ${roles.join(',')}`);
    for (const g of must) assert.ok(groups.includes(g), `${user} should see ${g}; menu: ${groups.join(' ')}`);
    for (const g of mustNot) assert.ok(!groups.includes(g), `${user} must not see ${g}; menu: ${groups.join(' ')}`);
  });
}

s.test('ads sees exactly the ad and push screens it holds, nothing of system', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'ads');
  await setSession(context, server.url, token);
  await page.goto(adminPath('/dashboard'));
  const groups = await menuGroups(page);
  assert.ok(groups.includes('/ad') && groups.includes('/push'), groups.join(' '));
  for (const g of ['/user', '/whiteList', '/feedback', '/article', '/setting', '/homepagesetting', '/pay-method']) {
    assert.ok(!groups.includes(g), `ads sees ${g}`);
  }
});

s.test('nobody gets 暂无权限 and no menu', async ({ page, context }) => {
  await recordMessages(context);
  await signInWithForm(page, 'nobody');
  await waitForSeen(page, TEXT.noRoles);
  assert.equal(await sidebar(page).count(), 0, 'nobody was shown a menu');
  assert.equal(await cookie(context, 'Admin-Token'), undefined);
});

for (const user of ['abroad', 'admin'] as const) {
  s.test(`${user} switches the business line: cookie menuNavBar, /dashboard, the second menu set`, async ({ page, context, server }) => {
    await setSession(context, server.url, await apiToken(server.url, user));
    await page.goto(adminPath('/setting/index'));
    await lineSwitch(page).waitFor();
    let groups = await menuGroups(page);
    assert.ok(!groups.includes('/homepagesetting'), 'line 1 shows /homepagesetting');
    await lineSwitch(page).getByText('留学').click();
    await waitForPath(page, '/admin/dashboard');
    assert.equal(await cookie(context, 'menuNavBar'), '2');
    groups = await menuGroups(page);
    assert.ok(groups.includes('/homepagesetting'), `line 2 menu lacks /homepagesetting: ${groups.join(' ')}`);
    // The choice survives a reload (it is the cookie that selects the set).
    await page.reload();
    groups = await menuGroups(page);
    assert.ok(groups.includes('/homepagesetting'), 'line 2 lost on reload');
    await page.goto(adminPath('/homepagesetting/index'));
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/admin/homepagesetting/index');
    await lineSwitch(page).getByText('国内考研').click();
    await waitForPath(page, '/admin/dashboard');
    assert.equal(await cookie(context, 'menuNavBar'), '1');
    groups = await menuGroups(page);
    assert.ok(!groups.includes('/homepagesetting'));
  });
}

s.test('ads has no business-line switch', async ({ page, context, server }) => {
  await setSession(context, server.url, await apiToken(server.url, 'ads'));
  await page.goto(adminPath('/dashboard'));
  await menuGroups(page);
  assert.equal(await lineSwitch(page).count(), 0, 'ads sees the business-line switch');
});

s.test('the sidebar stays collapsed or open across a reload (cookie sidebarStatus)', async ({ page, context, server }) => {
  await setSession(context, server.url, await apiToken(server.url, 'admin'));
  await page.goto(adminPath('/dashboard'));
  await sidebar(page).waitFor();
  const collapsed = () => sider(page).evaluate((el) => el.classList.contains('ant-layout-sider-collapsed'));
  assert.equal(await collapsed(), false, 'desktop starts with an open sidebar');
  await hamburger(page).click();
  await page.waitForFunction(() => document.querySelector('.ant-layout-sider')?.classList.contains('ant-layout-sider-collapsed'));
  const closedValue = await cookie(context, 'sidebarStatus');
  assert.ok(closedValue, 'cookie sidebarStatus not written');
  await page.reload();
  await sidebar(page).waitFor();
  assert.equal(await collapsed(), true, 'collapsed state lost on reload');
  assert.equal(await hamburger(page).getAttribute('aria-expanded'), 'false');
  await hamburger(page).click();
  await page.waitForFunction(() => !document.querySelector('.ant-layout-sider')?.classList.contains('ant-layout-sider-collapsed'));
  assert.notEqual(await cookie(context, 'sidebarStatus'), closedValue);
  await page.reload();
  await sidebar(page).waitFor();
  assert.equal(await collapsed(), false, 'open state lost on reload');
});

s.test(
  'mobile mode at 800 px: sidebar closed, opens on demand, closes on a click outside and on navigation',
  async ({ page, context, server }) => {
    await setSession(context, server.url, await apiToken(server.url, 'admin'));
    // Even a desktop choice of "open" does not apply on mobile.
    await context.addCookies([{ name: 'sidebarStatus', value: 'opened', url: server.url }]);
    await page.goto(adminPath('/dashboard'));
    await hamburger(page).waitFor();
    const width = () => sider(page).evaluate((el) => el.getBoundingClientRect().width);
    const settled = (open: boolean) =>
      page.waitForFunction(
        (o) => {
          const el = document.querySelector('.ant-layout-sider');
          if (!el) return false;
          return o ? el.getBoundingClientRect().width > 100 : el.getBoundingClientRect().width < 1;
        },
        open,
        { timeout: 5000 },
      );
    await settled(false);
    assert.equal(await hamburger(page).getAttribute('aria-expanded'), 'false');
    await hamburger(page).click();
    await settled(true);
    // A click outside the sidebar closes it.
    await page.mouse.click(780, 600);
    await settled(false);
    // Navigating from the open sidebar closes it too.
    await hamburger(page).click();
    await settled(true);
    // A link to another page (expanding the first group when the top level has none).
    const other = () => sidebar(page).locator('a[href^="/admin/"]:visible:not([href="/admin/dashboard"])').first();
    if ((await other().count()) === 0) await sidebar(page).locator('.ant-menu-submenu-title').first().click();
    const target = other();
    const href = await target.getAttribute('href');
    await target.click();
    await waitForPath(page, href!);
    await settled(false);
    assert.ok((await width()) < 1);
  },
  { context: { viewport: { width: 800, height: 900 } } },
);

s.test('the site selector lists the sites of the API, marks the current one and opens another', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'admin');
  const res = await fetch(`${server.url}/admin_api/v1/account/user/application`, { headers: { 'AUTH-SYS': 'admin', token } });
  const body = (await res.json()) as {
    code: number;
    data: { client_id: string; name: string; get_host: string; cur: boolean; is_open_new_win: boolean }[];
  };
  assert.equal(body.code, 20000);
  const sites = body.data;
  assert.ok(sites.length >= 2, 'the demo data should have at least two sites');
  await setSession(context, server.url, token);
  // Sibling sites are other origins: answer them locally.
  await context.route(
    (u) => sites.some((x) => u.href.startsWith(x.get_host)) && !u.href.startsWith(server.url),
    (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<title>sibling</title><h1>sibling site</h1>' }),
  );
  await page.goto(adminPath('/dashboard'));
  const button = page.getByRole('button', { name: '切换站点' });
  await button.click();
  const menu = page.locator('.ant-dropdown:visible .ant-dropdown-menu');
  await menu.waitFor();
  for (const site of sites) await menu.getByText(site.name, { exact: true }).waitFor();
  const current = sites.find((x) => x.cur);
  if (current) {
    const item = menu.locator('li').filter({ hasText: current.name });
    assert.equal(await item.getByLabel('当前站点').count(), 1, 'current site not marked');
  }
  const newWindow = sites.find((x) => !x.cur && x.is_open_new_win);
  const sameWindow = sites.find((x) => !x.cur && !x.is_open_new_win);
  assert.ok(newWindow && sameWindow, 'the demo data should have a new-window and a same-window sibling site');
  // A site that asks for a new window opens in one; the console stays.
  const [popup] = await Promise.all([page.waitForEvent('popup'), menu.getByText(newWindow.name, { exact: true }).click()]);
  await popup.waitForLoadState();
  assert.ok(popup.url().startsWith(newWindow.get_host), popup.url());
  assert.equal(new URL(page.url()).pathname, '/admin/dashboard');
  await popup.close();
  // Any other site replaces the console in this tab.
  await button.click();
  await menu.getByText(sameWindow.name, { exact: true }).click();
  await page.waitForURL((u) => u.href.startsWith(sameWindow.get_host));
});
