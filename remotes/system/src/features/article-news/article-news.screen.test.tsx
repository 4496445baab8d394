// News against the real server: the preview shows a saved article as readers see it, and
// publishing an empty article is refused beside the body, writing nothing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { DEMO_IMAGE } from '@admin/shared/contract/resources';
import { pagerTotal, pick, renderScreen, rowOf, signIn } from '@admin/testing';
import NewsScreen from './article-news-screen';

type News = { id: number; title: string; status: string; body: string };
type Page = { items: News[]; total: number };

it('previews a published article with its cover, summary and formatted body', async () => {
  await signIn('viewer');
  const news = (await http.get<Page>('/article/news/', { params: { title: '专硕扩招' } })).items[0];
  renderScreen(NewsScreen, '/article/news');
  const row = await rowOf(news.id);
  expect(within(row).queryByLabelText(`编辑 ${news.title}`)).toBeNull();
  await userEvent.click(within(row).getByRole('button', { name: `预览 ${news.title}` }));
  const dialog = await screen.findByRole('dialog');
  const article = within(dialog).getByRole('article', { name: news.title });
  expect(within(article).getByText('政策解读')).toBeInTheDocument();
  expect(within(article).getByText('专业学位硕士招生规模继续扩大，哪些专业受益最多？')).toBeInTheDocument();
  expect(
    within(article)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['工程类', '教育类', '医学类']);
  expect(article.querySelector('img')?.getAttribute('src')).toBe(DEMO_IMAGE);
  expect(within(article).getByText('2026-10-20', { exact: false })).toBeInTheDocument();
});

it('refuses to publish an article without a body, beside the body, and writes nothing', async () => {
  await signIn('admin');
  renderScreen(NewsScreen, '/article/news');
  const before = await pagerTotal();
  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.type(within(drawer).getByLabelText('标题', { selector: 'input' }), '空资讯');
  await pick(drawer, '分类', '考研资讯');
  await userEvent.click(within(drawer).getByRole('radio', { name: '已发布' }));
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(within(drawer).getByText('发布前请填写正文')).toBeInTheDocument());
  expect((await http.get<Page>('/article/news/', { params: { limit: 1 } })).total).toBe(before);
});

it('marks a published article whose time is still ahead as scheduled', async () => {
  await signIn('admin');
  const later = await http.post<News>('/article/news/', {
    title: '定时资讯',
    category: 'policy',
    body: '<p>正文</p>',
    status: 'published',
    publish_at: '2030-01-01T09:00:00+08:00',
  });
  const now = await http.post<News>('/article/news/', { title: '即时资讯', category: 'policy', body: '<p>正文</p>', status: 'published' });
  renderScreen(NewsScreen, '/article/news');
  expect(within(await rowOf(later.id)).getByText('定时发布')).toBeInTheDocument();
  expect(within(await rowOf(now.id)).getByText('已发布')).toBeInTheDocument();
});
