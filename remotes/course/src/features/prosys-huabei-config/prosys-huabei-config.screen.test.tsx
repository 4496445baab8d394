// Huabei instalments per product system against the real API server: the list shows systems by
// name and amounts in yuan; an interest-free period that is not offered is refused beside its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { idle, pick, renderScreen, rowOf, signIn } from '@admin/testing';
import HuabeiScreen from './prosys-huabei-config-screen';

type Config = { id: number; product_sys_id: number; periods: number[]; interest_free_periods: number[]; min_amount: number; version: number };
const configs = async () => (await http.get<{ items: Config[] }>('/payment/prosys-huabei-config/', { params: { limit: 100 } })).items;
const group = (drawer: HTMLElement, label: string) => within(drawer).getByLabelText(label).closest('.ant-form-item') as HTMLElement;

it('shows each product system by name with its minimum in yuan', async () => {
  await signIn('admin');
  const [first] = await configs();
  renderScreen(HuabeiScreen);
  const row = await rowOf(first.id);
  await waitFor(() => expect(within(row).getByText('考研全程班体系')).toBeTruthy());
  expect(within(row).getByText('¥1000.00')).toBeTruthy();
  expect(within(row).getAllByText('12 期').length).toBe(1);
  // A configuration is named by its product system (e.g. in the delete confirmation).
  expect(within(row).getByRole('button', { name: /^删除 考研全程班体系$/ })).toBeTruthy();
});

it('creates a configuration once its interest-free periods are among those offered', async () => {
  await signIn('admin');
  const before = await configs();
  renderScreen(HuabeiScreen);
  await rowOf(before[0].id);
  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await pick(drawer, '商品体系', '留学语言培训体系');
  const offered = group(drawer, '可选分期期数');
  await userEvent.click(within(offered).getByRole('checkbox', { name: '3 期' }));
  await userEvent.click(within(offered).getByRole('checkbox', { name: '6 期' }));
  await userEvent.click(within(group(drawer, '免息期数')).getByRole('checkbox', { name: '12 期' }));
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  expect(await within(drawer).findByText('免息期数 12 不在可选分期期数中')).toBeTruthy();
  expect(await configs()).toHaveLength(before.length);

  await userEvent.click(within(group(drawer, '免息期数')).getByRole('checkbox', { name: '12 期' }));
  await userEvent.click(within(group(drawer, '免息期数')).getByRole('checkbox', { name: '3 期' }));
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => {
    const made = (await configs()).find((c) => c.product_sys_id === 5);
    expect(made).toMatchObject({ periods: [3, 6], interest_free_periods: [3], min_amount: 10_000 });
  });
  await idle();
});

it('takes the minimum amount typed in yuan with two decimals and stores it in cents', async () => {
  await signIn('admin');
  const [first] = await configs();
  renderScreen(HuabeiScreen);
  const row = await rowOf(first.id);
  await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
  const drawer = await screen.findByRole('dialog');
  const amount = (await within(drawer).findByLabelText('最低金额')) as HTMLInputElement;
  await waitFor(() => expect(amount.value).toBe('1000.00'));
  await userEvent.clear(amount);
  await userEvent.type(amount, '850.50');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => expect((await configs()).find((c) => c.id === first.id)?.min_amount).toBe(85_050));
  await idle();
});

it('answers the viewer’s write with 40300 and leaves the record as it was', async () => {
  await signIn('viewer');
  const [first] = await configs();
  const error = await http.patch(`/payment/prosys-huabei-config/${first.id}/`, { is_enable: false, version: first.version }).then(
    () => null,
    (e: { code?: number }) => e.code,
  );
  expect(error).toBe(40300);
  expect((await configs())[0].version).toBe(first.version);
});
