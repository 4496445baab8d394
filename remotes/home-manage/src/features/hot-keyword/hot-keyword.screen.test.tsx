// Hot search terms against the real server: the one-default-per-platform rule shown beside its
// switch, and the default marked in the list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { renderScreen, rowOf, signIn } from '@admin/testing';
import HotKeywordScreen from './hot-keyword-screen';

type Term = { id: number; word: string; is_default: boolean; platforms: number[] };
const find = async (word: string) => (await http.get<{ items: Term[] }>('/base/hot-keyword/', { params: { word } })).items;
const errorBeside = (root: HTMLElement, label: string) =>
  within(root).getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

it('refuses a second default for a platform beside the switch, then saves the term as an ordinary one', async () => {
  await signIn('admin');
  const current = (await http.get<{ items: Term[] }>('/base/hot-keyword/', { params: { is_default: 1, business_line: 1, platform: 2 } })).items[0];
  renderScreen(HotKeywordScreen, '/homemanage/search-mgt/index');
  // The default is marked in its row.
  expect(within(await rowOf(current.id)).getByText('默认')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.click(within(drawer).getByLabelText('热搜词'));
  await userEvent.paste('考研数学二');
  await userEvent.click(within(drawer).getByRole('switch', { name: '默认搜索词' }));
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(errorBeside(drawer, '默认搜索词')).toMatch(`「${current.word}」已是`));
  expect(await find('考研数学二')).toEqual([]);

  await userEvent.click(within(drawer).getByRole('switch', { name: '默认搜索词' }));
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => expect((await find('考研数学二')).map((t) => t.is_default)).toEqual([false]));
});
