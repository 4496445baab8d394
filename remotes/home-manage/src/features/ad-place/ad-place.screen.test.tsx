// Level-one categories and their ad places by year, against the real server: a category's row
// opens its places of the current year, the year switches in the URL, and a year's places are
// copied to another year, undone from the message; the viewer reads without the copy.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { http } from '@admin/shared/api';
import { pick, renderRoutes, rowOf, signIn } from '@admin/testing';
import AdCategoryScreen from '../ad-category/ad-category-screen';
import AdPlaceScreen from './ad-place-screen';

type Rec = Record<string, unknown>;
const placesOf = async (category: unknown, year: number) =>
  (await http.get<{ items: Rec[] }>(`/base/ad-category/${String(category)}/year/${year}/place/`, { params: { limit: 100 } })).items;
const categoryCoded = async (code: string) =>
  (await http.get<{ items: Rec[] }>('/base/ad-category/', { params: { limit: 100 } })).items.find((c) => c.code === code)!;

function Where() {
  const at = useLocation();
  return <output data-testid="where">{at.pathname + at.search}</output>;
}

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/homemanage/classifyManage', element: <AdCategoryScreen /> },
      {
        path: '/homemanage/assetList',
        element: (
          <>
            <AdPlaceScreen />
            <Where />
          </>
        ),
      },
    ],
    path,
  );

it("opens a category's places of the current year, switches the year in the URL, and copies a year", async () => {
  await signIn('admin');
  const home = await categoryCoded('home');
  const places2027 = await placesOf(home.id, 2027);
  open('/homemanage/classifyManage');
  await userEvent.click(await within(await rowOf(home.id as number)).findByRole('link', { name: `${String(home.name)} 的广告位` }));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/homemanage/assetList?category=${String(home.id)}&year=2027`));
  for (const p of places2027) await screen.findAllByText(String(p.name));

  // 2028 has no places yet; the year lives in the URL.
  await userEvent.click(screen.getByText('2028 考研'));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('year=2028'));
  await waitFor(() => expect(screen.queryAllByText(String(places2027[0].name))).toEqual([]));

  await userEvent.click(screen.getByText('2027 考研'));
  await screen.findAllByText(String(places2027[0].name));
  const copyTo2028 = async () => {
    await userEvent.click(screen.getByRole('button', { name: '复制到其他年份' }));
    const dialog = await screen.findByRole('dialog');
    await pick(dialog, '目标年份', '2028 考研');
    await userEvent.click(within(dialog).getByRole('button', { name: /复\s*制/ }));
  };
  await copyTo2028();
  const done = (await screen.findByText(`已复制 ${places2027.length} 个广告位到 2028 年`)).parentElement!;
  expect((await placesOf(home.id, 2028)).map((p) => p.code)).toEqual(places2027.map((p) => p.code));

  // 撤销 in that message takes the copied places out of 2028 again.
  await userEvent.click(within(done).getByRole('button', { name: /撤\s*销/ }));
  await screen.findByText('已撤销复制，目标年份已恢复为复制前的内容');
  expect(await placesOf(home.id, 2028)).toEqual([]);

  // Copied again, and once more: the third would double the codes, refused, nothing written.
  await copyTo2028();
  await waitFor(async () => expect(await placesOf(home.id, 2028)).toHaveLength(places2027.length));
  await copyTo2028();
  await screen.findByText(/2028 年已有编码相同的广告位/);
  expect(await placesOf(home.id, 2028)).toHaveLength(places2027.length);
});

it('shows the viewer the places without copy or add', async () => {
  await signIn('viewer');
  const study = await categoryCoded('study');
  open(`/homemanage/assetList?category=${String(study.id)}&year=2027`);
  for (const p of await placesOf(study.id, 2027)) await screen.findAllByText(String(p.name));
  expect(screen.queryByRole('button', { name: '复制到其他年份' })).toBeNull();
  expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
});
