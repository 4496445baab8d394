// A user's page against the real API server: reached from the list, the profile read-only with the
// phone masked, and the purchases tab listing what the server has for that user.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { renderRoutes, rowOf, signIn } from '@admin/testing';
import AppUserScreen from './app-user-screen';
import AppUserDetailScreen from './app-user-detail-screen';

type User = { id: number; nickname: string; phone: string };
type Purchase = { order_no: string; product_name: string };

it('opens a user from the list: profile with the masked phone, then the purchases', async () => {
  await signIn('viewer');
  // A user of the list's first page who bought something.
  const firstPage = (await http.get<{ items: User[] }>('/account/user/', { params: { limit: 20 } })).items;
  let user: User | undefined;
  let purchases: Purchase[] = [];
  for (const u of firstPage) {
    purchases = (await http.get<{ items: Purchase[] }>(`/account/user/${u.id}/purchases/`, { params: { limit: 100 } })).items;
    if (purchases.length) {
      user = u;
      break;
    }
  }
  if (!user) throw new Error('no user of the first page has purchases in the demo data');
  renderRoutes(
    [
      { path: '/user/index', element: <AppUserScreen /> },
      { path: '/user/index/:id', element: <AppUserDetailScreen /> },
    ],
    '/user/index',
  );
  const row = await rowOf(user.id);
  await userEvent.click(within(row).getByRole('link', { name: `详情 ${user.nickname}` }));

  const profile = await screen.findByRole('tabpanel');
  await waitFor(() => expect(within(profile).getByText(user.phone)).toBeTruthy());
  expect(user.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
  expect(within(profile).getByText(user.nickname)).toBeTruthy();
  // Read-only for the viewer: no 编辑 on the page.
  expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();

  await userEvent.click(screen.getByRole('tab', { name: '购买记录' }));
  await waitFor(() => expect(screen.getByText(purchases[0].order_no)).toBeTruthy());
  expect(screen.getAllByText(purchases[0].product_name).length).toBeGreaterThan(0);
});
