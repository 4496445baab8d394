// The home-floor list against the real API server: a create with a floor type and a kaoyan year.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { pick, renderScreen, rowOf, signIn } from '@admin/testing';
import HomeFloorScreen from './home-floor-screen';

type Floor = { id: number; name: string; floor_type: string; kaoyan_year: number | null };

it('creates a floor for a kaoyan year', async () => {
  await signIn('admin');
  const first = (await http.get<{ items: Floor[] }>('/nav/floor/', { params: { limit: 1 } })).items[0];
  renderScreen(HomeFloorScreen);
  expect(within(await rowOf(first.id)).getByText(first.name)).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.click(within(drawer).getByLabelText('楼层名称'));
  await userEvent.paste('暑期集训营');
  await pick(drawer, '楼层类型', '直播');
  await pick(drawer, '考研年份', '2027 考研');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => {
    const found = (await http.get<{ items: Floor[] }>('/nav/floor/', { params: { name: '暑期集训营' } })).items;
    expect(found.map((f) => [f.floor_type, f.kaoyan_year])).toEqual([['live', 2027]]);
  });
});
