// Editing that loses nothing, on the ad screens against the real API server: the dirty prompt,
// the draft offered after a reload, duplicate, and the read-only view for viewer.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { pagerTotal, renderRoutes, rowOf, signIn, toasts } from '@admin/testing';
import '../../routes';
import { screenFor } from './ad-screen';

const renderRoute = (path: string) => {
  const Screen = screenFor(path).default;
  return renderRoutes([{ path, element: <Screen /> }], path);
};
type Ad = { id: number; title: string; version: number; sort: number; platforms: number[]; image: string };
type Page = { items: Ad[]; total: number };
const PROMPT = '放弃未保存的修改？';
const firstAd = async () => (await http.get<Page>('/base/ads/search_page', { params: { ordering: 'id', limit: 1 } })).items[0];

beforeEach(() => localStorage.clear());

describe('as the ads account', () => {
  beforeAll(() => signIn('ads'));

  it('asks before 取消 throws changes away, and saves nothing when told to discard', async () => {
    const ad = await firstAd();
    renderRoute('/ad/searchAd');
    await pagerTotal();
    await userEvent.click(within(await rowOf(ad.id)).getByLabelText(`编辑 ${ad.title}`));
    const drawer = await screen.findByRole('dialog');
    const title = await within(drawer).findByLabelText('标题');
    await waitFor(() => expect(title).toHaveValue(ad.title));
    await userEvent.type(title, '（未保存）');
    await userEvent.click(within(drawer).getByRole('button', { name: /取\s*消/ }));
    expect((await screen.findAllByText(PROMPT)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await http.get<Ad>(`/base/ads/search_page/${ad.id}/`)).toMatchObject({ title: ad.title, version: ad.version });
  });

  it('offers the draft of an edit after the page was reloaded, and saves it once restored', async () => {
    const ad = await firstAd();
    renderRoute('/ad/searchAd');
    await pagerTotal();
    await userEvent.click(within(await rowOf(ad.id)).getByLabelText(`编辑 ${ad.title}`));
    let drawer = await screen.findByRole('dialog');
    let title = await within(drawer).findByLabelText('标题');
    await waitFor(() => expect(title).toHaveValue(ad.title));
    await userEvent.clear(title);
    await userEvent.type(title, '草稿里的标题');
    const draftKey = () => Object.keys(localStorage).find((k) => k.startsWith('draft:') && k.endsWith(`:${ad.id}`));
    await waitFor(() => expect(localStorage.getItem(draftKey() ?? '')).toContain('草稿里的标题'));
    cleanup(); // the tab is reloaded

    renderRoute('/ad/searchAd');
    await pagerTotal();
    await userEvent.click(within(await rowOf(ad.id)).getByLabelText(`编辑 ${ad.title}`));
    drawer = await screen.findByRole('dialog');
    title = await within(drawer).findByLabelText('标题');
    await within(drawer).findByText(/有一份未保存的草稿/);
    expect(title).toHaveValue(ad.title); // offered, not applied
    await userEvent.click(within(drawer).getByRole('button', { name: '恢复草稿' }));
    await waitFor(() => expect(title).toHaveValue('草稿里的标题'));
    await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await http.get<Ad>(`/base/ads/search_page/${ad.id}/`)).toMatchObject({ title: '草稿里的标题', version: ad.version + 1 });
    expect(Object.keys(localStorage).filter((k) => k.startsWith('draft:'))).toEqual([]);
  });

  it('duplicates an ad into a new one: same values, a new id, the title marked as a copy', async () => {
    const ad = await firstAd();
    const before = (await http.get<Page>('/base/ads/search_page', { params: { limit: 1 } })).total;
    renderRoute('/ad/searchAd');
    await pagerTotal();
    await userEvent.click(within(await rowOf(ad.id)).getByLabelText(`复制 ${ad.title}`));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByLabelText('标题')).toHaveValue(`${ad.title} (副本)`));
    await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const copies = (await http.get<Page>('/base/ads/search_page', { params: { title: `${ad.title} (副本)` } })).items;
    expect(copies).toHaveLength(1);
    expect(copies[0].id).not.toBe(ad.id);
    expect(copies[0]).toMatchObject({ version: 1, sort: ad.sort, platforms: ad.platforms, image: ad.image });
    expect((await http.get<Page>('/base/ads/search_page', { params: { limit: 1 } })).total).toBe(before + 1);
  });
});

describe('upload errors', () => {
  beforeAll(() => signIn('ads'));

  it('shows a refused upload at the image field, once, never as a toast naming `file`', async () => {
    const ad = await firstAd();
    renderRoute('/ad/searchAd');
    await pagerTotal();
    await userEvent.click(within(await rowOf(ad.id)).getByLabelText(`编辑 ${ad.title}`));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByLabelText('标题');
    const upload = drawer.querySelector<HTMLInputElement>('.ant-upload input[type=file]')!;
    const field = upload.closest<HTMLElement>('.ant-form-item')!; // before: the upload replaces its input
    toasts.length = 0;
    // Claims to be a PNG; the server sniffs the content and refuses it.
    await userEvent.upload(upload, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'evil.png', { type: 'image/png' }));
    await waitFor(() => expect(within(field).getByRole('alert')).toHaveTextContent(/PNG|图片|格式|类型/));
    expect(toasts).toEqual([]);
    expect(drawer.textContent).not.toMatch(/\bfile\b/);
  });
});

describe('as viewer', () => {
  beforeAll(() => signIn('viewer'));

  it('reads a whole ad in the view, with no way to edit', async () => {
    const ad = await firstAd();
    renderRoute('/ad/searchAd');
    await pagerTotal();
    await userEvent.click(within(await rowOf(ad.id)).getByLabelText(`查看 ${ad.title}`));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(ad.title)).toBeInTheDocument();
    expect(within(drawer).getByText('标题')).toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /编\s*辑|保\s*存/ })).toBeNull();
    expect(screen.queryAllByLabelText(/^(编辑|复制) /)).toEqual([]);
  });
});
