// The ad screens against the real API server and database: list, search, create, edit, expire,
// delete as the ads account; viewer sees no write action and the server refuses its writes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, isApiError } from '@admin/shared/api';
import { colleague, confirmDelete, idle, pagerTotal, pick, renderRoutes, rowOf, signIn, toasts } from '@admin/testing';
import '../../routes'; // the route titles the screens show, as the console has them
import { screenFor } from './ad-screen';

/** The screens of these /ad routes in one router at `path` (so place tabs can navigate). */
const renderRoute = (path: string, others: readonly string[] = []) =>
  renderRoutes(
    [path, ...others].map((p) => {
      const Screen = screenFor(p).default;
      return { path: p, element: <Screen /> };
    }),
    path,
  );

type Ad = { id: number; title: string; version: number; is_marked_expired: boolean; platforms: number[] };
type Page = { items: Ad[]; total: number };

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const save = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: /保\s*存/ }));
const search = () => screen.getByRole('search');
const totalOf = async (path: string, params: Record<string, unknown>) => (await http.get<Page>(path, { params: { ...params, limit: 1 } })).total;
/** Waits for the list to show this total (a search's answer), then for it to settle. */
async function shows(total: number) {
  await waitFor(() => expect(screen.getByText(`共 ${total} 条`)).toBeInTheDocument());
  await idle();
}

async function typeRange(root: HTMLElement, start: string, end: string) {
  const [from, to] = within(root).getAllByPlaceholderText(/开始时间|结束时间/);
  await userEvent.click(from);
  await userEvent.type(from, start);
  await userEvent.keyboard('{Enter}');
  await userEvent.type(to, end);
  await userEvent.keyboard('{Enter}');
}

describe('as the ads account', () => {
  beforeAll(() => signIn('ads'));

  it('creates a launch ad with an uploaded image, finds it, edits it and deletes it', async () => {
    renderRoute('/ad/index');
    const before = await pagerTotal();
    expect(before).toBe((await http.get<Page>('/base/ads/launch', { params: { limit: 1 } })).total);

    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    let drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByLabelText('标题'));
    await userEvent.paste('  冬季集训营开屏  ');
    const file = within(drawer).getByLabelText('上传图片 图片').closest('.ant-upload')!.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(file, new File([PNG], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(within(drawer).getByAltText('图片')).toHaveAttribute('src', expect.stringMatching(/^\/uploads\/[0-9a-f]+\.png$/)));
    await typeRange(drawer, '2026-12-01 08:00:00', '2026-12-31 08:00:00');
    await userEvent.click(within(drawer).getByLabelText('Android'));
    await userEvent.click(within(drawer).getByLabelText('iOS'));
    await save(drawer);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await pagerTotal()).toBe(before + 1);

    const created = (await http.get<Page>('/base/ads/launch', { params: { title: '冬季集训营开屏' } })).items;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ title: '冬季集训营开屏', platforms: [2, 3], version: 1 }); // trimmed on blur

    await userEvent.type(within(search()).getByLabelText('标题'), '冬季集训营');
    await userEvent.click(within(search()).getByRole('button', { name: /查\s*询/ }));
    await shows(1);

    await userEvent.click(screen.getByLabelText('编辑 冬季集训营开屏'));
    drawer = await screen.findByRole('dialog');
    const title = await within(drawer).findByLabelText('标题');
    await waitFor(() => expect(title).toHaveValue('冬季集训营开屏'));
    await userEvent.clear(title);
    await userEvent.paste('冬季集训营开屏（改）');
    await save(drawer);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('冬季集训营开屏（改）')).toBeInTheDocument();
    const edited = await http.get<Ad>(`/base/ads/launch/${created[0].id}`);
    expect(edited).toMatchObject({ title: '冬季集训营开屏（改）', version: 2, platforms: [2, 3] });

    await userEvent.click(screen.getByLabelText('删除 冬季集训营开屏（改）'));
    await confirmDelete();
    await waitFor(() => expect(screen.getByText('共 0 条')).toBeInTheDocument());
    await expect(http.get(`/base/ads/launch/${created[0].id}`, { silent: true })).rejects.toMatchObject({ code: 40400 });
  });

  it('marks a search-page ad expired and back, shows the mark and filters by it', async () => {
    const fresh = (await http.get<Page>('/base/ads/search_page', { params: { is_marked_expired: 0, ordering: '-id', limit: 1 } })).items[0];
    renderRoute('/ad/searchAd');
    await pagerTotal();
    await userEvent.type(within(search()).getByLabelText('标题'), fresh.title);
    await userEvent.click(within(search()).getByRole('button', { name: /查\s*询/ }));
    await shows(await totalOf('/base/ads/search_page', { title: fresh.title }));
    let row = await rowOf(fresh.id);
    expect(within(row).queryByText('已过期')).toBeNull();

    await userEvent.click(within(row).getByLabelText(`标记过期 ${fresh.title}`));
    await waitFor(() => expect(within(row).getByText('已过期')).toBeInTheDocument());
    expect(row).toHaveAttribute('data-marked', 'true');
    expect(await http.get<Ad>(`/base/ads/search_page/${fresh.id}/`)).toMatchObject({ is_marked_expired: true, version: fresh.version + 1 });

    await pick(search(), '标记过期', '是');
    await userEvent.click(within(search()).getByRole('button', { name: /查\s*询/ }));
    await shows(await totalOf('/base/ads/search_page', { title: fresh.title, is_marked_expired: 1 }));
    row = await rowOf(fresh.id);
    const marked = screen.getAllByRole('row').slice(1);
    for (const r of marked) expect(within(r).getByText('已过期')).toBeInTheDocument();

    await userEvent.click(within(row).getByLabelText(`标记过期 ${fresh.title}`));
    // The row is looked up again: a re-render may replace its element (the old one keeps the tag).
    await waitFor(() => expect(document.querySelector(`tr[data-row-key="${fresh.id}"]`)?.textContent ?? '').not.toContain('已过期'));
    expect((await http.get<Ad>(`/base/ads/search_page/${fresh.id}/`)).is_marked_expired).toBe(false);
  });

  it('merges a colleague’s change to another field, and shows the conflict when both changed one (two sessions)', async () => {
    const admin = await colleague('admin'); // another account: the ads session stays valid
    const first = (await http.get<Page>('/base/ads/recommend_top', { params: { ordering: 'id', limit: 1 } })).items[0];
    const path = `/base/ads/recommend_top/${first.id}/`;
    const fields = async () => {
      const { id: _id, kind: _k, created_at: _c, updated_at: _u, ...rest } = await admin.get<Record<string, unknown>>(path);
      return rest;
    };
    await admin.put(path, { ...(await fields()), title: '合并测试广告', sort: 1 });
    renderRoute('/ad/recommendTop');
    await pagerTotal();

    // Different fields: the colleague changes the order while we retitle; both remain.
    await userEvent.click(within(await rowOf(first.id)).getByLabelText('编辑 合并测试广告'));
    let drawer = await screen.findByRole('dialog');
    let title = await within(drawer).findByLabelText('标题');
    await waitFor(() => expect(title).toHaveValue('合并测试广告'));
    await admin.put(path, { ...(await fields()), sort: 42 });
    await userEvent.clear(title);
    await userEvent.type(title, '我的标题');
    await save(drawer);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.body).toHaveTextContent('同事修改了 排序（小的在前），已与你的修改合并保存'));
    expect(await http.get<Ad>(path)).toMatchObject({ title: '我的标题', sort: 42 });

    // The same field: the second to save sees mine and theirs and picks.
    await userEvent.click(within(await rowOf(first.id)).getByLabelText('编辑 我的标题'));
    drawer = await screen.findByRole('dialog');
    title = await within(drawer).findByLabelText('标题');
    await waitFor(() => expect(title).toHaveValue('我的标题'));
    await admin.put(path, { ...(await fields()), title: '同事的标题', sort: 7 });
    await userEvent.clear(title);
    await userEvent.type(title, '我的第二个标题');
    await save(drawer);
    const view = await within(drawer).findByText('同事修改了你也修改的字段');
    const row = within(drawer).getByText('标题', { selector: 'th' }).closest('tr')!;
    expect(row).toHaveTextContent('我的第二个标题');
    expect(row).toHaveTextContent('同事的标题');
    expect(view).toBeInTheDocument();
    expect(title).toHaveValue('我的第二个标题');
    expect((await http.get<Ad>(path)).title).toBe('同事的标题'); // nothing written yet

    await userEvent.click(within(drawer).getByRole('button', { name: '按所选合并保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await http.get<Ad>(path)).toMatchObject({ title: '我的第二个标题', sort: 7 });
  });

  it('switches between the PC, App and H5 banner places, each with its own ads', async () => {
    renderRoute('/ad/banner', ['/ad/bannermd', '/ad/bannerh5']);
    expect(await pagerTotal()).toBe((await http.get<Page>('/base/ads/banner/', { params: { limit: 1 } })).total);
    const places = screen.getByRole('navigation', { name: '广告位' });
    await userEvent.click(within(places).getByText('App'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Banner 配置（移动端）' })).toBeInTheDocument());
    const app = await http.get<Page>('/base/ads/banner_md/', { params: { limit: 1 } });
    expect(await pagerTotal()).toBe(app.total);
    expect(within(screen.getByRole('search')).getByLabelText('平台')).toBeInTheDocument();
  });

  it('edits the "my" page ad settings above its ad list', async () => {
    renderRoute('/ad/personal');
    const max = await screen.findByLabelText('最多展示条数');
    const before = await http.get<{ config: { max_count: number }; version: number }>('/base/my_home_ad/config/');
    await waitFor(() => expect(max).toHaveValue(String(before.config.max_count)));
    expect(await pagerTotal()).toBe((await http.get<Page>('/base/ads/my_home_page', { params: { limit: 1 } })).total);
    await userEvent.clear(max);
    await userEvent.type(max, '11');
    const form = max.closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    expect(await within(form).findByText('不能大于 10')).toBeInTheDocument();
    await userEvent.clear(max);
    await userEvent.type(max, '7');
    await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    await waitFor(async () => expect((await http.get<{ config: { max_count: number } }>('/base/my_home_ad/config/')).config.max_count).toBe(7));
  });
});

describe('as viewer', () => {
  beforeAll(() => signIn('viewer'));

  it('sees the ads without any write action, and the server refuses its writes', async () => {
    renderRoute('/ad/searchAd');
    expect(await pagerTotal()).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryAllByLabelText(/^(编辑|删除) /)).toEqual([]);
    expect(screen.queryByRole('switch')).toBeNull();
    const ad = (await http.get<Page>('/base/ads/search_page', { params: { limit: 1 } })).items[0];
    toasts.length = 0;
    const refused = await http.patch(`/base/ads/search_page/${ad.id}`, { is_marked_expired: true, version: ad.version }).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.code).toBe(40300);
    expect(toasts).toContain('缺少权限 base_services.change_search_page_advertisement');
    expect((await http.get<Ad>(`/base/ads/search_page/${ad.id}/`)).version).toBe(ad.version);
  });

  it('sees the "my" page settings read-only', async () => {
    renderRoute('/ad/personal');
    const max = await screen.findByLabelText('最多展示条数');
    await waitFor(() => expect(max).toBeDisabled());
    expect(within(max.closest('form')!).queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});
