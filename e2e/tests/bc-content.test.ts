// The business-course content editor against the production build: 小程序管理 → a
// course → 2027 → a new floor of a chosen type, moved up by keyboard, two items added, seen in the
// preview and still there after a reload; the year copied to 2028; viewer read-only.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, openFromMenu, setSession, sidebar, toast, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

type Floor = { uuid: string; name: string; floor_type: string; content_count: number };
type Course = { uuid: string; name: string };

async function api<T>(base: string, token: string, path: string): Promise<T> {
  const r = await apiGet(base, path, token);
  assert.equal(r.code, 20000, `${path}: ${r.code} ${r.msg}`);
  return r.data as T;
}
const floorsOf = async (base: string, token: string, course: string, year: number) =>
  (await api<{ items: Floor[] }>(base, token, `/nav/bc/${course}/year/${year}/floor/?limit=100`)).items;

const card = (page: Page, name: string) => page.locator('li[data-floor-key]').filter({ hasText: name });
const NAME = 'E2E 课程楼层';

s.test(
  'admin builds a floor: chosen type, moved up, two items, in the preview, all there after a reload',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    const course = (await api<{ items: Course[] }>(server.url, token, '/nav/business_course/?limit=1&ordering=sort')).items[0];
    const before = await floorsOf(server.url, token, course.uuid, 2027);

    await page.goto(adminPath('/dashboard'));
    await sidebar(page).waitFor();
    await openFromMenu(page, '/exercise/index');
    await waitForScreen(page);
    await page.locator('tr', { hasText: course.name }).getByRole('link', { name: '内容配置' }).click();
    await page.getByRole('heading', { name: new RegExp(course.name) }).waitFor();
    await page.getByRole('tab', { name: '楼层' }).click();
    await page.getByText('2027', { exact: false }).first().click();
    await card(page, before[0].name).waitFor();

    // A new floor, its type chosen from the pictures.
    await page.getByRole('button', { name: '添加楼层' }).click();
    await page.getByRole('button', { name: /课程列表/ }).click();
    const drawer = page.locator('.ant-drawer').getByRole('dialog');
    await drawer.getByLabel('楼层名称', { exact: true }).fill(NAME);
    // Created, then placed at the end of the page in one order batch.
    const placed = page.waitForResponse((r) => r.url().endsWith('/floor/order/') && r.request().method() === 'PUT');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    assert.equal(((await (await placed).json()) as { code: number }).code, 20000);
    await card(page, NAME).waitFor();
    assert.equal((await floorsOf(server.url, token, course.uuid, 2027)).at(-1)!.name, NAME);

    // Up one place with the keyboard: Space lifts, ↑ moves, Space drops; one batch request.
    const ordered = page.waitForResponse((r) => r.url().endsWith('/floor/order/') && r.request().method() === 'PUT');
    await card(page, NAME)
      .getByRole('button', { name: `拖动或用空格键和方向键移动楼层“${NAME}”` })
      .focus();
    // dnd-kit's keyboard sensor measures between steps: give each key a frame or two.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(150);
    }
    assert.equal(((await (await ordered).json()) as { code: number }).code, 20000);
    const names = (await floorsOf(server.url, token, course.uuid, 2027)).map((f) => f.name);
    assert.deepEqual(names.slice(-2), [NAME, before.at(-1)!.name]);

    // Two items on the floor's own page.
    await card(page, NAME).getByRole('link', { name: '楼层内容' }).click();
    await page.getByRole('heading', { name: new RegExp(NAME) }).waitFor();
    for (const title of ['E2E 课程一', 'E2E 课程二']) {
      await page.getByRole('button', { name: /新\s*增/ }).click();
      const form = page.locator('.ant-drawer').getByRole('dialog');
      await form.getByLabel('标题', { exact: true }).fill(title);
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await page.locator('.ant-table-tbody tr', { hasText: title }).waitFor();
    }

    // Back on the course page: the preview shows the floor with its items; a reload keeps it all.
    await page.goBack();
    const preview = page.getByTestId('phone-preview');
    for (let i = 0; i < 2; i++) {
      const section = preview.locator(`section[aria-label="${NAME}"]`);
      await section.getByText('E2E 课程一').waitFor();
      await section.getByText('E2E 课程二').waitFor();
      assert.match((await card(page, NAME).textContent()) ?? '', /2 条内容/);
      assert.match((await card(page, NAME).getAttribute('aria-label')) ?? '', new RegExp(`^第 ${names.length - 1} 层`));
      if (i === 0) {
        await page.reload();
        await waitForScreen(page);
      }
    }
  },
  { timeout: 120_000 },
);

s.test('admin copies 2027 to 2028 after confirming the replacement', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'admin');
  await setSession(context, server.url, token);
  const course = (await api<{ items: Course[] }>(server.url, token, '/nav/business_course/?limit=1&ordering=sort')).items[0];
  const source = (await floorsOf(server.url, token, course.uuid, 2027)).map((f) => f.name);

  await page.goto(adminPath(`/exercise/bc-content/${course.uuid}?tab=floor&year=2027`));
  await waitForScreen(page);
  await page.getByRole('button', { name: '复制到其他年份' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '把 2027 年的全部配置复制到' });
  await dialog.getByLabel('目标年份').click();
  await page.locator('.ant-select-item-option', { hasText: '2028' }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await page.locator('.ant-modal-confirm').filter({ hasText: '覆盖目标年份？' }).getByRole('button', { name: '覆盖并复制' }).click();
  await toast(page, /^已复制到 2028 年/).waitFor();
  assert.deepEqual(
    (await floorsOf(server.url, token, course.uuid, 2028)).map((f) => f.name),
    source,
  );
  await page.waitForURL(/year=2028/);
});

s.test('viewer sees the floors read-only, and the server refuses its writes', async ({ page, context, server }) => {
  const token = await apiToken(server.url, 'viewer');
  await setSession(context, server.url, token);
  const course = (await api<{ items: Course[] }>(server.url, token, '/nav/business_course/?limit=1&ordering=sort')).items[0];
  const [floor] = await floorsOf(server.url, token, course.uuid, 2027);

  await page.goto(adminPath(`/exercise/bc-content/${course.uuid}?tab=floor&year=2027`));
  await waitForScreen(page);
  await card(page, floor.name).waitFor();
  assert.equal(await page.getByRole('button', { name: '添加楼层' }).count(), 0);
  assert.equal(await card(page, floor.name).getByRole('switch').count(), 0);
  assert.equal(await page.getByRole('button', { name: '复制到其他年份' }).count(), 0);

  const res = await fetch(`${server.url}/admin_api/v1/nav/bc/${course.uuid}/year/2027/floor/${floor.uuid}/copy/`, {
    method: 'POST',
    headers: { 'AUTH-SYS': 'admin', token, 'content-type': 'application/json' },
    body: '{}',
  });
  assert.equal(((await res.json()) as { code: number }).code, 40300);
});

s.test(
  'at 800 px the preview waits behind a toggle and every floor name keeps its line',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    const course = (await api<{ items: Course[] }>(server.url, token, '/nav/business_course/?limit=1&ordering=sort')).items[0];
    const floors = await floorsOf(server.url, token, course.uuid, 2027);
    assert.ok(floors.length >= 3, 'the demo year has floors to lay out');

    await page.goto(adminPath(`/exercise/bc-content/${course.uuid}?tab=floor&year=2027`));
    await waitForScreen(page);
    for (const f of floors) await card(page, f.name).waitFor();
    // Each name on one line, at least as wide as its first four characters (it was squeezed to one a line).
    const names = await page.locator('li[data-floor-key]').evaluateAll((cards) =>
      cards.map((li) => {
        const name = li.querySelector('strong')!;
        const range = document.createRange();
        range.selectNodeContents(name);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        return { text: name.textContent ?? '', lines, width: name.getBoundingClientRect().width, font: parseFloat(getComputedStyle(name).fontSize) };
      }),
    );
    assert.equal(names.length, floors.length);
    for (const n of names) {
      assert.equal(n.lines, 1, `"${n.text}" is drawn on ${n.lines} lines`);
      assert.ok(n.width >= Math.min(4, n.text.length) * n.font * 0.9, `"${n.text}" is ${n.width} px wide`);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);

    // The preview opens above the floors, at its own width, and closes again.
    const preview = page.getByTestId('phone-preview');
    assert.equal(await preview.count(), 0, 'the preview is not beside the floors');
    const toggle = page.getByRole('button', { name: '显示预览' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    await preview.locator('section').first().waitFor();
    const box = (await preview.boundingBox())!;
    const first = (await card(page, floors[0].name).boundingBox())!;
    assert.ok(box.y + box.height <= first.y, 'the preview is above the floors, not beside them');
    // Every carousel image is a full slide of the phone (swiped sideways inside it), and course
    // cards carry a price; nothing of the preview widens the page.
    const slides = await preview.locator('figure').evaluateAll((figures) => figures.map((f) => f.getBoundingClientRect().width));
    assert.ok(slides.length > 1, 'the carousel shows each of its images');
    for (const w of slides) assert.ok(w >= 200, `a carousel slide is ${w} px wide`);
    assert.ok((await preview.getByText(/^¥\d+\.\d\d$/).count()) > 0, 'course cards show their price');
    const widened = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(widened <= 0, `the open preview makes the page ${widened} px wider than the window`);
    await page.getByRole('button', { name: '收起预览' }).click();
    await preview.waitFor({ state: 'detached' });
  },
  { context: { viewport: { width: 800, height: 900 } } },
);
