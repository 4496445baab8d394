import { allRemoteRoutes, routePaths } from './all-remote-routes';
import type { RemoteGroup } from './types';

const groups: RemoteGroup[] = [
  { name: 'ads', status: 'ready', routes: [{ path: '/ad', children: [{ path: '/ad/index' }] }] },
  { name: 'course', status: 'unavailable', error: { kind: 'missing', message: '404' }, routes: [] },
  { name: 'system', status: 'loading', routes: [] },
  { name: 'exercise', status: 'ready', routes: [{ path: '/exercise' }] },
];

it('merges the route tables of ready remotes, in remotes.json order', () => {
  expect(allRemoteRoutes(groups).map((r) => r.path)).toEqual(['/ad', '/exercise']);
});

it('lists every path of a route tree', () => {
  expect(routePaths(groups[0].routes)).toEqual(['/ad', '/ad/index']);
});
