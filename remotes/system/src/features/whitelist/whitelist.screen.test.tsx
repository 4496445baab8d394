// The whitelist against the real API server: masked accounts in the list, the whole one in the
// edit form, and the import dialog's per-line report.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { renderScreen, rowOf, signIn } from '@admin/testing';
import WhitelistScreen from './whitelist-screen';

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 30_000 });

type Entry = { id: number; account: string; type: string; version: number };
const find = async (account: string) => (await http.get<{ items: Entry[] }>('/whitelist/', { params: { account } })).items;

it('masks accounts in the list and shows the whole one in the edit form', async () => {
  await signIn('admin');
  const [entry] = await find('13800138000');
  renderScreen(WhitelistScreen);
  const row = await rowOf(entry.id);
  expect(within(row).getByText('138****8000')).toBeTruthy();
  expect(within(row).queryByText('13800138000')).toBeNull();

  fireEvent.click(within(row).getByRole('button', { name: /编辑 138\*{4}8000/ }));
  const drawer = await screen.findByRole('dialog');
  await waitFor(() => expect(within(drawer).getByLabelText('手机号 / 用户 ID')).toHaveValue('13800138000'));
});

it('imports a pasted list, writes the good lines and reports the refused ones by line number', async () => {
  await signIn('admin');
  renderScreen(WhitelistScreen);
  await userEvent.click(await screen.findByRole('button', { name: '批量导入' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('账号列表'), { target: { value: '13522223333,员工,导入测试\n13800138000\n13522224444,boss' } });
  await userEvent.click(within(dialog).getByRole('button', { name: /导\s*入/ }));

  const report = await within(dialog).findByRole('status');
  expect(within(report).getByText('已导入 1 条')).toBeTruthy();
  const refused = within(report).getByRole('table');
  expect(within(refused).getByText('已在白名单中')).toBeTruthy();
  expect(within(refused).getByText(/类型「boss」无效/)).toBeTruthy();
  expect(within(refused).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['2', '3']);
  // The refused lines stay in the box to fix.
  expect(within(dialog).getByLabelText('账号列表')).toHaveValue('13800138000\n13522224444,boss');

  const [created] = await find('13522223333');
  expect(created).toMatchObject({ account: '135****3333', type: 'staff' });
  await userEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
  expect(await rowOf(created.id)).toBeTruthy();
});

it('offers the viewer no import', async () => {
  await signIn('viewer');
  const [entry] = await find('13800138000');
  renderScreen(WhitelistScreen);
  await rowOf(entry.id);
  expect(screen.queryByRole('button', { name: '批量导入' })).toBeNull();
});
