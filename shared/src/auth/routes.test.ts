import type { ConsoleRoute } from '@admin/shared/contract';
import { filterRoutesByLine, filterRoutesByRoles, hasAnyRole } from './routes';

const screen = async () => ({ default: () => null });

describe('hasAnyRole', () => {
  it('passes routes without roles', () => {
    expect(hasAnyRole([], undefined)).toBe(true);
    expect(hasAnyRole([], [])).toBe(true);
  });
  it('needs one overlap', () => {
    expect(hasAnyRole(['a', 'b'], ['c', 'b'])).toBe(true);
    expect(hasAnyRole(['a'], ['c'])).toBe(false);
    expect(hasAnyRole([], ['c'])).toBe(false);
  });
});

describe('filterRoutesByRoles', () => {
  const routes: ConsoleRoute[] = [
    {
      path: '/ad',
      children: [
        { path: '/ad/index', roles: ['base_services.view_launch_advertisement'], component: screen },
        { path: '/ad/banner', roles: ['nav.view_banner'], component: screen },
        {
          path: '/ad/deep',
          children: [{ path: '/ad/deep/leaf', roles: ['deep.view'], component: screen }],
        },
      ],
    },
    { path: '/push', children: [{ path: '/push/index', roles: ['base_services.view_pushinfo'], component: screen }] },
    { path: '/open', component: screen },
    { path: '/locked', roles: ['x.view'], children: [{ path: '/locked/free', component: screen }] },
  ];

  it('keeps open routes and routes with a matching role, recursively', () => {
    const out = filterRoutesByRoles(routes, ['nav.view_banner', 'deep.view']);
    expect(out.map((r) => r.path)).toEqual(['/ad', '/open']);
    expect(out[0].children!.map((r) => r.path)).toEqual(['/ad/banner', '/ad/deep']);
    expect(out[0].children![1].children!.map((r) => r.path)).toEqual(['/ad/deep/leaf']);
  });

  it('drops a parent whose children are all filtered out', () => {
    const out = filterRoutesByRoles(routes, ['nav.view_banner']);
    expect(out.map((r) => r.path)).toEqual(['/ad', '/open']);
    expect(out[0].children!.map((r) => r.path)).toEqual(['/ad/banner']); // /ad/deep lost its only child
  });

  it('drops a parent the user may not enter even when a child is open', () => {
    expect(filterRoutesByRoles(routes, []).map((r) => r.path)).toEqual(['/open']);
    expect(filterRoutesByRoles(routes, ['x.view']).map((r) => r.path)).toEqual(['/open', '/locked']);
  });

  it('keeps a leaf with its own component and an empty children list', () => {
    const out = filterRoutesByRoles([{ path: '/leaf', component: screen, children: [] }], []);
    expect(out.map((r) => r.path)).toEqual(['/leaf']);
  });

  it('does not change the input', () => {
    const copy = JSON.stringify(routes);
    filterRoutesByRoles(routes, []);
    expect(JSON.stringify(routes)).toBe(copy);
  });
});

describe('filterRoutesByLine', () => {
  const routes: ConsoleRoute[] = [
    { path: '/homemanage', children: [{ path: '/homemanage/floor', component: screen }] },
    {
      path: '/setting',
      lines: [1, 2],
      children: [
        { path: '/setting/index', lines: [1, 2], component: screen },
        { path: '/setting/customerNew', component: screen },
      ],
    },
    { path: '/homepagesetting', lines: [2], children: [{ path: '/homepagesetting/index', lines: [2], component: screen }] },
    { path: '/mixed', lines: [1, 2], children: [{ path: '/mixed/only-1', component: screen }] },
  ];

  it('menu set 1 holds routes without lines and those declaring 1', () => {
    const out = filterRoutesByLine(routes, 1);
    expect(out.map((r) => r.path)).toEqual(['/homemanage', '/setting', '/mixed']);
    expect(out[1].children!.map((r) => r.path)).toEqual(['/setting/index', '/setting/customerNew']);
  });

  it('menu set 2 holds only routes declaring 2, and drops parents left empty', () => {
    const out = filterRoutesByLine(routes, 2);
    expect(out.map((r) => r.path)).toEqual(['/setting', '/homepagesetting']);
    expect(out[0].children!.map((r) => r.path)).toEqual(['/setting/index']);
  });
});
