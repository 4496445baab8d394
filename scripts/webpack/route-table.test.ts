// The route table a remote's build writes as routes.json (route-table.mjs): what
// the host builds the menu from without the remote's code, so it must say what routes.ts says.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const ROOT = path.resolve(__dirname, '../..');
const { routeTableOf } = require(path.join(ROOT, 'scripts/webpack/route-table-plugin.cjs'));
/* eslint-enable @typescript-eslint/no-require-imports */

interface Row {
  path: string;
  title?: [string, string];
  screen?: true;
  children?: Row[];
  [k: string]: unknown;
}
const flat = (rows: Row[]): Row[] => rows.flatMap((r) => [r, ...flat(r.children ?? [])]);

describe('route table as data', () => {
  it('carries every route of the course remote with both titles, roles, hidden/activeMenu, the resource shown and its screens', () => {
    const rows = flat(routeTableOf(path.join(ROOT, 'remotes/course')));
    const at = (p: string) => rows.find((r) => r.path === p);
    expect(at('/course')).toEqual(expect.objectContaining({ title: ['课程管理', 'Courses'], icon: 'BookOutlined' }));
    expect(at('/course')?.screen).toBeUndefined();
    expect(at('/course/tag')).toEqual({
      path: '/course/tag',
      title: ['课程标签', 'Course tags'],
      roles: ['course.view_coursetag'],
      resource: 'course.tag',
      screen: true,
    });
    expect(at('/learn-interaction/detail/:uuid')).toEqual(
      expect.objectContaining({ hidden: true, activeMenu: '/learn-interaction/index', roles: ['comment.view_commentstatistics'], screen: true }),
    );
    // Nothing but data: no function survived the trip through JSON.
    expect(JSON.parse(JSON.stringify(rows))).toEqual(rows);
  }, 30_000);

  it('fails the build with the reason when routes.ts cannot be evaluated', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
    try {
      mkdirSync(path.join(dir, 'src'));
      mkdirSync(path.join(dir, 'node_modules/@admin'), { recursive: true });
      symlinkSync(path.join(ROOT, 'shared'), path.join(dir, 'node_modules/@admin/shared'));
      writeFileSync(path.join(dir, 'package.json'), '{"name":"broken","private":true}');
      writeFileSync(path.join(dir, 'src/routes.ts'), "throw new Error('routes exploded');\nexport default [];\n");
      expect(() => routeTableOf(dir)).toThrow('routes exploded');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
