// A study material's PDF shows its first page in the material's form, against the production build,
// at 800 px, in Chinese and in English: PDF.js is fetched only when the first preview is drawn (no
// screen's first load carries it), the page is drawn (an image with dark pixels on white), and the
// open form has no serious axe violation and nothing in the other language.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { consoleSuite } from '../lib/harness';
import { adminPath, apiGet, apiToken, setSession, waitForScreen } from '../lib/console';
import { axeLines, axeViolations, prepareAxe } from '../lib/axe';
import { findings, prepareWalk, settle, type UiLanguage } from '../lib/language-walk';
import { hostDist } from '../lib/paths';

const s = consoleSuite(import.meta.filename);

/** The packages each file of the host build holds (the build's own report), by URL path. */
const owners: Record<string, Record<string, number>> = JSON.parse(readFileSync(path.join(hostDist, '.bundle-report.json'), 'utf8')).files;
const holdsPdfJs = (url: string) => {
  const p = new URL(url).pathname;
  return p.startsWith('/admin/') && Object.keys(owners[p.slice('/admin/'.length)] ?? {}).some((k) => k.startsWith('pdfjs-dist'));
};

const TEXT: Record<UiLanguage, { edit: string; preview: (name: string) => string }> = {
  'zh-CN': { edit: '编辑', preview: (name) => `${name} 的第一页` },
  en: { edit: 'Edit', preview: (name) => `First page of ${name}` },
};

/** The drawn image's size and its inked (not white) pixels: how many, and the lowest row holding one. */
const inked = (page: Page, name: string) =>
  page.getByRole('img', { name, exact: true }).evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    let lowest = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] + data[i + 1] + data[i + 2] < 600) {
        ink++;
        lowest = Math.floor(i / 4 / canvas.width);
      }
    }
    return { ink, lowest, width: img.naturalWidth, height: img.naturalHeight, shown: img.getBoundingClientRect().width };
  });

for (const language of ['zh-CN', 'en'] as const) {
  s.test(
    `a PDF material's form shows the file's first page, with PDF.js fetched only then (${language}, 800 px)`,
    async ({ page, context, server, pageErrors }) => {
      const token = await apiToken(server.url, 'admin');
      await setSession(context, server.url, token);
      await prepareWalk(context, language);
      await prepareAxe(context);
      await page.setViewportSize({ width: 800, height: 900 });
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      const { items } = (await apiGet(server.url, '/practice/material/item/?page=1&limit=5&ordering=sort', token)).data as {
        items: { id: number; title: string; file: { url: string; name: string } }[];
      };
      const material = items.find((m) => m.file?.url.endsWith('.pdf'));
      assert.ok(material, 'the demo has a PDF material on its first page');

      await page.goto(adminPath('/exercise/materialManage'));
      await waitForScreen(page);
      await settle(page);
      assert.deepEqual(scripts.filter(holdsPdfJs), [], 'the screen loaded PDF.js before any preview');

      // A click, which needs the row's 编辑 in sight: beside the category tree at 800 px the list's
      // box is too narrow to pin both edges, so the title gives way and the actions stay pinned.
      await page.getByLabel(`${TEXT[language].edit} ${material.title}`, { exact: true }).click();
      const drawer = page.getByRole('dialog');
      const name = TEXT[language].preview(material.file.name);
      await drawer.getByRole('img', { name, exact: true }).waitFor({ timeout: 30_000 });
      assert.ok(scripts.some(holdsPdfJs), `PDF.js came with the preview: ${scripts.join(' ')}`);
      const drawn = await inked(page, name);
      // An A4 page (595 × 842 points) drawn 160 px wide: the demo file's three lines of text at its
      // top (server/src/uploads/pdf-writer.ts), the rest white.
      assert.equal(drawn.shown, 160);
      assert.ok(Math.abs(drawn.height / drawn.width - 842 / 595) < 0.02, `the page is ${drawn.width} × ${drawn.height}`);
      assert.ok(drawn.ink > 150, `the first page has ${drawn.ink} inked pixels: drawn blank`);
      assert.ok(drawn.lowest < drawn.height * 0.2, `ink down to row ${drawn.lowest} of ${drawn.height}: more than the three lines at the top`);

      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the window`);
      // antd 6 names a select's clear button "Clear" whatever the locale (rc-select's default; antd
      // passes no label through): the one English word of the Chinese form, not the console's text.
      const antdClear = /^aria-label "Clear" at .*button\.ant-select-clear$/;
      assert.deepEqual(
        (await findings(page, language)).filter((f) => !(language === 'zh-CN' && antdClear.test(f))),
        [],
        'text in the wrong language',
      );
      assert.deepEqual(axeLines(await axeViolations(page)), [], 'axe');
      assert.deepEqual(pageErrors, []);
    },
  );
}
