// The console runs under the server's production Content-Security-Policy: signing in, the menu
// and a screen of several remotes load without a single blocked script, style, font or request.
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import { adminPath, openFromMenu, sidebar, signInWithForm, waitForPath } from '../lib/console';

const s = consoleSuite(import.meta.filename);

s.test('sign-in, menu and remote screens load under the CSP with no violation', async ({ page, pageErrors }) => {
  const violations: string[] = [];
  await page.exposeFunction('__e2eCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __e2eCspViolation(v: string): void }).__e2eCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });

  const res = await page.goto(adminPath('/login'));
  const csp = res?.headers()['content-security-policy'] ?? '';
  assert.match(csp, /script-src 'self'(;| )/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.doesNotMatch(csp, /script-src[^;]*'unsafe-(inline|eval)'/);

  await signInWithForm(page, 'admin', { open: false });
  await waitForPath(page, adminPath('/dashboard'));
  await sidebar(page).waitFor();
  for (const screen of ['/ad/index', '/course/tag', '/user/index']) {
    await openFromMenu(page, screen);
    await page.locator('.ant-table-row').first().waitFor();
  }
  assert.deepEqual(violations, []);
  assert.deepEqual(
    pageErrors.filter((e) => /Content Security Policy/i.test(e)),
    [],
  );
});
