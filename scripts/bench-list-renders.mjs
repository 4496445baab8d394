#!/usr/bin/env node
// Render count benchmark (issues 9 and 15), not a test: how many React components render, commit
// by commit, when a list is opened from the sidebar of the production build (click on the menu
// item → its first rows, and what follows within a second), split by where they are drawn (menu,
// top bar, tabs, the screen's search bar, table head and body, pager, the rest of the screen, pages
// kept in hidden tabs). Unlike times, these counts do not move with the machine's load, so they
// show whether a change renders less, and where: a component that renders for no reason shows up
// in a region that should not have changed, or in a second commit of one that should have
// rendered once.
// --change page counts the next page of the opened list instead (from the click on the pager's
// next button): the case of the list's render budget, where only the rows should render at the data.
//
//   node scripts/bench-list-renders.mjs [--url http://127.0.0.1:8080] [--group 广告管理 --path /ad/index] [--width 1280]
//        [--change page [--fill 45 --fill-api base/ads/launch]]   (a full next page of 20 rows)
//
// Counted through React's devtools hook: a component counts in a commit when React rendered it
// there (its fiber is new in that commit's tree and did work, or was mounted).
// Without --url it starts the server itself (fresh demo database, free port, 127.0.0.1) and stops it.
import { chromium } from 'playwright-core';
import { ACTIONS, CHROMIUM_ARGS, chromiumPath, fillList, firstRowKey, option, signedInPage, who } from './lib/bench-list.mjs';
import { startServer } from './lib/local-server.mjs';

/** Runs in the page before any script: counts what each commit rendered, by region. */
function countRenders() {
  window.__commits = null;
  let previous = new WeakSet();
  const regionOf = (fiber) => {
    for (let f = fiber; f; f = f.return) {
      const el = f.tag === 5 ? f.stateNode : null; // the nearest DOM element above
      if (!el || el.nodeType !== 1) continue;
      if (!el.isConnected) return 'kept pages (hidden tabs) and off-document';
      if (el.closest('aside')) return 'menu';
      if (el.closest('nav.hl-tabs')) return 'tabs';
      if (el.closest('main')) {
        if (el.closest('form[role=search]')) return 'screen: search bar';
        if (el.closest('.ant-table-thead')) return 'screen: table head';
        if (el.closest('.ant-table-tbody')) return 'screen: table rows';
        if (el.closest('.ant-pagination')) return 'screen: pager';
        return 'screen: the rest';
      }
      if (el.closest('header')) return 'top bar';
      return 'other';
    }
    return 'roots';
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      const now = new WeakSet();
      const counts = {};
      let total = 0;
      const walk = (first) => {
        for (let f = first; f; f = f.sibling) {
          now.add(f);
          // React reuses the fiber objects of a subtree it skipped; one it rendered is new here,
          // and did work (PerformedWork) or is mounted (no alternate yet).
          if (!previous.has(f) && ((f.flags & 1) === 1 || !f.alternate)) {
            const region = regionOf(f);
            counts[region] = (counts[region] ?? 0) + 1;
            total++;
          }
          if (f.child) walk(f.child);
        }
      };
      walk(root.current.child);
      previous = now;
      if (window.__commits) window.__commits.push({ ms: Math.round(performance.now() - window.__t0), total, counts });
    },
  };
}

async function main() {
  const group = option('group', '广告管理');
  const path = option('path', '/ad/index');
  const width = Number(option('width', '1280'));
  const change = option('change', 'open');
  if (change !== 'open' && change !== 'page') throw new Error('--change is open or page');
  let server;
  let base = option('url');
  if (!base) {
    server = await startServer({ prefix: 'bench-list-renders-' });
    base = server.url;
  }
  await fillList(base, who());
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const { context, page } = await signedInPage(browser, base, who(), { initScript: countRenders });
    await page.setViewportSize({ width, height: 720 });
    // The home page's idle work (screen kit, remote entries, the list warm-up) is done.
    await page.waitForTimeout(4000);
    await page.locator('aside button, aside [role="menuitem"], aside [aria-expanded]', { hasText: group }).first().click();
    const item = page.locator(`aside a[href="/admin${path}"]`).first();
    await item.waitFor({ state: 'visible' });
    await page.waitForTimeout(2000);
    const start = () =>
      page.evaluate(() => {
        window.__commits = [];
        window.__t0 = performance.now();
      });
    if (change === 'open') await start();
    await item.click();
    await page.waitForSelector('main .ant-table-tbody tr.ant-table-row');
    if (change === 'page') {
      await page.waitForTimeout(2000);
      const before = await firstRowKey(page);
      await start();
      await ACTIONS.page(page);
      await page.waitForFunction((key) => document.querySelector('main .ant-table-tbody tr.ant-table-row')?.getAttribute('data-row-key') !== key, before);
    }
    await page.waitForTimeout(1000);
    const commits = await page.evaluate(() => window.__commits);
    const what = change === 'open' ? `${path} opened from the sidebar (${group})` : `${path}: its next page, from the click`;
    console.log(`${what}, ${width} px: components rendered per commit, by region`);
    let all = 0;
    for (const c of commits.filter((x) => x.total > 0)) {
      all += c.total;
      const parts = Object.entries(c.counts)
        .sort((a, b) => b[1] - a[1])
        .map(([region, n]) => `${region} ${n}`)
        .join(', ');
      console.log(`  +${String(c.ms).padStart(5)} ms  ${String(c.total).padStart(5)}  ${parts}`);
    }
    console.log(`  total ${all} in ${commits.filter((x) => x.total > 0).length} commits`);
    await context.close();
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
