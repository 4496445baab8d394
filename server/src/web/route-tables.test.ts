import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeTableFile, withRouteTables } from './route-tables';

describe('remotes.json with route tables', () => {
  let dir: string;
  const TABLE = [{ path: '/ad', title: ['广告管理', 'Ads'], children: [{ path: '/ad/index', screen: true }] }];
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'route-tables-'));
    mkdirSync(path.join(dir, 'ads/v2'), { recursive: true });
    writeFileSync(path.join(dir, 'ads/v2/routes.json'), JSON.stringify(TABLE));
    mkdirSync(path.join(dir, 'course'), { recursive: true });
    writeFileSync(path.join(dir, 'course/routes.json'), '{ not json');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const locate = (name: string, rel: string) => {
    const f = path.join(dir, name, rel);
    return existsSync(f) ? f : null;
  };

  it('maps an entry to the routes.json beside its manifest', () => {
    expect(routeTableFile('ads', '/remotes/ads/v2/mf-manifest.json')).toBe('v2/routes.json');
    expect(routeTableFile('ads', '/remotes/ads/mf-manifest.json?x=1')).toBe('routes.json');
    expect(routeTableFile('ads', 'https://cdn.example.com/remotes/ads/mf-manifest.json')).toBeNull();
    expect(routeTableFile('ads', '/remotes/course/mf-manifest.json')).toBeNull();
  });

  it('adds the table of each local entry without one; leaves the rest as they are', () => {
    const list = [
      { name: 'ads', title: '广告', entry: '/remotes/ads/v2/mf-manifest.json' },
      { name: 'course', entry: '/remotes/course/mf-manifest.json' }, // unreadable table
      { name: 'system', entry: '/remotes/system/mf-manifest.json', routes: [{ path: '/user' }] }, // deploy wrote it
      { name: 'exercise', entry: 'https://cdn.example.com/exercise/mf-manifest.json' },
    ];
    expect(JSON.parse(withRouteTables(JSON.stringify(list), locate))).toEqual([{ ...list[0], routes: TABLE }, list[1], list[2], list[3]]);
  });

  it('hands anything that is not a list over untouched, for the console to report', () => {
    for (const body of ['{ broken', '{"a":1}', '[]']) expect(withRouteTables(body, locate)).toBe(body);
  });
});
