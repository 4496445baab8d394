import { consoleRoutesSchema, remoteEntrySchema } from '@admin/shared/contract';
import { isConsoleRouteList, isRemoteEntry } from './route-check';

const screen = async () => ({ default: () => null });

// Each sample: the zod-free check must agree with the contract's zod schema.
const routeLists: [string, unknown][] = [
  ['empty list', []],
  [
    'a typical table',
    [{ path: '/ad', title: '广告管理', icon: 'ad', children: [{ path: '/ad/index', title: '启动页广告', roles: ['a.b'], component: screen }] }],
  ],
  [
    'every field',
    [
      {
        path: '/x',
        title: 't',
        icon: 'i',
        roles: ['r'],
        hidden: true,
        activeMenu: '/y',
        alwaysShow: false,
        lines: [1, 2],
        externalLink: 'https://example.com/a?b=1',
        resource: 'setting.reference_group',
        component: screen,
        children: [],
      },
    ],
  ],
  ['explicit undefined optional', [{ path: '/x', title: undefined }]],
  ['deep nesting', [{ path: '/a', children: [{ path: '/a/b', children: [{ path: '/a/b/c', component: screen }] }] }]],
  ['not a list', { path: '/x' }],
  ['null entry', [null]],
  ['array entry', [[]]],
  ['relative path', [{ path: 'ad' }]],
  ['missing path', [{ title: 'x' }]],
  ['unknown key', [{ path: '/x', meta: {} }]],
  ['empty title', [{ path: '/x', title: '' }]],
  ['empty icon', [{ path: '/x', icon: '' }]],
  ['roles not a list', [{ path: '/x', roles: 'a' }]],
  ['empty role', [{ path: '/x', roles: [''] }]],
  ['hidden not boolean', [{ path: '/x', hidden: 'yes' }]],
  ['relative activeMenu', [{ path: '/x', activeMenu: 'y' }]],
  ['empty lines', [{ path: '/x', lines: [] }]],
  ['unknown line', [{ path: '/x', lines: [3] }]],
  ['line as string', [{ path: '/x', lines: ['1'] }]],
  ['bad URL', [{ path: '/x', externalLink: 'not a url' }]],
  ['resource not a module name', [{ path: '/x', resource: 'Reference Group' }]],
  ['resource without a domain', [{ path: '/x', resource: 'tag' }]],
  ['component not a function', [{ path: '/x', component: 'Screen' }]],
  ['bad child', [{ path: '/x', children: [{ path: 'y' }] }]],
  ['children not a list', [{ path: '/x', children: {} }]],
  ['one bad among good', [{ path: '/a' }, { path: '/b', hidden: 1 }]],
];

describe('isConsoleRouteList', () => {
  it.each(routeLists)('agrees with consoleRoutesSchema: %s', (_name, value) => {
    expect(isConsoleRouteList(value)).toBe(consoleRoutesSchema.safeParse(value).success);
  });

  it('never accepts what zod would rewrite (it leaves such values to zod)', () => {
    for (const link of [' https://example.com', 'https://exa\nmple.com']) {
      expect(isConsoleRouteList([{ path: '/x', externalLink: link }])).toBe(false);
    }
  });
});

const entries: [string, unknown][] = [
  ['valid', { name: 'home-manage', entry: '/remotes/home-manage/mf-manifest.json' }],
  ['absolute entry', { name: 'ads', entry: 'https://cdn.example.com/ads/mf-manifest.json' }],
  ['upper-case name', { name: 'Ads', entry: '/x' }],
  ['name with a dot', { name: 'a.b', entry: '/x' }],
  ['leading digit', { name: '1ads', entry: '/x' }],
  ['empty entry', { name: 'ads', entry: '' }],
  ['missing entry', { name: 'ads' }],
  ['unknown key', { name: 'ads', entry: '/x', extra: 1 }],
  ['not an object', 'ads'],
  ['null', null],
];

describe('isRemoteEntry', () => {
  it.each(entries)('agrees with remoteEntrySchema: %s', (_name, value) => {
    expect(isRemoteEntry(value)).toBe(remoteEntrySchema.safeParse(value).success);
  });
});
