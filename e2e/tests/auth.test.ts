// Sign-in (form and SSO stub), the route guard of spec section 4, /401 and noGoBack.
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import { TEXT, adminPath, apiToken, cookie, loginForm, recordMessages, signInWithForm, signedIn, waitForPath, waitForSeen, where } from '../lib/console';

const s = consoleSuite(import.meta.filename);

s.test('form sign-in stores the token cookie and lands on the dashboard with a greeting', async ({ page, context }) => {
  await signInWithForm(page, 'admin');
  await waitForPath(page, '/admin/dashboard');
  assert.ok(await cookie(context, 'Admin-Token'), 'cookie Admin-Token was not set');
  await page.getByRole('button', { name: /你好，/ }).waitFor();
});

s.test('a wrong password is refused on the form with the server’s message, with no session', async ({ page, context }) => {
  await signInWithForm(page, 'admin', { password: 'wrong-password' });
  // The server's own message, though the call was sent by the sign-in page before the console's
  // API client had arrived (api/sent-request.ts) and answered through that client.
  await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/admin/login');
  assert.equal(await cookie(context, 'Admin-Token'), undefined);
});

/**
 * What an attacker holds: the callback link of their own sign-in through the SSO stub (with a
 * state of their own), not yet opened, as a client that does not follow redirects gets it.
 */
async function attackersCallback(base: string, user: string): Promise<string> {
  const state = 'attackers-own-state-0123456789';
  const form = await fetch(`${base}/sso/login?back=%2Fadmin%2Fdashboard&state=${state}`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const res = await fetch(`${base}/sso/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie: (form.headers.get('set-cookie') ?? '').split(';')[0] },
    body: new URLSearchParams({ username: user, password: 'demo123456', back: '/admin/dashboard', state, csrf }).toString(),
  });
  assert.equal(res.status, 302, 'the stub did not sign the attacker in');
  return new URL(res.headers.get('location') ?? '', base).toString();
}

s.test('sign-in by the SSO stub comes back through /authredirect with a one-time code, never a token, to the page asked for', async ({ page, context }) => {
  await page.goto(adminPath('/dashboard'));
  await waitForPath(page, '/admin/login');
  await page.getByRole('link', { name: '使用统一身份认证登录' }).click();
  await waitForPath(page, '/sso/login');
  const link = new URL(page.url());
  assert.equal(link.searchParams.get('back'), '/admin/dashboard');
  const state = link.searchParams.get('state') ?? '';
  assert.match(state, /^[A-Za-z0-9_-]{22,}$/, 'the SSO link carried no state');
  assert.equal(await cookie(context, 'ssoState'), state, 'the state is not kept in the browser');
  const authRedirects: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && new URL(f.url()).pathname === '/admin/authredirect') authRedirects.push(f.url());
  });
  await page.locator('input[name="username"]').fill('ads');
  await page.locator('input[name="password"]').fill('demo123456');
  await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
  await waitForPath(page, '/admin/dashboard');
  assert.ok(authRedirects.length >= 1, 'the SSO stub did not go through /admin/authredirect');
  const callback = new URL(authRedirects[0]);
  assert.ok(callback.searchParams.get('code'), '/authredirect carried no code');
  assert.equal(callback.searchParams.get('state'), state);
  assert.ok(!authRedirects[0].includes('token'), `a token in the callback URL: ${authRedirects[0]}`);
  assert.ok(await cookie(context, 'Admin-Token'), 'cookie Admin-Token was not set');
  assert.equal(await cookie(context, 'ssoState'), undefined, 'the state was not used up');
  // The code must not stay in the address bar or the history entry.
  assert.ok(!page.url().includes('code='), page.url());
});

s.test("a callback with someone else's sign-in leaves the signed-in session as it is (login CSRF)", async ({ page, context, server }) => {
  const link = await attackersCallback(server.url, 'nobody');
  // The victim is signed in, and opens the link (or one carrying a token of the attacker's).
  const mine = await signedIn(context, server.url, 'admin');
  for (const url of [link, `${server.url}/admin/authredirect?token=${await apiToken(server.url, 'nobody')}&redirect=%2Fadmin%2Fdashboard`]) {
    await page.goto(url);
    await page.getByText('这次登录不是从本浏览器发起的').waitFor();
    assert.equal(await cookie(context, 'Admin-Token'), mine, `the session was replaced by ${url}`);
  }
  await page.goto(adminPath('/dashboard'));
  await page.getByRole('button', { name: /你好，/ }).waitFor();
});

s.test('without a login cookie only /login and /authredirect are reachable', async ({ page }) => {
  for (const p of ['/', '/dashboard', '/ad/index', '/user/index', '/404', '/401', '/no/such/page']) {
    await page.goto(adminPath(p));
    await waitForPath(page, '/admin/login');
    const redirect = new URL(page.url()).searchParams.get('redirect');
    assert.ok(redirect === null || redirect.startsWith('/'), `redirect=${redirect}`);
    if (p !== '/') assert.equal(redirect, p, `from ${p}`);
  }
  await page.goto(adminPath('/authredirect'));
  await page.waitForLoadState('networkidle');
  assert.equal(new URL(page.url()).pathname, '/admin/authredirect');
});

s.test('after signing in from a redirect the user goes to the page first asked for', async ({ page }) => {
  await page.goto(adminPath('/ad/index'));
  await waitForPath(page, '/admin/login');
  await signInWithForm(page, 'ads', { open: false });
  await waitForPath(page, '/admin/ad/index');
});

s.test('signed in, /login sends the user home and / redirects to the dashboard', async ({ page, context, server }) => {
  await signedIn(context, server.url, 'admin');
  await page.goto(adminPath('/login'));
  await waitForPath(page, '/admin/dashboard');
  await page.goto(adminPath('/'));
  await waitForPath(page, '/admin/dashboard');
  assert.equal(await loginForm(page).submit.count(), 0);
});

s.test('a deep link with a cookie loads the roles first, then opens the page', async ({ page, context, server }) => {
  await signedIn(context, server.url, 'ads');
  await page.goto(adminPath('/ad/index'));
  await page.waitForLoadState('networkidle');
  assert.equal(new URL(page.url()).pathname, '/admin/ad/index');
  await page.getByRole('navigation', { name: '主菜单' }).waitFor();
});

s.test('an unknown path of a signed-in user goes to /404', async ({ page, context, server }) => {
  await signedIn(context, server.url, 'admin');
  await page.goto(adminPath('/no/such/page'));
  await waitForPath(page, '/admin/404');
});

s.test("a route outside the user's roles goes to /401", async ({ page, context, server }) => {
  await signedIn(context, server.url, 'ads');
  await page.goto(adminPath('/user/index'));
  await waitForPath(page, '/admin/401');
  await page.getByText('401').first().waitFor();
});

s.test('/401 offers Back unless noGoBack is set', async ({ page, context, server }) => {
  await signedIn(context, server.url, 'ads');
  await page.goto(adminPath('/dashboard'));
  await waitForPath(page, '/admin/dashboard');
  await page.goto(adminPath('/401'));
  const back = page.getByRole('button', { name: '返回' });
  await back.waitFor();
  await back.click();
  await waitForPath(page, '/admin/dashboard');
  await page.goto(adminPath('/401?noGoBack=true'));
  await page.getByRole('link', { name: '回首页' }).waitFor();
  assert.equal(await page.getByRole('button', { name: '返回' }).count(), 0, 'Back shown despite noGoBack');
});

s.test('an invalid token: session cleared, error shown, then the SSO login with a back-URL', async ({ page, context, server }) => {
  await recordMessages(context);
  await context.addCookies([{ name: 'Admin-Token', value: 'not-a-real-token', url: server.url }]);
  await page.goto(adminPath('/ad/index?x=1'));
  await waitForPath(page, '/sso/login');
  assert.equal(new URL(page.url()).searchParams.get('back'), '/admin/ad/index?x=1');
  assert.equal(await cookie(context, 'Admin-Token'), undefined, 'the token cookie was not cleared');
  const shown = await page.evaluate(() => sessionStorage.getItem('__e2e_seen') ?? '[]');
  assert.ok(JSON.parse(shown).length > 0, 'no error was shown before leaving');
});

s.test('nobody signs in, is told 暂无权限 and is sent to the SSO login', async ({ page, context }) => {
  await recordMessages(context);
  await signInWithForm(page, 'nobody');
  await waitForPath(page, '/sso/login');
  await waitForSeen(page, TEXT.noRoles);
  assert.equal(await cookie(context, 'Admin-Token'), undefined, 'the token cookie was not cleared');
  assert.ok(where(page).includes('back='), where(page));
});

s.test('logout from the avatar menu clears the session and shows the form', async ({ page, context, server }) => {
  await signedIn(context, server.url, 'admin');
  await page.goto(adminPath('/dashboard'));
  await page.getByRole('button', { name: /你好，/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await waitForPath(page, '/admin/login');
  assert.equal(await cookie(context, 'Admin-Token'), undefined);
  await page.goto(adminPath('/dashboard'));
  await waitForPath(page, '/admin/login');
});
