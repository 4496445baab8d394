// The recycle bin of the kit against the real API server: delete confirmations that name what is
// deleted and where it comes back from, the list toolbar's 回收站 (restore one or several, a
// refused restore explained), and 恢复 on a delete in the operation log.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { confirmDelete, idle, renderRoutes, renderScreen, rowOf, signIn } from '@admin/testing';
import ReferenceGroupScreen from '../reference-group/reference-group-screen';
import OperationLogScreen from './operation-log-screen';

jest.setTimeout(240_000);

type Group = { id: number; name: string; version: number };
const RG = '/setting/reference-group/';
const create = (name: string) => http.post<Group>(RG, { name, qr_image: '/uploads/x.png', capacity: 100 });
const gone = (id: number) => waitFor(() => expect(document.querySelector(`tr[data-row-key="${id}"]`)).toBeNull());
const binDrawer = async () => (await screen.findByText(/^回收站 · /)).closest<HTMLElement>('.ant-drawer')!;
const binRow = async (drawer: HTMLElement, name: string) => (await within(drawer).findByText(name)).closest<HTMLElement>('tr')!;

it('names the row in the delete confirmation, keeps it in the 回收站 and restores it from there', async () => {
  await signIn('admin');
  const g = await create('回收站界面群');
  renderScreen(ReferenceGroupScreen, '/setting/reference-group');
  fireEvent.click(within(await rowOf(g.id)).getByRole('button', { name: /删除.*回收站界面群|回收站界面群.*删除/ }));
  const pop = (await screen.findByText('删除「回收站界面群」？')).closest<HTMLElement>('.ant-popover')!;
  expect(within(pop).getByText('删除后可在本列表工具栏的「回收站」中恢复。')).toBeTruthy();
  expect(within(pop).queryByText(/无法恢复/)).toBeNull();
  await confirmDelete();
  expect(await screen.findByText('已删除「回收站界面群」，可在回收站中恢复')).toBeTruthy();
  await gone(g.id);

  await userEvent.click(screen.getByRole('button', { name: '回收站' }));
  const drawer = await binDrawer();
  expect(await within(drawer).findByText(/删除的记录保留 30 天/)).toBeTruthy();
  const row = await binRow(drawer, '回收站界面群');
  expect(within(row).getByText('admin')).toBeTruthy();
  await userEvent.click(within(row).getByRole('button', { name: '恢复 回收站界面群' }));
  expect(await screen.findByText('已恢复「回收站界面群」')).toBeTruthy();
  await waitFor(() => expect(within(drawer).queryByText('回收站界面群')).toBeNull());
  // The list read again: the row is back with its id.
  await rowOf(g.id);
});

it('names the first rows of a bulk delete and how many more, and restores the selected ones together', async () => {
  await signIn('admin');
  const groups: Group[] = [];
  for (let i = 1; i <= 7; i++) groups.push(await create(`批量回收群 ${i}`));
  // Newest first: the seven rows on the first page.
  renderRoutes([{ path: '/setting/reference-group', element: <ReferenceGroupScreen /> }], '/setting/reference-group?ordering=-id');
  for (const g of groups) await userEvent.click(within(await rowOf(g.id)).getByRole('checkbox', { name: `选择 ${g.name}` }));
  await userEvent.click(within(screen.getByRole('region', { name: '已选 7 项' })).getByRole('button', { name: /删\s*除/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('删除选中的 7 项？').length).toBeGreaterThan(0);
  // In the list's order (newest first): the first five, then the count.
  expect(within(dialog).getByText('「批量回收群 7」、「批量回收群 6」、「批量回收群 5」、「批量回收群 4」、「批量回收群 3」 等 7 项')).toBeTruthy();
  expect(within(dialog).getByText('删除后可在本列表工具栏的「回收站」中恢复。')).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
  expect(await screen.findByText('已删除 7 项')).toBeTruthy();
  for (const g of groups) await gone(g.id);

  await userEvent.click(screen.getByRole('button', { name: '回收站' }));
  const drawer = await binDrawer();
  await binRow(drawer, '批量回收群 1');
  for (const name of ['批量回收群 1', '批量回收群 2']) await userEvent.click(within(drawer).getByRole('checkbox', { name: `选择 ${name}` }));
  await userEvent.click(within(drawer).getByRole('button', { name: '恢复选中的 2 项' }));
  expect(await screen.findByText('已恢复 2 项')).toBeTruthy();
  await rowOf(groups[0].id);
  await rowOf(groups[1].id);
  expect(document.querySelector(`tr[data-row-key="${groups[2].id}"]`)).toBeNull();
});

it('explains a refused restore in the drawer: the name another record now has', async () => {
  await signIn('admin');
  const g = await create('回收站重名群');
  await http.delete(`${RG}${g.id}/`, { data: { version: g.version } });
  const other = await create('回收站重名群');
  renderScreen(ReferenceGroupScreen, '/setting/reference-group');
  await rowOf(other.id);
  await userEvent.click(screen.getByRole('button', { name: '回收站' }));
  const drawer = await binDrawer();
  await userEvent.click(within(await binRow(drawer, '回收站重名群')).getByRole('button', { name: '恢复 回收站重名群' }));
  const alert = await within(drawer).findByRole('alert');
  expect(alert.textContent).toContain('「回收站重名群」不能恢复');
  expect(alert.textContent).toContain(`ID ${other.id}`);
  // Still in the bin, nothing written.
  expect(within(drawer).getByText('回收站重名群')).toBeTruthy();
});

it('offers 恢复 on a delete in the operation log, and its 回收站 of every resource', async () => {
  await signIn('admin');
  const g = await create('日志恢复群');
  await http.delete(`${RG}${g.id}/`, { data: { version: g.version } });
  renderRoutes(
    [{ path: '/setting/operation-log', element: <OperationLogScreen /> }],
    `/setting/operation-log?resource=setting.reference_group&record_id=${g.id}`,
  );
  await idle();
  await waitFor(() => expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(2));
  await userEvent.click(screen.getByRole('button', { name: '回收站' }));
  const all = (await screen.findByText('回收站', { selector: '.ant-drawer-title' })).closest<HTMLElement>('.ant-drawer')!;
  expect(within(await binRow(all, '日志恢复群')).getByText('备考群')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: `从回收站恢复 备考群 (setting.reference_group) ${g.id}` }));
  expect(await screen.findByText(`已恢复 备考群 (setting.reference_group) ${g.id}`)).toBeTruthy();
  expect((await http.get<Group>(`${RG}${g.id}/`)).name).toBe('日志恢复群');
});
