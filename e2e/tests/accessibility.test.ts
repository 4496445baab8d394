// Accessible where the route walk (route-walk.test.ts, which runs axe at every stop of every
// route and of each list's 新增) does not look: the home page with its work counts drawn, and a
// list narrower than its columns at 800 px.
import assert from 'node:assert/strict';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiToken, setSession } from '../lib/console';
import { axeLines, axeViolations, prepareAxe } from '../lib/axe';

const s = consoleSuite(import.meta.filename);
const VIEWPORT = { width: 1440, height: 900 };

s.test(
  'the home page with its work counted, and a list laid out at 800 px, have no serious or critical axe violation',
  async ({ page, context, server }) => {
    await setSession(context, server.url, await apiToken(server.url, 'ads'));
    await prepareAxe(context);
    // The walk reads the home page before its counts arrive; here they are drawn, in their colours.
    await page.goto(adminPath('/dashboard'));
    await page.locator('.hd-work-total').first().waitFor();
    await page.locator('a[data-count]').first().waitFor();
    assert.deepEqual(axeLines(await axeViolations(page)), [], 'home page with its work counts');
    // Narrower than its columns, a list pins its first and last columns; its rows are the kit's.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(adminPath('/ad/index'));
    await page.locator('.ant-table-tbody tr[data-row-key] td.ant-table-cell-fix-start').first().waitFor();
    assert.deepEqual(axeLines(await axeViolations(page)), [], 'a list at 800 px');
    // With no rows, the table gets antd's measuring row (a copy of every column title, the
    // select-all checkbox too): nothing focusable may be left in it under aria-hidden.
    await page.goto(adminPath('/ad/index?title=no-such-ad-anywhere'));
    await page.locator('tr.ant-table-measure-row input[type="checkbox"]').waitFor({ state: 'attached' });
    assert.deepEqual(axeLines(await axeViolations(page)), [], 'an empty list at 800 px');
  },
  { timeout: 60_000, context: { viewport: VIEWPORT } },
);
