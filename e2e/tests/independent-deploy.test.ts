// A remote ships a screen on an unchanged, running host (DESIGN 3.3): the course team
// builds a new release against a newer @admin/shared (a new resource module and a kit capability
// the host's build lacks), the server gains the resource's endpoint, and after a reload the screen
// lists, creates and edits with its buttons shown; the host is byte for byte the same; a rollback
// brings the old screen set back.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { adminPath, apiGet, apiToken, openFromMenu, setSession, sidebar, waitForPath } from '../lib/console';
import { consoleSuite } from '../lib/harness';
import { RUN_DIR, hostDist, remoteDist } from '../lib/paths';
import { makeRelease, type Release } from '../lib/release';
import { shippedRemotes } from '../lib/remotes-json';
import { runScript } from '../lib/scripts';

const DEPLOY = path.join(RUN_DIR, 'independent-deploy');
const REMOTES_JSON = path.join(DEPLOY, 'remotes.json');
mkdirSync(DEPLOY, { recursive: true });
writeFileSync(REMOTES_JSON, JSON.stringify(shippedRemotes(), null, 2));

let release: Release;
/** Shown by the kit capability that only the newer @admin/shared has. */
const CAPABILITY = '便签共计';

/** The newer release: shared 1 minor up with `course.note` and a kit part, the server's table, the screen. */
function prepareRelease() {
  release = makeRelease('course');
  const pkg = JSON.parse(readFileSync(path.join(release.shared, 'package.json'), 'utf8')) as { version: string };
  const [major, minor] = pkg.version.split('.').map(Number);
  release.edit('shared/package.json', `"version": "${pkg.version}"`, `"version": "${major}.${minor + 1}.0"`);

  release.write(
    'shared/src/contract/resources/course/course-note.ts',
    `import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { CRUD_PATHS, defineCollection, filter } from '../define';
import { crudSchemas, queryBool, shortText, sort } from '../fields';

export const courseNote = defineCollection({
  name: 'course.note',
  label: '课程便签',
  base: '/course/note',
  paths: CRUD_PATHS,
  access: [permissionSet('course.view_coursetag')],
  schemas: crudSchemas({ title: shortText(32), sort: sort.default(0), is_enable: z.boolean().default(true) }),
  filters: { title: filter.like(z.string().trim().max(32)), is_enable: filter.eq(queryBool) },
  ordering: ['id', 'sort'],
  defaultOrder: 'sort,id',
  sample: { title: '测试便签' },
});
`,
  );
  release.edit(
    'shared/src/contract/resources/modules.ts',
    "export * from './course/course-tag';",
    "export * from './course/course-tag';\nexport * from './course/course-note';",
  );

  release.write(
    'shared/src/resource/total-banner.tsx',
    `/** A line above a list saying how many records it holds. */
export function TotalBanner({ label, total }: { label: string; total: number }) {
  return <p role="status">{label} {total}</p>;
}
`,
  );
  release.edit(
    'shared/src/resource/index.ts',
    "export { listPreload, ResourceList, resourceScreen } from './resource-list';",
    "export { listPreload, ResourceList, resourceScreen } from './resource-list';\nexport { TotalBanner } from './total-banner';",
  );

  release.write(
    'server/src/db/migrations/900-course-note.ts',
    `import type { Db } from '../database';
import { bool, collectionTable, int, text } from './helpers';

export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'course_note', [text('title'), int('sort'), bool('is_enable', 1)]);
}
`,
  );

  release.write(
    'remotes/course/src/features/course-note/course-note-screen.tsx',
    `import { useEffect, useState } from 'react';
import { http } from '@admin/shared/api';
import { courseNote } from '@admin/shared/contract/resources';
import { ResourceList, TotalBanner, resourceDef, sortField, titleField } from '@admin/shared/resource';

export const resource = resourceDef(courseNote, {
  title: 'route./course/note',
  fields: [titleField(), sortField()],
});

export default function CourseNoteScreen() {
  const [total, setTotal] = useState(0);
  useEffect(() => void http.get<{ total: number }>('/course/note/').then((d) => setTotal(d.total)), []);
  return <ResourceList def={resource} header={<TotalBanner label="${CAPABILITY}" total={total} />} />;
}
`,
  );
  // Before the aggregation page, however the route table is wrapped.
  release.edit(
    'remotes/course/src/routes.ts',
    /\n(\s*)page\(\s*'\/course\/aggregation',/,
    "\n$1page('/course/note', ['课程便签', 'Course notes'], ['course.view_coursetag'], () => import('./features/course-note/course-note-screen')),\n$1page('/course/aggregation',",
  );
}

const s = consoleSuite(import.meta.filename, {
  server: { env: { REMOTES_JSON, DEPLOY_DIR: DEPLOY } },
  prepare: prepareRelease,
  teardown: () => release?.remove(),
});

const entryOf = () => (JSON.parse(readFileSync(REMOTES_JSON, 'utf8')) as { name: string; entry: string }[]).find((r) => r.name === 'course')!.entry;

async function openConsole(page: Page) {
  await page.goto(adminPath('/dashboard'));
  await sidebar(page).waitFor();
  await page.waitForFunction(() => !document.querySelector('nav .ant-menu [data-menu-id*="remote:"]'), undefined, { timeout: 20_000 });
}

/** Whether the course group of the menu has the note screen (the group opened, its tag screen seen). */
async function menuHasNote(page: Page): Promise<boolean> {
  const nav = sidebar(page);
  const tags = nav.locator('a[href="/admin/course/tag"]');
  if (!(await tags.isVisible())) await nav.locator('.ant-menu-submenu-title[data-menu-id$="-/course"]').first().click();
  await tags.waitFor();
  return (await nav.locator('a[href="/admin/course/note"]').count()) > 0;
}

const noteRow = (page: Page, title: string) => page.locator('main tr.ant-table-row').filter({ hasText: title });

s.test(
  'a remote built against a newer @admin/shared ships a screen with a new endpoint on the unchanged host; rollback restores the old set',
  async ({ page, context, server }) => {
    const hostBefore = readFileSync(path.join(hostDist, 'main.js'));
    const v1 = await runScript('scripts/deploy-remote.mjs', ['course', '--version', 'v1', '--prebuilt', remoteDist('course'), '--deploy-dir', DEPLOY]);
    assert.equal(v1.code, 0, v1.out);
    await setSession(context, server.url, await apiToken(server.url, 'admin'));
    await openConsole(page);
    assert.equal(await menuHasNote(page), false);

    // The course team's release: the remote built against the newer @admin/shared, and the server
    // that serves the new resource (same port, same database: a new table by its migration).
    const v2 = await runScript('scripts/deploy-remote.mjs', ['course', '--version', 'v2', '--source', release.remote, '--deploy-dir', DEPLOY]);
    assert.equal(v2.code, 0, v2.out);
    assert.equal(entryOf(), '/remotes/course/v2/mf-manifest.json');
    await server.restart({ root: release.root });
    await setSession(context, server.url, await apiToken(server.url, 'admin'));

    await openConsole(page);
    assert.equal(await menuHasNote(page), true, 'the new screen is not in the menu after the deploy');
    await openFromMenu(page, '/course/note');
    // The kit part only the newer @admin/shared has: the remote runs its own copy of the kit.
    await page.getByRole('status').filter({ hasText: CAPABILITY }).waitFor();

    // Create: the button is shown (the module's endpoint rows came with the remote's code).
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('标题').fill('第一条便签');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await noteRow(page, '第一条便签').waitFor();

    // Edit it.
    await page.getByRole('button', { name: '编辑 第一条便签' }).click();
    await page.getByRole('dialog').getByLabel('标题').fill('改过的便签');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await noteRow(page, '改过的便签').waitFor();
    const listed = (await apiGet(server.url, '/course/note/', await apiToken(server.url, 'viewer'))).data as { items: { title: string; version: number }[] };
    assert.deepEqual(
      listed.items.map((n) => [n.title, n.version]),
      [['改过的便签', 2]],
    );

    // The host is the same build.
    assert.ok(readFileSync(path.join(hostDist, 'main.js')).equals(hostBefore), 'host/dist/main.js changed');

    // Rollback: the old course remote, without the screen.
    const rb = await runScript('scripts/rollback-remote.mjs', ['course', '--deploy-dir', DEPLOY]);
    assert.equal(rb.code, 0, rb.out);
    assert.equal(entryOf(), '/remotes/course/v1/mf-manifest.json');
    await setSession(context, server.url, await apiToken(server.url, 'admin'));
    await openConsole(page);
    assert.equal(await menuHasNote(page), false, 'rollback left the new screen in the menu');
    await page.goto(adminPath('/course/note'));
    await waitForPath(page, adminPath('/404'));
  },
  { timeout: 420_000 },
);
