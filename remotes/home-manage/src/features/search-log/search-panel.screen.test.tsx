// The "what students search" panel on both search screens, against the real server and its
// seeded search log: a query with no result added as a keyword in one click, a rising one as a
// hot term; the viewer sees the lists without the buttons.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { renderScreen, signIn } from '@admin/testing';
import HotKeywordScreen from '../hot-keyword/hot-keyword-screen';
import SearchKeywordScreen from '../search-keyword/search-keyword-screen';

type Rec = Record<string, unknown>;
const listOf = async (name: string) => within(await screen.findByRole('list', { name }));

it('adds a query that found nothing as a keyword in one click, which the try box then hits', async () => {
  await signIn('admin');
  renderScreen(SearchKeywordScreen, '/homemanage/search-mgt/keyword');
  const noResult = await listOf('无结果的搜索');
  await userEvent.click(await noResult.findByRole('button', { name: '把“同等学力申硕”加为关键词' }));
  await screen.findByText('已添加“同等学力申硕”');
  await waitFor(async () => expect((await http.get<{ items: Rec[] }>('/base/search-keyword/', { params: { keyword: '同等学力申硕' } })).items).toHaveLength(1));
  // The panel reads again: the query is covered now, and its button is gone.
  await (await listOf('无结果的搜索')).findByText('命中关键词「同等学力申硕」');
  expect(noResult.queryByRole('button', { name: '把“同等学力申硕”加为关键词' })).toBeNull();

  await userEvent.type(screen.getByRole('textbox', { name: '试一试' }), '同等学力申硕');
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('命中关键词「同等学力申硕」'));
});

it('adds a rising query as a hot term of the line the list shows, over the chosen period', async () => {
  await signIn('admin');
  renderScreen(HotKeywordScreen, '/homemanage/search-mgt/index');
  const rising = await listOf('上升最快');
  await rising.findByText('2027 考研报名');
  await userEvent.click(rising.getByRole('button', { name: '把“肖四”加为热搜词' }));
  await waitFor(async () =>
    expect((await http.get<{ items: Rec[] }>('/base/hot-keyword/', { params: { word: '肖四' } })).items.map((h) => h.business_line)).toEqual([1]),
  );
  await waitFor(async () => expect(within((await listOf('上升最快')).getByText('肖四').closest('li')!).queryByText('已是热搜词')).not.toBeNull());
  // The period switches the counts: a month holds more searches than a week.
  const total = () => screen.getByText(/次搜索$/).textContent ?? '';
  const week = total();
  await userEvent.click(screen.getByText('近 30 天'));
  await waitFor(() => expect(total()).not.toBe(week));
  expect(total()).toMatch(/^近 30 天共 \d+ 次搜索$/);
});

it('shows the viewer the lists without a way to add', async () => {
  await signIn('viewer');
  renderScreen(SearchKeywordScreen, '/homemanage/search-mgt/keyword');
  await (await listOf('热门搜索')).findByText('考研数学一');
  expect(screen.queryByRole('button', { name: /加为关键词$/ })).toBeNull();
});
