// What a person does and sees in the console, in one place, so each test reads like the spec.
import assert from 'node:assert/strict';
import type { BrowserContext, Locator, Page } from 'playwright-core';

export const PASSWORD = 'demo123456';
export const DEMO_USERS = ['admin', 'ads', 'abroad', 'viewer', 'nobody'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/** Spec texts, verbatim. */
export const TEXT = {
  noRoles: '暂无权限',
  relogin: '重新登录',
  cancel: '取消',
  /** antd puts a space between the two characters of a two-character button label. */
  cancelButton: /^取\s?消$/,
  retryButton: /重\s?试/,
  networkErrorPrefix: '网络错误',
  guardFailure: '无权限，请重新登录',
};

export const adminPath = (p: string) => `/admin${p.startsWith('/') ? p : `/${p}`}`;

/** Pathname + search of the page, e.g. '/admin/login?redirect=%2Fdashboard'. */
export const where = (page: Page) => {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}`;
};

export async function waitForPath(page: Page, pathname: string | RegExp, timeout = 15_000) {
  await page.waitForURL((u) => (typeof pathname === 'string' ? u.pathname === pathname : pathname.test(`${u.pathname}${u.search}`)), { timeout });
}

export const loginForm = (page: Page) => ({
  username: page.getByLabel('用户名', { exact: true }),
  password: page.getByLabel('密码', { exact: true }),
  submit: page.getByRole('button', { name: '登录', exact: true }),
});

/** Fills and submits the login form (opening /admin/login first unless `open` is false). */
export async function signInWithForm(page: Page, user: DemoUser | string, opts: { password?: string; open?: boolean } = {}) {
  if (opts.open !== false) await page.goto(adminPath('/login'));
  const f = loginForm(page);
  await f.username.fill(user);
  await f.password.fill(opts.password ?? PASSWORD);
  await f.submit.click();
}

/** A token from the real API, for tests whose subject is not the sign-in itself. */
export async function apiToken(base: string, user: string, password = PASSWORD): Promise<string> {
  const res = await fetch(`${base}/admin_api/v1/account/auth/token/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'AUTH-SYS': 'admin' },
    body: JSON.stringify({ username: user, password }),
  });
  const body = (await res.json()) as { code: number; msg: string; data?: { token?: string } };
  assert.equal(body.code, 20000, `sign-in of ${user} failed: ${body.code} ${body.msg}`);
  assert.ok(body.data?.token, 'no token in the sign-in response');
  return body.data.token;
}

/** Puts a session cookie in the browser, as the login page would. */
export async function setSession(context: BrowserContext, base: string, token: string) {
  await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
}

export async function signedIn(context: BrowserContext, base: string, user: string) {
  const token = await apiToken(base, user);
  await setSession(context, base, token);
  return token;
}

export async function apiGet(base: string, path: string, token?: string) {
  const res = await fetch(`${base}/admin_api/v1${path}`, {
    headers: { 'AUTH-SYS': 'admin', ...(token ? { token } : {}) },
  });
  return (await res.json()) as { code: number; msg: string; data: unknown };
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** The layout's sidebar menu (the navigation landmark named 主菜单). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** The route path (or `remote:<name>`) an antd menu entry stands for, from its data-menu-id. */
export function menuKeyOf(dataMenuId: string | null): string {
  const id = dataMenuId ?? '';
  const remote = id.match(/remote:[a-z0-9-]+$/);
  if (remote) return remote[0];
  const i = id.indexOf('-/');
  return i >= 0 ? id.slice(i + 1) : id;
}

/** Keys (route paths, or remote:<name> for a remote's status row) of the top-level menu entries. */
export async function topMenuKeys(page: Page): Promise<string[]> {
  const menu = sidebar(page).locator('ul.ant-menu').first();
  await menu.waitFor();
  const ids = await menu
    .locator(':scope > li.ant-menu-item, :scope > li.ant-menu-submenu')
    .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-menu-id') ?? li.querySelector('[data-menu-id]')?.getAttribute('data-menu-id') ?? ''));
  return ids.map(menuKeyOf);
}

/** Labels of the menu's top-level entries, in order. */
export async function topMenuLabels(page: Page): Promise<string[]> {
  const menu = sidebar(page).locator('.ant-menu').first();
  await menu.waitFor();
  const items = menu.locator(':scope > li.ant-menu-item, :scope > li.ant-menu-submenu');
  const n = await items.count();
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const li = items.nth(i);
    const title = li.locator(':scope > .ant-menu-submenu-title .ant-menu-title-content, :scope > .ant-menu-title-content').first();
    out.push(((await title.textContent()) ?? '').trim());
  }
  return out;
}

/** An antd message toast with this text (substring). */
export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice').filter({ hasText: text });

/** The re-login dialog of spec 8. */
export const reloginDialog = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.getByRole('button', { name: TEXT.relogin }) });

export async function assertNoBlankPage(page: Page) {
  const text = (await page.locator('body').innerText()).trim();
  assert.ok(text.length > 0, 'the page is blank');
}

/**
 * Remembers every toast, alert and dialog text the page shows, across full page loads of the same
 * tab and origin (sessionStorage), so a test can check what was said before a redirect took the
 * user elsewhere.
 */
export async function recordMessages(context: BrowserContext) {
  // A string, not a function: tsx's transpiled functions may call helpers the page does not have.
  await context.addInitScript(`(() => {
    const KEY = '__e2e_seen';
    const SEL = '.ant-message-notice, .ant-notification-notice, [role="alert"], .ant-modal-confirm, .ant-modal';
    const seen = new Set();
    const save = (text) => {
      const t = (text || '').trim();
      if (!t || seen.has(t)) return;
      seen.add(t);
      try {
        const list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
        list.push(t);
        sessionStorage.setItem(KEY, JSON.stringify(list.slice(-50)));
      } catch (e) { /* storage unavailable */ }
    };
    const scan = (root) => {
      if (root.matches && root.matches(SEL)) save(root.textContent);
      if (root.querySelectorAll) root.querySelectorAll(SEL).forEach((el) => save(el.textContent));
    };
    const start = () => {
      new MutationObserver((records) => {
        for (const r of records) {
          r.addedNodes.forEach((n) => { if (n.nodeType === 1) scan(n); });
          const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
          const hit = el && el.closest && el.closest(SEL);
          if (hit) save(hit.textContent);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    };
    start();
  })();`);
}

export async function seenMessages(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('__e2e_seen') ?? '[]') as string[]);
}

/** Waits until a recorded message contains `text`. */
export async function waitForSeen(page: Page, text: string, timeout = 10_000) {
  const until = Date.now() + timeout;
  let last: string[] = [];
  while (Date.now() < until) {
    last = await seenMessages(page).catch(() => last);
    if (last.some((m) => m.includes(text))) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`never showed "${text}"; shown: ${JSON.stringify(last)}`);
}

export async function userRoles(base: string, token: string): Promise<string[]> {
  const res = await fetch(`${base}/admin_api/v1/account/auth/user/info?token=${encodeURIComponent(token)}`, {
    headers: { 'AUTH-SYS': 'admin', token },
  });
  const body = (await res.json()) as { code: number; data?: { roles?: string[] } };
  assert.equal(body.code, 20000, 'user info failed');
  return body.data?.roles ?? [];
}

/** The sidebar (antd Layout.Sider) element. */
export const sider = (page: Page) => page.locator('.ant-layout-sider').first();
export const hamburger = (page: Page) => page.getByRole('button', { name: '展开/收起侧边栏' });
export const lineSwitch = (page: Page) => page.getByLabel('业务线');

/** Opens a screen the way a person does: through the sidebar (expanding its group if needed). */
export async function openFromMenu(page: Page, path: string) {
  const nav = sidebar(page);
  const link = nav.locator(`a[href="/admin${path}"]`);
  if (!(await link.isVisible())) {
    const group = `/${path.split('/')[1]}`;
    await nav.locator(`.ant-menu-submenu-title[data-menu-id$="-${group}"]`).first().click();
  }
  await link.click();
  await waitForPath(page, `/admin${path}`);
}

/** Runs the server's CLI against the test server's database. */
export async function serverCli(dataDir: string, args: string[]): Promise<string> {
  const { execFile } = await import('node:child_process');
  const { ROOT } = await import('./paths');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, timeout: 30_000 },
      (err, stdout, stderr) => (err ? reject(new Error(`cli ${args.join(' ')}: ${err.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

/**
 * Waits until the routed screen has rendered (a table, or a result page that is not a load
 * error); fails at once, with the error shown, when the screen could not be loaded.
 */
export async function waitForScreen(page: Page, timeout = 15_000) {
  const handle = await page.waitForFunction(
    () => {
      const main = document.querySelector('.ant-layout-content') ?? document.querySelector('main');
      if (!main) return false;
      const err = main.querySelector('[data-load-error]');
      if (err) return `load error: ${(err.textContent ?? '').trim()}`;
      return main.querySelector('.ant-table, .ant-result, .ant-form, .ant-card, .ant-descriptions') ? 'ok' : false;
    },
    undefined,
    { timeout },
  );
  const state = await handle.jsonValue();
  if (state !== 'ok') assert.fail(`the screen at ${new URL(page.url()).pathname} did not load (${state})`);
}

/** The in-place error of a screen that failed to load, of the given class. */
export const loadError = (page: Page, kind: 'missing' | 'timeout' | 'error') => page.locator(`[data-load-error="${kind}"]`);
