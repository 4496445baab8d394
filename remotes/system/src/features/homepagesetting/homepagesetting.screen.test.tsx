// The study-abroad home (/homepagesetting/index) against the real API server, as `abroad`: the
// home floors of line 2 as the kit's page builder, and a floor's items on their own page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@admin/shared/api';
import { idle, renderRoutes, rowOf, signIn } from '@admin/testing';
import FloorContentScreen from './floor-content-screen';
import HomepagesettingScreen from './homepagesetting-screen';

type Page<T> = { items: T[]; total: number };
type Floor = { id: number; name: string; floor_type: string; content_count: number };
type Item = { id: number; title: string };
const routes = [
  { path: '/homepagesetting/index', element: <HomepagesettingScreen /> },
  { path: '/homepagesetting/floor-content/:id', element: <FloorContentScreen /> },
];
const floors = async () => (await http.get<Page<Floor>>('/nav/homepagesetting/floor/', { params: { limit: 100 } })).items;
const itemsOf = async (id: number) =>
  (await http.get<Page<Item>>(`/nav/homepagesetting/floor/${id}/content/`, { params: { limit: 100, ordering: 'sort' } })).items;
async function cardOf(id: number): Promise<HTMLElement> {
  const find = () => document.querySelector<HTMLElement>(`li[data-floor-key="${id}"]`);
  await waitFor(() => expect(find()).not.toBeNull());
  await idle();
  return find()!;
}
const button = (root: HTMLElement, text: RegExp | string) => within(root).getByText(text).closest('button')!;

beforeAll(async () => {
  await signIn('ads');
  await signIn('abroad');
});

it('shows the floors of the study-abroad home in page order, each expandable to its first items', async () => {
  const all = await floors();
  expect(all.length).toBeGreaterThan(2);
  renderRoutes(routes, '/homepagesetting/index');
  for (const [i, f] of all.entries()) expect(within(await cardOf(f.id)).getByText(`第 ${i + 1} 层`)).toBeTruthy();

  const fed = all.find((f) => f.content_count > 0)!;
  const items = await itemsOf(fed.id);
  const card = await cardOf(fed.id);
  expect(within(card).getByText(new RegExp(`${items.length} 条内容`))).toBeTruthy();
  fireEvent.click(within(card).getByLabelText(`展开楼层“${fed.name}”的内容`));
  await within(card).findByText(items[0].title);
});

it('adds a floor of a home type at the position asked for; the business-course-only types are not offered', async () => {
  const before = await floors();
  renderRoutes(routes, '/homepagesetting/index');
  await cardOf(before[0].id);
  fireEvent.click(screen.getByLabelText('在第 2 层前插入楼层'));
  const picker = (await screen.findByText('选择楼层类型（插入到第 2 层）')).closest<HTMLElement>('.ant-modal')!;
  expect(within(picker).queryByText('背单词')).toBeNull();
  expect(within(picker).queryByText('打卡')).toBeNull();
  fireEvent.click(button(picker, '文章'));

  const drawer = (await screen.findByText(/^新增/)).closest<HTMLElement>('.ant-drawer')!;
  await idle();
  fireEvent.change(within(drawer).getByLabelText('楼层名称'), { target: { value: '申请季攻略' } });
  fireEvent.click(button(drawer, /保\s*存/));

  await waitFor(async () => expect((await floors()).map((f) => f.name)).toEqual([before[0].name, '申请季攻略', ...before.slice(1).map((f) => f.name)]));
  const made = (await floors())[1];
  expect(made.floor_type).toBe('article');
  const card = await cardOf(made.id);
  expect(within(card).getByText('未配置内容')).toBeTruthy();
});

it("opens a floor's items on their own page and adds one there", async () => {
  const floor = (await floors()).find((f) => f.floor_type === 'banner' && f.content_count > 0)!;
  const items = await itemsOf(floor.id);
  renderRoutes(routes, '/homepagesetting/index');
  fireEvent.click(within(await cardOf(floor.id)).getByText('楼层内容'));
  expect(await screen.findByRole('heading', { name: new RegExp(floor.name) })).toBeTruthy();
  for (const c of items) await rowOf(c.id);

  fireEvent.click(button(document.body, /^新\s*增$/));
  const drawer = (await screen.findByText('新增楼层内容')).closest<HTMLElement>('.ant-drawer')!;
  await idle();
  fireEvent.change(within(drawer).getByLabelText('标题'), { target: { value: '留学展会报名' } });
  fireEvent.click(button(drawer, /保\s*存/));
  await waitFor(async () => expect((await itemsOf(floor.id)).map((c) => c.title)).toContain('留学展会报名'));
});

it('shows a user without the study-abroad permission the refusal, and no way to add', async () => {
  await signIn('ads');
  try {
    renderRoutes(routes, '/homepagesetting/index');
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.queryByText('添加楼层')).toBeNull();
  } finally {
    await signIn('abroad');
  }
});
