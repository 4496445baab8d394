// The course category tree (/course/navigation): a category dragged under another
// category is moved by the server in one versioned request, and the new place survives a reload.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession, waitForScreen } from '../lib/console';

const s = consoleSuite(import.meta.filename);

type Node = { id: number; name: string; parent_id: number | null; children: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

async function tree(base: string, token: string): Promise<Node[]> {
  const r = await apiGet(base, '/course/classify/tree/', token);
  assert.equal(r.code, 20000, r.msg);
  return r.data as Node[];
}

const treeNode = (page: Page, id: number) => page.locator(`.ant-tree-treenode:has([data-classify-id="${id}"])`);
/** Ids of the tree's rows top to bottom, with their level (1 for a root). */
const rows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.ant-tree-treenode')].map((el) => ({
      id: Number(el.querySelector('[data-classify-id]')?.getAttribute('data-classify-id')),
      level: el.querySelectorAll('.ant-tree-indent-unit').length + 1,
    })),
  );

s.test(
  'a category dragged onto another becomes its first child, and stays there after a reload',
  async ({ page, context, server }) => {
    const token = await apiToken(server.url, 'admin');
    await setSession(context, server.url, token);
    const before = flat(await tree(server.url, token));
    const toefl = before.find((n) => n.name === '托福')!;
    const books = before.find((n) => n.name === '图书')!;
    assert.notEqual(toefl.parent_id, books.id);

    await page.goto(adminPath('/course/navigation'));
    await waitForScreen(page);
    const source = treeNode(page, toefl.id).locator('.course-navigation-name');
    await treeNode(page, books.id).waitFor();
    const from = (await source.boundingBox())!;
    const onto = (await treeNode(page, books.id).boundingBox())!;
    const moved = page.waitForResponse((r) => r.url().endsWith('/course/classify/move/') && r.request().method() === 'PUT');
    // antd's tree drops "into" a node when the pointer is on its lower half and has moved right by
    // more than one and a half indents since the drag began; less would mean before or after it.
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 4, start.y - 4, { steps: 2 });
    await page.mouse.move(start.x + 90, onto.y + onto.height * 0.75, { steps: 12 });
    await page.mouse.up();
    const response = await moved;
    assert.equal(((await response.json()) as { code: number }).code, 20000);

    const after = flat(await tree(server.url, token));
    assert.equal(after.find((n) => n.id === toefl.id)!.parent_id, books.id);
    assert.equal(after.find((n) => n.id === books.id)!.children[0].id, toefl.id);

    await page.reload();
    await waitForScreen(page);
    await treeNode(page, toefl.id).waitFor();
    const shown = await rows(page);
    const at = shown.findIndex((r) => r.id === books.id);
    assert.deepEqual(shown[at + 1], { id: toefl.id, level: 2 });
  },
  // Tall enough for the whole tree: the drag's pointer must be on screen from start to drop.
  { context: { viewport: { width: 1440, height: 1400 } } },
);
