// App versions against the real server: a version not higher than the platform's latest is
// refused beside the field (semantic order: 3.9.9 < 3.10.0) and the form keeps what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { pick, renderScreen, rowOf, signIn } from '@admin/testing';
import AppVersionScreen from './app-version-screen';

type Page = { items: { id: number; version_name: string; platform: number; force_update: boolean }[]; total: number };
const errorBeside = (root: HTMLElement, label: string) =>
  within(root).getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

it('refuses 3.9.9 after Android 3.10.0, and saves 3.11.0', async () => {
  await signIn('admin');
  renderScreen(AppVersionScreen, '/setting/index');
  await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await pick(drawer, '平台', 'Android');
  const version = within(drawer).getByLabelText('版本号');
  await userEvent.type(version, '3.9.9');
  await userEvent.type(within(drawer).getByLabelText('构建号'), '401');
  await userEvent.type(within(drawer).getByLabelText('最低支持版本'), '3.2.0');
  await userEvent.type(within(drawer).getByLabelText('更新说明'), '修复闪退');
  await userEvent.type(within(drawer).getByLabelText('下载地址'), 'https://download.example.com/app/android-3.11.0.apk');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(errorBeside(drawer, '版本号')).toBe('版本号必须高于 Android 当前最新版本 3.10.0'));
  expect(within(drawer).getByLabelText('更新说明')).toHaveValue('修复闪退');

  await userEvent.clear(version);
  await userEvent.type(version, '3.11.0');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const android = (await http.get<Page>('/setting/app-version/', { params: { platform: 2, limit: 100 } })).items;
  expect(android.map((v) => v.version_name).sort()).toEqual(['3.10.0', '3.11.0', '3.9.2']);
  // The list marks the new one as the platform's latest, and no longer the one before it.
  const [newest, previous] = ['3.11.0', '3.10.0'].map((n) => android.find((v) => v.version_name === n)!);
  await waitFor(async () => expect(within(await rowOf(newest.id)).queryByText('最新')).not.toBeNull());
  expect(within(await rowOf(previous.id)).queryByText('最新')).toBeNull();
});
