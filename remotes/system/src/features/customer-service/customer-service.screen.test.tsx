// The customer-service settings document against the real server: saved with its version, a
// channel without its detail refused beside the field, read-only for the viewer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, isApiError } from '@admin/shared/api';
import { colleague, renderScreen, signIn } from '@admin/testing';
import CustomerServiceScreen from './customer-service-screen';

type Doc = { hours: string; phone: string; channels: string[]; version: number };
const read = () => http.get<Doc>('/setting/customer-service/');
const errorBeside = (root: HTMLElement, label: string) =>
  within(root).getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

it('refuses a phone channel without a number beside the field, then saves the fixed settings', async () => {
  await signIn('admin');
  renderScreen(CustomerServiceScreen, '/setting/customerNew');
  const phone = await screen.findByLabelText('客服电话');
  await waitFor(() => expect(phone).toHaveValue('400-000-0000'));
  const form = phone.closest('form')!;
  await userEvent.clear(phone);
  await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(errorBeside(form, '客服电话')).toBe('提供电话客服时请填写电话'));
  expect((await read()).version).toBe(0);

  await userEvent.type(phone, '010-12345678');
  const hours = within(form).getByLabelText('服务时间');
  await userEvent.clear(hours);
  await userEvent.type(hours, '工作日 9:00–18:00');
  await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => expect(await read()).toMatchObject({ version: 1, phone: '010-12345678', hours: '工作日 9:00–18:00' }));
});

it('marks the email required only while the email channel is offered, and saves it then', async () => {
  await signIn('admin');
  renderScreen(CustomerServiceScreen, '/setting/customerNew');
  const email = await screen.findByLabelText('客服邮箱');
  const form = email.closest('form')!;
  const marked = (label: string) => !!within(form).getByText(label).closest('label')?.classList.contains('ant-form-item-required');
  await waitFor(() => expect(within(form).getByRole('checkbox', { name: '电话客服' })).toBeChecked());
  expect(marked('客服邮箱')).toBe(false);
  expect(marked('服务时间')).toBe(false);
  expect(marked('客服电话')).toBe(true);

  await userEvent.click(within(form).getByRole('checkbox', { name: '邮件客服' }));
  await waitFor(() => expect(marked('客服邮箱')).toBe(true));
  const before = (await read()).version;
  await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(errorBeside(form, '客服邮箱')).toBe('提供邮件客服时请填写邮箱'));
  expect((await read()).version).toBe(before);
  await userEvent.type(email, 'kefu@example.com');
  await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => expect(await read()).toMatchObject({ version: before + 1, email: 'kefu@example.com' }));
});

it('shows the viewer the settings read-only, and the server refuses its write', async () => {
  await signIn('viewer');
  renderScreen(CustomerServiceScreen, '/setting/customerNew');
  const phone = await screen.findByLabelText('客服电话');
  await waitFor(() => expect(phone).toBeDisabled());
  expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  const doc = await read();
  const { version, updated_at: _u, ...rest } = doc as Doc & { updated_at: string };
  const refused = await http.put('/setting/customer-service/', { ...rest, phone: '1', version }).catch((e: unknown) => e);
  expect(isApiError(refused) && refused.code).toBe(40300);
  expect((await read()).version).toBe(version);
});

it('shows the fields a colleague changed meanwhile beside 保存, filled, and saves the chosen values', async () => {
  await signIn('admin');
  renderScreen(CustomerServiceScreen, '/setting/customerNew');
  const hours = await screen.findByLabelText('服务时间');
  const form = hours.closest('form')!;
  await waitFor(() => expect(within(form).getByLabelText('客服电话')).not.toHaveValue(''));
  // A colleague saves the same field first.
  const other = await colleague('abroad');
  const doc = await read();
  const { updated_at: _u, ...fields } = doc as Doc & { updated_at: string };
  await other.put('/setting/customer-service/', { ...fields, hours: '同事改的时间' });

  await userEvent.clear(hours);
  await userEvent.type(hours, '我改的时间');
  const save = within(form).getByRole('button', { name: /保\s*存/ });
  await userEvent.click(save);
  const warning = await within(form).findByRole('region', { name: '同事修改了你也修改的字段' });
  // The table names the field and both values.
  const row = within(warning).getByRole('row', { name: /服务时间/ });
  expect(within(row).getByText('我改的时间')).toBeTruthy();
  expect(within(row).getByText('同事改的时间')).toBeTruthy();
  // It sits beside the button the user pressed: after every field, right before the save bar.
  const fieldsEnd = within(form).getByLabelText('提示语');
  expect(fieldsEnd.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(warning.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  await userEvent.click(within(row).getByRole('radio', { name: '服务时间 同事的' }));
  await userEvent.click(within(warning).getByRole('button', { name: '按所选合并保存' }));
  await waitFor(async () => expect(await read()).toMatchObject({ hours: '同事改的时间', version: doc.version + 2 }));
});
