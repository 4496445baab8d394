// The list tools of kit v2 on the course-tag screen, against the real API server: bulk enable,
// disable and delete, keyboard reorder, CSV export, column settings stored per user.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { idle, renderRoutes, renderScreen, rowOf, signIn } from '@admin/testing';
import CourseTagScreen from './course-tag-screen';

jest.setTimeout(240_000);

type Tag = { id: number; name: string; color: string; sort: number; is_enable: boolean; version: number };
const tags = async (params: Record<string, unknown> = {}) =>
  (await http.get<{ items: Tag[] }>('/course/tag/', { params: { limit: 100, ordering: 'sort,id', ...params } })).items;
const create = (name: string, sort: number) => http.post<Tag>('/course/tag/', { name, color: '#1677FF', sort, is_enable: true });
const select = async (name: string) => userEvent.click(await screen.findByRole('checkbox', { name: `选择 ${name}` }));
const bar = () => screen.getByRole('region', { name: /^已选 \d+ 项$/ });

it('disables, enables and deletes selected tags in one request each', async () => {
  await signIn('admin');
  const [a, b] = [await create('批量甲', 900), await create('批量乙', 901)];
  // Opened with the name filter in the URL, as a reload of a filtered list would.
  renderRoutes([{ path: '/course/tag', element: <CourseTagScreen /> }], '/course/tag?name=%E6%89%B9%E9%87%8F');
  const row = await rowOf(a.id);
  // The name is drawn in the tag's own colour by the kit's light tag, not an antd Tag per row.
  expect(within(row).getByText('批量甲')).toHaveClass('kit-tag');
  // #1677FF is too light to read on its own tint (3.6:1): a darker shade of it (WCAG AA).
  expect(within(row).getByText('批量甲')).toHaveStyle({ color: '#0063ef' });
  expect(row.querySelector('.ant-tag')).toBeNull();
  await select('批量甲');
  await select('批量乙');
  await userEvent.click(within(bar()).getByRole('button', { name: /^停\s*用$/ }));
  expect(await screen.findByText('已修改 2 项')).toBeTruthy();
  await waitFor(async () => expect((await tags({ name: '批量' })).map((t) => t.is_enable)).toEqual([false, false]));

  await idle();
  await select('批量甲');
  await userEvent.click(within(bar()).getByRole('button', { name: /^启\s*用$/ }));
  await waitFor(async () =>
    expect((await tags({ name: '批量' })).map((t) => [t.name, t.is_enable])).toEqual([
      ['批量甲', true],
      ['批量乙', false],
    ]),
  );

  await idle();
  await select('批量甲');
  await select('批量乙');
  await userEvent.click(within(bar()).getByRole('button', { name: /删\s*除/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
  // (the 3 s toast is the component test's business; on a busy machine it may be gone by now)
  await waitFor(async () => expect(await tags({ name: '批量' })).toEqual([]));
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${a.id}"]`)).toBeNull());
  expect(document.querySelector(`tr[data-row-key="${b.id}"]`)).toBeNull();
});

it('moves a tag one place down by keyboard, saved as one reorder', async () => {
  await signIn('admin');
  const before = await tags();
  // jsdom lays nothing out; dnd-kit's keyboard moves between rows' rectangles: 50 px bands in table order.
  const real = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest('tr[data-row-key]');
    if (!row) return real.call(this);
    const i = [...row.parentElement!.querySelectorAll(':scope > tr[data-row-key]')].indexOf(row);
    return { x: 0, y: i * 50, top: i * 50, left: 0, right: 1000, bottom: i * 50 + 50, width: 1000, height: 50, toJSON: () => ({}) } as DOMRect;
  };
  try {
    renderScreen(CourseTagScreen, '/course/tag');
    await rowOf(before[0].id);
    const handle = screen.getByRole('button', { name: `排序 ${before[0].name}` });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    expect(await screen.findByText('排序已保存')).toBeTruthy();
    await waitFor(async () => expect((await tags()).slice(0, 2).map((t) => t.id)).toEqual([before[1].id, before[0].id]));
    expect((await tags()).slice(2).map((t) => t.id)).toEqual(before.slice(2).map((t) => t.id));
  } finally {
    Element.prototype.getBoundingClientRect = real;
  }
});

it('exports the filtered list as a CSV people can read', async () => {
  await signIn('admin');
  await create('导出标签', 950);
  const files: Blob[] = [];
  URL.createObjectURL = (b: Blob) => (files.push(b), 'blob:export');
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderRoutes([{ path: '/course/tag', element: <CourseTagScreen /> }], '/course/tag?name=%E5%AF%BC%E5%87%BA');
  await screen.findByText('导出标签');
  await userEvent.click(screen.getByRole('button', { name: /^(download )?导\s*出$/ }));
  await userEvent.click(await screen.findByText('CSV'));
  expect(await screen.findByText(/^已导出 课程标签-\d{8}-\d{4}\.csv$/)).toBeTruthy();
  expect(click).toHaveBeenCalledTimes(1);
  const bytes = await new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(files[0]);
  });
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs for UTF-8
  const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n').filter(Boolean);
  expect(lines[0].split(',')).toEqual(expect.arrayContaining(['ID', '标签名称', '颜色', '启用', '更新时间']));
  expect(lines).toHaveLength(2); // the header and the one tag the filter leaves
  expect(lines[1]).toContain('导出标签');
  expect(lines[1]).toContain('是');
  expect(lines[1]).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  click.mockRestore();
});

it('keeps the column settings on the server for the next visit', async () => {
  await signIn('admin');
  const first = (await tags())[0];
  const view = renderScreen(CourseTagScreen, '/course/tag');
  await rowOf(first.id);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('颜色');
  await userEvent.click(screen.getByRole('button', { name: '列设置' }));
  const group = await screen.findByRole('group', { name: '列设置' });
  await userEvent.click(within(group).getByRole('checkbox', { name: '颜色' }));
  await waitFor(async () => {
    const stored = await http.get<{ value: { hidden: string[] } | null }>('/account/preferences/columns:course.tag/');
    expect(stored.value?.hidden).toContain('color');
  });
  view.unmount();

  renderScreen(CourseTagScreen, '/course/tag');
  await rowOf(first.id);
  await waitFor(() => expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('颜色'));
});
