// The school-picking screens against the production build, in English at 800 px: a page opened
// from its row with the keyboard as the floor builder beside its preview, a floor's items, the
// seniors with a proof of admission shown from its private call, the videos, and the forms that add
// a senior and a video. Each stop: nothing runs off the page sideways, no Chinese outside user
// data, no serious axe violation.
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession, waitForScreen } from '../lib/console';
import { axeLines, axeViolations, prepareAxe } from '../lib/axe';
import { findings, prepareWalk, settle } from '../lib/language-walk';
import type { Page } from 'playwright-core';

const s = consoleSuite(import.meta.filename);

async function checkStop(page: Page, label: string) {
  await settle(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${label}: the page is ${overflow} px wider than the window`);
  assert.deepEqual(await findings(page, 'en'), [], `${label}: text in the wrong language`);
  assert.deepEqual(axeLines(await axeViolations(page)), [], `${label}: axe`);
}

s.test(
  'pages, a floor’s items, seniors and videos lay out at 800 px, in English, without serious axe violations',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    await prepareWalk(context, 'en');
    await prepareAxe(context);
    await page.setViewportSize({ width: 800, height: 900 });
    const pages = ((await apiGet(server.url, '/school/app-page/?kaoyan_year=2027&major_category=8', token)).data as { items: { id: number; name: string }[] })
      .items;

    await page.goto(adminPath('/pick-school/app-page'));
    await waitForScreen(page);
    await checkStop(page, 'page list');
    const build = page.getByRole('link', { name: `Build the page “${pages[0].name}”` });
    await build.focus();
    await page.keyboard.press('Enter');
    // At 800 px a preview waits behind a toggle above the content (the kit's AsideLayout).
    await page.getByRole('button', { name: 'Show the preview' }).click();
    await page.getByRole('complementary', { name: 'Page preview' }).getByText('院校库', { exact: true }).waitFor();
    await checkStop(page, 'page builder');

    await page.getByRole('link', { name: 'Floor items' }).first().click();
    await page.getByRole('button', { name: 'Show the preview' }).click();
    await page.getByRole('region', { name: 'Floor preview' }).waitFor();
    await checkStop(page, 'floor items');

    await page.goto(adminPath('/pick-school/senior'));
    await waitForScreen(page);
    await checkStop(page, 'senior list');
    await page
      .getByRole('button', { name: /^Open the proof of admission of/ })
      .first()
      .click();
    const proof = page.getByRole('dialog').getByRole('img', { name: /^The proof of admission of/ });
    await proof.waitFor();
    // Drawn from a data: URL the page built from the private call's bytes (the CSP allows it).
    assert.ok(await proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the proof is drawn');
    await checkStop(page, 'senior proof');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^New/ }).click();
    await page.getByRole('dialog').getByLabel('Nickname').waitFor();
    await checkStop(page, 'new senior');
    await page.keyboard.press('Escape');

    await page.goto(adminPath('/pick-school/video-manage'));
    await waitForScreen(page);
    await checkStop(page, 'video list');
    await page.getByRole('button', { name: /^New/ }).click();
    await page.getByRole('dialog').getByLabel('School').waitFor();
    await checkStop(page, 'new video');
  },
  { timeout: 120_000 },
);
