// A home floor's items against the real server: opened from the floor's row, edited with the
// kit's list beside the floor's preview; read-only for the viewer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { renderRoutes, rowOf, signIn } from '@admin/testing';
import HomeFloorScreen from '../home-floor/home-floor-screen';
import HomeFloorContentScreen from './home-floor-content-screen';

type Rec = Record<string, unknown>;
const floorNamed = async (name: string) => (await http.get<{ items: Rec[] }>('/nav/floor/', { params: { name } })).items[0];
const itemsOf = async (floor: unknown) => (await http.get<{ items: Rec[] }>(`/nav/floor/${String(floor)}/content/`, { params: { limit: 100 } })).items;

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/homemanage/floor', element: <HomeFloorScreen /> },
      { path: '/homemanage/floormould', element: <HomeFloorContentScreen /> },
    ],
    path,
  );

it("opens a floor's items from its row, adds one, and the preview follows", async () => {
  await signIn('admin');
  const floor = await floorNamed('首页轮播');
  const items = await itemsOf(floor.id);
  expect(items.length).toBeGreaterThan(0);
  open('/homemanage/floor');
  await userEvent.click(within(await rowOf(floor.id as number)).getByRole('link', { name: '管理楼层“首页轮播”的内容' }));
  const preview = await screen.findByRole('region', { name: '楼层预览' });
  for (const item of items) await within(preview).findByText(String(item.title));
  // A live floor has no items of its own to open.
  const live = await floorNamed('今日直播');
  expect(screen.queryByRole('link', { name: '管理楼层“今日直播”的内容' })).toBeNull();
  expect(live).toBeDefined();

  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.click(within(drawer).getByLabelText('标题'));
  await userEvent.paste('寒假集训营报名');
  await userEvent.click(within(drawer).getByLabelText('排序（小的在前）'));
  await userEvent.keyboard('{Control>}a{/Control}0');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => expect((await itemsOf(floor.id)).map((i) => i.title)).toContain('寒假集训营报名'));
  await within(preview).findByText('寒假集训营报名');
});

it("shows the viewer a floor's items without a way to change them", async () => {
  await signIn('viewer');
  const floor = await floorNamed('备考资讯');
  const items = await itemsOf(floor.id);
  open(`/homemanage/floormould?floor=${String(floor.id)}`);
  for (const item of items) expect((await screen.findAllByText(String(item.title))).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
});
