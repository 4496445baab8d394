// The user list against the real API server: masked phones, no create or delete, and a ban that
// sends only the status (the PATCH refuses anything else).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { renderScreen, rowOf, signIn } from '@admin/testing';
import AppUserScreen from './app-user-screen';

type User = { id: number; phone: string; nickname: string; status: string; version: number };

it('shows masked phones, offers no create or delete, and bans a user with the status alone', async () => {
  await signIn('admin');
  const active = (await http.get<{ items: User[] }>('/account/user/', { params: { status: 'active', limit: 1 } })).items[0];
  renderScreen(AppUserScreen);
  const row = await rowOf(active.id);
  expect(within(row).getByText(/^1\d{2}\*{4}\d{4}$/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();

  fireEvent.click(within(row).getByRole('button', { name: new RegExp(`编辑 ${active.nickname}`) }));
  const drawer = await screen.findByRole('dialog');
  // The record's noun (用户), not the screen's title (用户管理).
  expect(within(drawer).getByText('编辑用户')).toBeTruthy();
  await userEvent.click(await within(drawer).findByRole('radio', { name: '已封禁' }));
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

  await waitFor(async () => expect((await http.get<User>(`/account/user/${active.id}/`)).status).toBe('banned'));
});
