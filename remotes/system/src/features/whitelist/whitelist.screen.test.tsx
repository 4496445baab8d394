// The whitelist against the real API server: masked accounts in the list, the whole one in the
// edit form, and the import dialog's per-line report.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { formatDateTime } from '@admin/shared/format';
import { renderScreen, rowOf, signIn } from '@admin/testing';
import WhitelistScreen from './whitelist-screen';

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

it('shows an entry by user id whole, with the user’s nickname beside it', async () => {
  await signIn('admin');
  const [entry] = (await find('3')).filter((e) => e.account === '3');
  const user = await http.get<{ id: number; nickname: string }>('/account/user/3/');
  renderScreen(WhitelistScreen);
  const row = await rowOf(entry.id);
  expect(within(row).getByText('3')).toBeTruthy();
  await waitFor(() => expect(within(row).getByText(user.nickname)).toBeTruthy());
  expect(row.textContent).not.toMatch(/\*/);
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
  expect(
    within(refused)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0].textContent),
  ).toEqual(['2', '3']);
  // The refused lines stay in the box to fix.
  expect(within(dialog).getByLabelText('账号列表')).toHaveValue('13800138000\n13522224444,boss');

  const [created] = await find('13522223333');
  expect(created).toMatchObject({ account: '135****3333', type: 'staff' });
  await userEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
  expect(await rowOf(created.id)).toBeTruthy();
});

// A CSV as Excel on Chinese Windows saves it (GBK): '13800138001,测试,GBK 备注' and
// '13911112222,,默认类型的备注' (a row taking the dialog's default type).
const GBK_CSV = new Uint8Array([
  ...[49, 51, 56, 48, 48, 49, 51, 56, 48, 48, 49, 44, 178, 226, 202, 212, 44, 71, 66, 75, 32, 177, 184, 215, 162],
  13,
  10,
  ...[49, 51, 57, 49, 49, 49, 49, 50, 50, 50, 50, 44, 44, 196, 172, 200, 207, 192, 224, 208, 205, 181, 196, 177, 184, 215, 162],
  13,
  10,
]);
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

it('imports a GBK-encoded CSV as the Chinese it holds', async () => {
  await signIn('admin');
  renderScreen(WhitelistScreen);
  await userEvent.click(await screen.findByRole('button', { name: '批量导入' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.upload(fileInput(dialog), new File([GBK_CSV], '白名单.csv', { type: 'text/csv' }));
  const box = within(dialog).getByLabelText<HTMLTextAreaElement>('账号列表');
  await waitFor(() => expect(box.value.replace(/\r\n/g, '\n')).toBe('13800138001,测试,GBK 备注\n13911112222,,默认类型的备注\n'));
  await userEvent.click(within(dialog).getByRole('button', { name: /导\s*入/ }));
  expect(within(await within(dialog).findByRole('status')).getByText('已导入 2 条')).toBeTruthy();

  type Full = Entry & { note: string };
  const one = async (account: string) => (await http.get<{ items: Full[] }>('/whitelist/', { params: { account } })).items[0];
  expect(await one('13800138001')).toMatchObject({ type: 'tester', note: 'GBK 备注' });
  expect(await one('13911112222')).toMatchObject({ type: 'tester', note: '默认类型的备注' });
});

it('refuses a file that is not text in UTF-8 or GBK, saying so', async () => {
  await signIn('admin');
  renderScreen(WhitelistScreen);
  await userEvent.click(await screen.findByRole('button', { name: '批量导入' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.upload(fileInput(dialog), new File([new Uint8Array([0x31, 0x33, 0xff, 0xff, 0x80, 0x2c])], 'broken.csv', { type: 'text/csv' }));
  expect((await within(dialog).findByRole('alert')).textContent).toMatch(/不是 UTF-8 或 GBK（GB18030）编码的文本/);
  expect(within(dialog).getByLabelText('账号列表')).toHaveValue('');
});

it('offers the viewer no import', async () => {
  await signIn('viewer');
  const [entry] = await find('13800138000');
  renderScreen(WhitelistScreen);
  await rowOf(entry.id);
  expect(screen.queryByRole('button', { name: '批量导入' })).toBeNull();
});

it('shows 有效期 in the console’s one time format', async () => {
  await signIn('admin');
  const entry = await http.post<Entry & { expires_at: string }>('/whitelist/', {
    account: '13522225555',
    type: 'staff',
    expires_at: '2027-06-30T23:59:59+08:00',
  });
  renderScreen(WhitelistScreen);
  const row = await rowOf(entry.id);
  expect(within(row).getByText(new RegExp(formatDateTime('2027-06-30T23:59:59+08:00')))).toBeTruthy();
  expect(row.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  expect(row.textContent).not.toMatch(/\d{4}\/\d{1,2}\/\d{1,2}/);
});
