// Search keywords against the real server: synonyms typed as tags, one owner per term.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { renderScreen, rowOf, signIn } from '@admin/testing';
import SearchKeywordScreen from './search-keyword-screen';

type Keyword = { id: number; keyword: string; synonyms: string[]; match_mode: string };
const find = async (keyword: string) => (await http.get<{ items: Keyword[] }>('/base/search-keyword/', { params: { keyword } })).items;
const errorBeside = (root: HTMLElement, label: string) =>
  within(root).getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

it('types synonyms as tags, refuses one another keyword owns, and lists the saved ones', async () => {
  await signIn('admin');
  renderScreen(SearchKeywordScreen, '/homemanage/search-mgt/keyword');
  await screen.findAllByText('数学一');

  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.click(within(drawer).getByLabelText('关键词'));
  await userEvent.paste('高数');
  const synonyms = within(drawer).getByLabelText('同义词');
  await userEvent.type(synonyms, '高等数学{Enter}数一{Enter}');
  await userEvent.click(within(drawer).getByRole('radio', { name: '包含' }));
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(errorBeside(drawer, '同义词')).toBe('同义词不能与其他关键词重复：「数一」已属于关键词「数学一」'));
  expect(await find('高数')).toEqual([]);

  // Remove the taken one (its tag's close button) and save.
  const taken = within(drawer).getByTitle('数一');
  await userEvent.click(within(taken.closest('.ant-select-selection-item') as HTMLElement).getByRole('img', { hidden: true }));
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => expect((await find('高数')).map((k) => [k.synonyms, k.match_mode])).toEqual([[['高等数学'], 'contains']]));
  const saved = (await find('高数'))[0];
  expect(within(await rowOf(saved.id)).getByText('高等数学')).toBeTruthy();
});

it('tells which keyword a typed query hits, by the server’s matcher, and follows a new keyword', async () => {
  await signIn('admin');
  renderScreen(SearchKeywordScreen, '/homemanage/search-mgt/keyword');
  const box = await screen.findByRole('textbox', { name: '试一试' });
  const status = () => screen.getByRole('status').textContent ?? '';
  await userEvent.type(box, '数一真题');
  await waitFor(() => expect(status()).toBe('数学一命中关键词「数学一」（匹配词「数一」，开头一致），跳转：课程 1'));
  await userEvent.clear(box);
  await userEvent.type(box, '专升本');
  await waitFor(() => expect(status()).toBe('没有命中任何关键词，显示普通搜索结果'));

  // A keyword added now on this screen is what the same query hits.
  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.click(within(drawer).getByLabelText('关键词'));
  await userEvent.paste('专升本');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(status()).toBe('专升本命中关键词「专升本」（匹配词「专升本」，完全一致），跳转：（无链接）'));
});
