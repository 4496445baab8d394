/**
 * @jest-environment-options {"url": "http://127.0.0.1:47813/"}
 */
// Every /ad and /push route of the route table opens its screen, backed by its own endpoint:
// the list shows the total the server has for that ad kind or push channel.
import { cleanup, configure, screen } from '@testing-library/react';
import { startApi } from '../../../testing/test-server';
import type { TestApi } from '../../../testing/test-server';
import { SCREENS } from './screen-table';
import { http, pagerTotal, renderRoute, ROUTES, signIn } from './test-kit';

jest.setTimeout(600_000);
configure({ asyncUtilTimeout: 30_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startApi(47813);
  await signIn('ads');
}, 120_000);
afterAll(async () => api?.stop());

it('declares a screen for exactly the routes of the table', () => {
  expect(Object.keys(SCREENS).sort()).toEqual(ROUTES.map((r) => r.path).sort());
});

it('opens every route as a working screen over its own endpoint', async () => {
  for (const { path, title } of ROUTES) {
    const spec = SCREENS[path];
    const endpoint = spec.type === 'ad' ? `/base/ads/${spec.kind}/` : `/base/push/${spec.channel}/`;
    const { total } = await http.get<{ total: number }>(endpoint, { params: { limit: 1 } });
    renderRoute(path);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect({ path, total: await pagerTotal() }).toEqual({ path, total });
    expect(total).toBeGreaterThan(0);
    cleanup();
  }
});
