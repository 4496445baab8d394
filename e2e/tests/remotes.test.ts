// One screen from each remote, opened from the menu, showing the data the API returns for it;
// and the shared singletons: react, react-dom and antd go over the wire once per page load,
// however many remotes are opened.
import assert from 'node:assert/strict';
import type { Page, Response } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiToken, assertNoBlankPage, openFromMenu, setSession, sidebar, waitForScreen } from '../lib/console';
import { librariesIn } from '../lib/signatures.mjs';

const s = consoleSuite(import.meta.filename);

/** A list screen of every remote (DESIGN 7). */
const SCREENS: { remote: string; path: string }[] = [
  { remote: 'ads', path: '/ad/index' },
  { remote: 'exercise', path: '/exercise/business-course' },
  { remote: 'course', path: '/course/tag' },
  { remote: 'home-manage', path: '/homemanage/floor' },
  { remote: 'system', path: '/user/index' },
];

interface ListBody {
  code: number;
  data?: { items?: Record<string, unknown>[]; total?: number };
}

/**
 * Collects the list responses (`data.items`) the page receives. Reading a body is asynchronous, so
 * `settled()` waits for every body seen so far before the lists are read.
 */
function listResponses(page: Page) {
  const lists: { url: string; body: ListBody }[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (r: Response) => {
    if (!r.url().includes('/admin_api/v1/') || r.request().method() !== 'GET') return;
    reading.push(
      r
        .json()
        .catch(() => null)
        .then((body: ListBody | null) => {
          if (body?.code === 20000 && Array.isArray(body.data?.items)) lists.push({ url: r.url(), body });
        }),
    );
  });
  return { lists, settled: () => Promise.all(reading) };
}

/** Strings of a record that a table would show. */
const shownValues = (item: Record<string, unknown>) =>
  Object.entries(item)
    .filter(([k, v]) => typeof v === 'string' && v.length >= 2 && v.length <= 40 && !/(_at|url|img|image|uuid|link)$/i.test(k))
    .map(([, v]) => v as string)
    .filter((v) => !/^https?:|^\d{4}-\d\d-\d\d/.test(v));

async function openAdmin(page: Page) {
  await setSession(page.context(), s.server.url, await apiToken(s.server.url, 'admin'));
  await page.goto(adminPath('/dashboard'));
  await sidebar(page).waitFor();
  await page.waitForFunction(() => !document.querySelector('nav .ant-menu [data-menu-id*="remote:"]'), undefined, {
    timeout: 20_000,
  });
}

for (const screen of SCREENS) {
  s.test(`${screen.remote}: ${screen.path} opens from the menu and shows the API's records`, async ({ page }) => {
    await openAdmin(page);
    const { lists, settled } = listResponses(page);
    await openFromMenu(page, screen.path);
    await waitForScreen(page);
    const table = page.locator('.ant-layout-content .ant-table').first();
    assert.equal(await table.count(), 1, `${screen.path} shows no table: ${(await page.locator('.ant-layout-content').innerText()).slice(0, 120)}`);
    // networkidle cannot wait here: a client-side navigation does not reset the page's load state,
    // so it resolves at once. The rows appear once the list answer arrived; then read the bodies.
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    await settled();
    assert.ok(lists.length > 0, `${screen.path} made no list call`);
    // The menu reads ahead the lists of the screens next to this one, so the page receives more
    // than one list: the table must show the records of one of them (its own).
    const filled = lists.filter((l) => (l.body.data?.items?.length ?? 0) > 0);
    assert.ok(filled.length > 0, `the API returned no records for ${screen.path} (demo data expected): ${lists.map((l) => l.url).join(' ')}`);
    const tableText = await table.innerText();
    const shown = filled.find((l) => l.body.data!.items!.flatMap(shownValues).some((v) => tableText.includes(v)));
    assert.ok(
      shown,
      `no record value of the lists read (${filled.map((l) => new URL(l.url).pathname).join(', ')}) is in the table: ${tableText.slice(0, 120)}`,
    );
    await assertNoBlankPage(page);
  });
}

s.test('react, react-dom and antd are downloaded once while screens of all five remotes open', async ({ page }) => {
  const downloads: Record<string, string[]> = {};
  const pending: Promise<void>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    pending.push(
      r
        .body()
        .then((b) => {
          for (const lib of librariesIn(b.toString('utf8'))) (downloads[lib] ??= []).push(r.url());
        })
        .catch(() => {}),
    );
  });
  await openAdmin(page);
  for (const screen of SCREENS) {
    await openFromMenu(page, screen.path);
    await waitForScreen(page);
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  for (const lib of ['react', 'react-dom', 'antd']) {
    assert.equal(downloads[lib]?.length ?? 0, 1, `${lib} downloaded ${downloads[lib]?.length ?? 0} times: ${downloads[lib]?.join(' ')}`);
  }
});
