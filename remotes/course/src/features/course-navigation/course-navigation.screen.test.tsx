// The course category tree against the real API server: add, rename, enable, move (buttons and
// move-to), delete with its branch, a stale move refused, and the viewer reading only.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, isApiError } from '@admin/shared/api';
import type { CourseNavigationNode } from '@admin/shared/contract/resources';
import { idle, renderScreen, signIn, toasts } from '@admin/testing';
import CourseNavigationScreen from './course-navigation-screen';

const tree = () => http.get<CourseNavigationNode[]>('/course/classify/tree/');
const flat = (nodes: CourseNavigationNode[]): CourseNavigationNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const find = async (name: string) => flat(await tree()).find((n) => n.name === name);
const childrenOf = async (name: string) => (await find(name))!.children.map((n) => n.name);
const button = (name: string) => screen.getByRole('button', { name });
const shown = async (name: string) => {
  await waitFor(() => expect(screen.getAllByText(name, { selector: '.course-navigation-name' }).length).toBeGreaterThan(0));
  await idle();
};

it('adds a subcategory, renames it and switches it off', async () => {
  await signIn('admin');
  renderScreen(CourseNavigationScreen);
  await shown('英语二');
  await userEvent.click(button('在「英语」下新增子分类'));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('分类名称'), '英语（单考）');
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(async () => expect(await childrenOf('英语')).toEqual(['英语一', '英语二', '英语（单考）']));
  await shown('英语（单考）');

  // A name its siblings already have is refused at the field, and nothing is written.
  await userEvent.click(button('重命名「英语（单考）」'));
  const rename = await screen.findByRole('dialog', { name: '重命名「英语（单考）」' });
  const input = within(rename).getByLabelText('分类名称');
  await userEvent.clear(input);
  await userEvent.type(input, '英语一');
  await userEvent.click(within(rename).getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(within(rename).getByText(/已存在/)).toBeTruthy());
  await userEvent.clear(input);
  await userEvent.type(input, '英语单考');
  await userEvent.click(within(rename).getByRole('button', { name: /确\s*定|OK/ }));
  await shown('英语单考');

  await userEvent.click(screen.getByRole('switch', { name: '启用「英语单考」' }));
  await waitFor(async () => expect((await find('英语单考'))!.is_enable).toBe(false));
  await idle();
});

it('moves with the keyboard buttons and move-to, in one versioned request each', async () => {
  await signIn('admin');
  renderScreen(CourseNavigationScreen);
  await shown('数学三');
  await userEvent.click(button('上移「数学三」'));
  await waitFor(async () => expect(await childrenOf('数学')).toEqual(['数学一', '数学三', '数学二']));
  await idle();

  await userEvent.click(button('移动「数学三」到…'));
  const dialog = await screen.findByRole('dialog', { name: '移动「数学三」' });
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  const option = await waitFor(() => {
    const el = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-node-content-wrapper')].find((x) => x.textContent === '英语');
    if (!el) throw new Error('英语 not offered');
    return el;
  });
  fireEvent.click(option);
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(async () => expect((await childrenOf('英语')).at(-1)).toBe('数学三'));
  expect(await childrenOf('数学')).toEqual(['数学一', '数学二']);
  await idle();
});

it('keeps its controls locked until the tree read after a write is back, so no move is built on old versions', async () => {
  await signIn('admin');
  renderScreen(CourseNavigationScreen);
  await shown('数学二');
  // The tree read that follows the move is held until the test lets it go.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const hold = http.interceptors.request.use(async (config) => {
    if (config.method === 'get' && config.url?.includes('/course/classify/tree/') && !held) {
      held = true;
      await gate;
    }
    return config;
  });
  try {
    await userEvent.click(button('下移「数学一」'));
    // The move's answer is back (the read follows it); the screen still shows, and holds the
    // versions of, the tree before it.
    await waitFor(() => expect(held).toBe(true));
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(button('移动「数学一」到…').hasAttribute('disabled')).toBe(true);
    expect(button('上移「数学二」').hasAttribute('disabled')).toBe(true);
  } finally {
    release();
    http.interceptors.request.eject(hold);
  }
  await idle();
  expect(await childrenOf('数学')).toEqual(['数学二', '数学一']);
  expect(button('移动「数学二」到…').hasAttribute('disabled')).toBe(false);
  expect(button('下移「数学二」').hasAttribute('disabled')).toBe(false);
});

it('refuses a move made on an old reading and shows the tree as it now is', async () => {
  await signIn('admin');
  renderScreen(CourseNavigationScreen);
  await shown('MEM');
  // Someone else (another tab) reorders 管理类联考's children meanwhile.
  const mba = (await find('管理类联考'))!;
  await http.put('/course/classify/move/', { parent_id: mba.id, items: [...mba.children].reverse().map((n) => ({ id: n.id, version: n.version })) });
  const before = toasts.length;
  await userEvent.click(button('上移「MEM」'));
  await waitFor(() => expect(toasts.slice(before).join()).toMatch(/已被他人修改/));
  expect(await childrenOf('管理类联考')).toEqual(['MEM', 'MPAcc', 'MBA']);
  // The screen read the tree again: MEM is first now, so it cannot go further up.
  await waitFor(() => expect((button('上移「MEM」') as HTMLButtonElement).disabled).toBe(true));
});

it('deletes a category with its children only after saying so', async () => {
  await signIn('admin');
  renderScreen(CourseNavigationScreen);
  await shown('计算机');
  const cs = (await find('计算机'))!;
  await userEvent.click(button('删除「计算机」'));
  const confirm = await screen.findByRole('dialog');
  expect(within(confirm).getByText('「计算机」下还有 2 个子分类，将连同子分类一起删除。')).toBeTruthy();
  expect(within(confirm).getByText(/门课程将变为未分类/)).toBeTruthy();
  await userEvent.click(within(confirm).getByRole('button', { name: '连同子分类删除' }));
  await waitFor(async () => expect(await find('计算机')).toBeUndefined());
  expect(await find('408 统考')).toBeUndefined();
  await waitFor(() => expect(screen.queryByText('计算机', { selector: '.course-navigation-name' })).toBeNull());
  expect(cs.children.length).toBe(2);
});

it('shows the viewer the tree without a write action, and the server refuses the viewer a move', async () => {
  await signIn('viewer');
  renderScreen(CourseNavigationScreen);
  await shown('数学一');
  const labels = [...document.querySelectorAll('button, [role="switch"]')].map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
  expect(labels.filter((l) => /新增|重命名|上移|下移|移动|删除|启用/.test(l))).toEqual([]);
  const roots = await tree();
  const error = await http.put('/course/classify/move/', { parent_id: null, items: roots.map((n) => ({ id: n.id, version: n.version })).reverse() }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(isApiError(error) ? error.code : error).toBe(40300);
});
