// Recommended courses against the real API server: one category's list, and courses added from a product system.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import type { CourseProduct, CourseRecommend, ProductSystem, TreeNode } from '@admin/shared/contract/resources';
import { t } from '@admin/shared/i18n';
import { exportColumns } from '@admin/shared/resource';
import { idle, renderScreen, rowOf, signIn } from '@admin/testing';
import CourseRecommendScreen, { resource } from './course-recommend-screen';

const recommends = async (query: Record<string, unknown> = {}) =>
  (await http.get<{ items: CourseRecommend[] }>('/course/recommend/', { params: { limit: 100, ...query } })).items;
const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

it('lists the chosen category’s recommendations and adds courses of a product system to it', async () => {
  await signIn('admin');
  const all = await recommends();
  const classifyId = all[0].classify_id;
  const category = flat(await http.get<TreeNode[]>('/course/classify/full')).find((n) => n.id === classifyId)!;
  const mine = await recommends({ classify_id: classifyId });
  const other = all.find((r) => r.classify_id !== classifyId)!;
  renderScreen(CourseRecommendScreen);
  await rowOf(all[0].id);
  // Across all categories there is no one order to drag in.
  expect(screen.queryAllByRole('button', { name: /^排序 / })).toEqual([]);

  await userEvent.click(within(screen.getByRole('tree', { name: '课程分类' })).getByText(category.name));
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${other.id}"]`)).toBeNull());
  for (const r of mine) await rowOf(r.id);
  await waitFor(() => expect(screen.getAllByRole('button', { name: /^排序 / })).toHaveLength(mine.length));

  // Courses of the first product system that this category does not recommend yet.
  const [system] = await http.get<ProductSystem[]>('/base/get-pro-sys/');
  const offered = (await http.get<{ items: CourseProduct[] }>('/course/product/sys/', { params: { product_sys_id: system.id, limit: 100 } })).items;
  const fresh = offered.find((p) => !mine.some((r) => r.product_id === p.id))!;
  // One of the system's courses this category recommends already (recommended here if none is).
  let taken = offered.find((p) => mine.some((r) => r.product_id === p.id));
  if (!taken) {
    taken = offered.find((p) => p.id !== fresh.id)!;
    await http.post('/course/recommend/', { classify_id: classifyId, product_id: taken.id });
  }

  await userEvent.click(screen.getByRole('button', { name: '按商品体系添加' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`按商品体系添加到「${category.name}」`)).toBeTruthy();
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '商品体系' }));
  const option = await waitFor(() => {
    const el = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${system.name}"]`);
    if (!el) throw new Error('no option yet');
    return el;
  });
  fireEvent.click(option);
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: `选择 ${fresh.name}` }));
  // One already recommended here is marked and cannot be ticked again.
  const takenBox = within(dialog).getByRole('checkbox', { name: `选择 ${taken.name}` });
  await waitFor(() => expect(takenBox).toBeDisabled());
  expect(within(takenBox.closest('tr')!).getByText('已推荐')).toBeTruthy();
  expect(
    within(dialog)
      .getByRole('checkbox', { name: `选择 ${fresh.name}` })
      .closest('tr')!.textContent,
  ).not.toContain('已推荐');
  await userEvent.click(within(dialog).getByRole('button', { name: /添加所选/ }));
  await waitFor(async () => expect((await recommends({ classify_id: classifyId })).map((r) => r.product_id)).toContain(fresh.id));
  expect((await recommends({ classify_id: classifyId })).filter((r) => r.product_id === taken.id)).toHaveLength(1);
  await idle();
});

it('offers the viewer no way to add', async () => {
  await signIn('viewer');
  const [first] = await recommends();
  renderScreen(CourseRecommendScreen);
  await rowOf(first.id);
  expect(screen.queryByRole('button', { name: '按商品体系添加' })).toBeNull();
});

it('exports the category by name, as the list shows it', async () => {
  await signIn('admin');
  const [first] = await recommends();
  const category = flat(await http.get<TreeNode[]>('/course/classify/full')).find((n) => n.id === first.classify_id)!;
  const columns = await exportColumns(
    resource,
    [
      { key: 'id', label: 'ID' },
      { key: 'classify_id', label: '课程分类' },
    ],
    t,
  );
  const classify = columns.find((c) => c.field === 'classify_id')!;
  expect(classify.options).toContainEqual({ value: category.id, label: category.name });
});
