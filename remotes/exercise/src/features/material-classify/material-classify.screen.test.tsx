// The material category tree against the real server: counts, and a delete that first asks where the materials go.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import type { MaterialClassifyNode } from '@admin/shared/contract/resources';
import { renderScreen, signIn } from '@admin/testing';
import MaterialClassifyScreen from './material-classify-screen';

const flat = (nodes: MaterialClassifyNode[]): MaterialClassifyNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const tree = async () => flat(await http.get<MaterialClassifyNode[]>('/practice/material/classify/tree/'));
const named = (name: string) => screen.queryAllByText(name, { selector: '.material-classify-name' });

it('shows each category with its materials, and deletes one only once its materials have somewhere to go', async () => {
  await signIn('admin');
  const before = await tree();
  const maths2 = before.find((n) => n.name === '数学二')!;
  const maths1 = before.find((n) => n.name === '数学一')!;
  expect(maths2.material_count).toBeGreaterThan(0);
  renderScreen(MaterialClassifyScreen);
  await waitFor(() => expect(named('数学二')).toHaveLength(1));
  expect(screen.getAllByText(`${maths2.material_count} 份资料`).length).toBeGreaterThan(0);

  await userEvent.click(screen.getByRole('button', { name: '删除「数学二」' }));
  const confirm = await screen.findByRole('dialog');
  expect(within(confirm).getByText(`「数学二」下还有 ${maths2.material_count} 份资料，删除前请选择把它们移到哪个分类：`)).toBeTruthy();
  // Without a target there is nothing to confirm.
  expect(within(confirm).getByRole('button', { name: /确\s*定|OK/ })).toBeDisabled();

  fireEvent.mouseDown(within(confirm).getByRole('combobox', { name: '资料移到' }));
  await userEvent.click(await screen.findByTitle('数学一'));
  await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(named('数学二')).toHaveLength(0));
  const after = await tree();
  expect(after.some((n) => n.id === maths2.id)).toBe(false);
  expect(after.find((n) => n.id === maths1.id)!.material_count).toBe(maths1.material_count + maths2.material_count);
});

it('adds a subcategory last among its siblings', async () => {
  await signIn('admin');
  renderScreen(MaterialClassifyScreen);
  await waitFor(() => expect(named('英语')).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: '在「英语」下新增子分类' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('分类名称'), '英语真题');
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(async () => {
    const english = (await http.get<MaterialClassifyNode[]>('/practice/material/classify/tree/')).find((n) => n.name === '英语')!;
    expect(english.children.map((n) => n.name)).toEqual(['英语一', '英语二', '英语真题']);
  });
});

it('shows the viewer the tree without a write control', async () => {
  await signIn('viewer');
  renderScreen(MaterialClassifyScreen);
  await waitFor(() => expect(named('政治')).toHaveLength(1));
  expect(screen.queryByRole('button', { name: /新增一级分类/ })).toBeNull();
  expect(screen.queryByRole('button', { name: '删除「政治」' })).toBeNull();
  expect(screen.queryByRole('switch')).toBeNull();
});
