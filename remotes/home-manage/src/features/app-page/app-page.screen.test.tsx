// School-picking pages against the real server: a page opened from its row as the kit's floor
// builder beside a phone preview, copied to another year (the refusal said beside the year), a
// floor's items edited on floor-content; read-only for the viewer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import type { CourseProduct } from '@admin/shared/contract/resources';
import { centsToYuan } from '@admin/shared/format';
import { pick, renderRoutes, signIn } from '@admin/testing';
import FloorContentScreen from '../floor-content/floor-content-screen';
import AppPageScreen from './app-page-screen';

type Rec = Record<string, unknown>;
const pages = async (params: Rec) => (await http.get<{ items: Rec[] }>('/school/app-page/', { params: { limit: 50, ...params } })).items;
const open = (path: string) =>
  renderRoutes(
    [
      { path: '/pick-school/app-page', element: <AppPageScreen /> },
      { path: '/pick-school/floor-content/:floor_uuid', element: <FloorContentScreen /> },
    ],
    path,
  );

it('builds a page from its floors beside the preview, copies it to another year, and edits a floor’s items', async () => {
  await signIn('admin');
  const [engineering] = await pages({ kaoyan_year: 2027, major_category: 8 });
  open('/pick-school/app-page');
  await userEvent.click(await screen.findByRole('link', { name: `搭建页面“${String(engineering.name)}”` }));
  const preview = await screen.findByRole('complementary', { name: '页面预览' });
  await within(preview).findByText('院校库');
  for (const name of ['顶部轮播', '择校工具', '择校指南', '择校课程']) expect(await screen.findByRole('listitem', { name: new RegExp(name) })).toBeTruthy();

  // Copied to 2028: the new page opens, and copying it back to 2027 is refused beside the year.
  await userEvent.click(screen.getByRole('button', { name: '复制到其他年份' }));
  const dialog = await screen.findByRole('dialog');
  await pick(dialog, '目标年份', '2028 考研');
  await userEvent.click(within(dialog).getByRole('button', { name: /复\s*制/ }));
  await waitFor(async () => expect((await pages({ kaoyan_year: 2028, major_category: 8 })).length).toBe(1));
  const [copy] = await pages({ kaoyan_year: 2028, major_category: 8 });
  expect(copy.floor_count).toBe(4);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await userEvent.click(await screen.findByRole('button', { name: '复制到其他年份' }));
  const again = await screen.findByRole('dialog');
  await pick(again, '目标年份', '2027 考研');
  await userEvent.click(within(again).getByRole('button', { name: /复\s*制/ }));
  expect(await within(again).findByText(/2027 年这个学科门类已有择校页面/)).toBeTruthy();
  await userEvent.click(within(again).getByRole('button', { name: 'Close' }));

  // A floor's items, opened from its card: one added shows in the floor's preview.
  await userEvent.click((await screen.findAllByRole('link', { name: '楼层内容' }))[2]);
  const floorPreview = await screen.findByRole('region', { name: '楼层预览' });
  await within(floorPreview).findByText(/国家线分区/);
  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.click(within(drawer).getByLabelText('标题'));
  await userEvent.paste('2028 择校时间线');
  await userEvent.click(within(drawer).getByLabelText('排序（小的在前）'));
  await userEvent.keyboard('{Control>}a{/Control}0');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await within(floorPreview).findByText('2028 择校时间线');
  expect(screen.getByRole('link', { name: '回到页面' }).getAttribute('href')).toBe(`/pick-school/app-page?page=${String(copy.id)}`);
});

it('previews every carousel image and each course card with its cover and the course’s price', async () => {
  await signIn('admin');
  const [management] = await pages({ kaoyan_year: 2027, major_category: 12 });
  const floors = (await http.get<{ items: Rec[] }>(`/school/app-page/${String(management.id)}/floor/`, { params: { limit: 50 } })).items;
  const itemsOf = async (type: string) => {
    const floor = floors.find((f) => f.floor_type === type)!;
    const items = (await http.get<{ items: Rec[] }>(`/school/app-page/floor/${String(floor.uuid)}/content/`, { params: { limit: 50, is_enable: true } })).items;
    return { floor, items };
  };
  const banner = await itemsOf('banner');
  const courses = await itemsOf('course_list');
  expect(banner.items.length).toBeGreaterThan(1);
  const ids = courses.items.map((c) => Number(c.product_id));
  const products = (await http.get<{ items: CourseProduct[] }>('/course/products/direct/new', { params: { ids: ids.join(','), limit: 100 } })).items;
  expect(products.length).toBeGreaterThan(0);

  open(`/pick-school/app-page?page=${String(management.id)}`);
  const phone = await screen.findByRole('group', { name: '手机屏幕（可滚动）' });
  const carousel = await within(phone).findByRole('region', { name: String(banner.floor.name) });
  for (const item of banner.items) expect(within(carousel).getByText(String(item.title))).toBeTruthy();
  expect(carousel.querySelectorAll('img')).toHaveLength(banner.items.length);
  const list = within(phone).getByRole('region', { name: String(courses.floor.title) });
  for (const p of products) expect(within(list).getByText(`¥${centsToYuan(p.price)}`)).toBeTruthy();
  expect(list.querySelectorAll('img')).toHaveLength(courses.items.filter((c) => c.image).length);
});

it('shows the viewer a page and its floors without a way to change or copy them', async () => {
  await signIn('viewer');
  const [management] = await pages({ kaoyan_year: 2027, major_category: 12 });
  open(`/pick-school/app-page?page=${String(management.id)}`);
  await within(await screen.findByRole('complementary', { name: '页面预览' })).findByText('院校库');
  expect(await screen.findByRole('listitem', { name: /择校指南/ })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '复制到其他年份' })).toBeNull();
  expect(screen.queryByRole('button', { name: '添加楼层' })).toBeNull();
});
