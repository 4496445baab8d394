// Codes 61000, 50021 and 50022 (spec 8): each shows the re-login dialog; Cancel keeps the user on
// the page with the session; 重新登录 clears the session and then 50021 reloads the page,
// 61000 goes to the SSO login with a back-URL and 50022 goes to /login.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { TEXT, adminPath, apiToken, cookie, openFromMenu, reloginDialog, serverCli, setSession, sidebar, toast, waitForPath } from '../lib/console';

const s = consoleSuite(import.meta.filename);

const FIRST = '/ad/index';
const SECOND = '/push/index';

async function openConsole(page: Page) {
  await page.goto(adminPath('/dashboard'));
  await sidebar(page).waitFor();
  // The dashboard reads its work and the user's recent changes: both answered before the test
  // breaks the session, so the first call to fail is the screen's the test opens.
  await page.locator('[data-work]').first().waitFor();
  await page.locator('section.audit-mine :is(ul, p)').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('nav .ant-menu [data-menu-id*="remote:"]'), undefined, {
    timeout: 20_000,
  });
  // Survives client-side navigation, lost on a page reload.
  await page.evaluate(() => ((window as unknown as { __e2eSamePage: boolean }).__e2eSamePage = true));
}

const samePage = (page: Page) => page.evaluate(() => Boolean((window as unknown as { __e2eSamePage?: boolean }).__e2eSamePage));

/** After the session broke: a screen's call fails, the dialog shows; Cancel keeps everything. */
async function dialogThenCancel(page: Page) {
  await openFromMenu(page, FIRST);
  const dialog = reloginDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: TEXT.cancelButton }).waitFor();
  await dialog.getByRole('button', { name: TEXT.cancelButton }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(new URL(page.url()).pathname, `/admin${FIRST}`, 'Cancel must keep the user on the page');
  assert.ok(await samePage(page), 'Cancel must not reload the page');
  assert.ok(await cookie(page.context(), 'Admin-Token'), 'Cancel must keep the session');
  // The next call fails the same way and asks again.
  await openFromMenu(page, SECOND);
  await dialog.waitFor();
  return dialog;
}

s.test('61000 (SSO session ended): dialog; 重新登录 goes to the SSO login with a back-URL', async ({ page, context, server }) => {
  // Only a single-sign-on session can end: sign in through the SSO stub, by the console's link.
  await page.goto(`${server.url}/admin/dashboard`);
  await waitForPath(page, '/admin/login');
  await page.getByRole('link', { name: '使用统一身份认证登录' }).click();
  await waitForPath(page, '/sso/login');
  await page.locator('input[name="username"]').fill('ads');
  await page.locator('input[name="password"]').fill('demo123456');
  await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
  await waitForPath(page, '/admin/dashboard');
  await openConsole(page);
  const ended = await serverCli(server.dataDir, ['end-sso', 'ads']);
  assert.doesNotMatch(ended, /\bended 0\b/, ended);
  const dialog = await dialogThenCancel(page);
  await dialog.getByRole('button', { name: TEXT.relogin }).click();
  await waitForPath(page, '/sso/login');
  const back = new URL(page.url()).searchParams.get('back') ?? '';
  assert.ok(back.startsWith(`/admin${SECOND}`), `back-URL ${back}`);
  assert.equal(await cookie(context, 'Admin-Token'), undefined, 'session not cleared');
});

s.test('50021 (signed in elsewhere): dialog; 重新登录 clears the session and reloads the page', async ({ page, context, server }) => {
  await setSession(context, server.url, await apiToken(server.url, 'ads'));
  await openConsole(page);
  await apiToken(server.url, 'ads'); // the same account signs in elsewhere
  const dialog = await dialogThenCancel(page);
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await dialog.getByRole('button', { name: TEXT.relogin }).click();
  await reloaded;
  assert.equal(await samePage(page), false, 'the page was not reloaded');
  const nav = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);
  assert.equal(nav, 'reload');
  // With the session gone the reloaded page lands on the form, remembering where the user was.
  await waitForPath(page, '/admin/login');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), SECOND);
  assert.equal(await cookie(context, 'Admin-Token'), undefined, 'session not cleared');
});

s.test('50022 (token invalid): dialog; 重新登录 goes to /login without reloading', async ({ page, context, server }) => {
  await setSession(context, server.url, await apiToken(server.url, 'ads'));
  await openConsole(page);
  await setSession(context, server.url, 'no-such-token-50022');
  const dialog = await dialogThenCancel(page);
  await dialog.getByRole('button', { name: TEXT.relogin }).click();
  await waitForPath(page, '/admin/login');
  assert.ok(await samePage(page), '50022 must navigate inside the app, not reload');
  assert.equal(await cookie(context, 'Admin-Token'), undefined, 'session not cleared');
});

s.test('an error code also toasts the server message', async ({ page, context, server }) => {
  await setSession(context, server.url, await apiToken(server.url, 'ads'));
  await openConsole(page);
  await setSession(context, server.url, 'no-such-token-toast');
  const failed = page.waitForResponse((r) => r.url().includes('/admin_api/v1/') && r.status() >= 400);
  await openFromMenu(page, FIRST);
  const body = (await (await failed).json()) as { code: number; msg: string };
  assert.equal(body.code, 50022);
  assert.ok(body.msg, 'the error envelope carries no msg');
  await toast(page, body.msg).first().waitFor();
  await reloginDialog(page).waitFor();
});
