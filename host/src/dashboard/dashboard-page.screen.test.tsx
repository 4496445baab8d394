// The dashboard's work against the real API server: per account, the sections it may view, and
// each count is the total of the list its link opens (read through the same API).
import { screen, within } from '@testing-library/react';
import { http } from '@admin/shared/api';
import { defineMessages, setLocale } from '@admin/shared/i18n';
import { renderScreen, signIn } from '@admin/testing';
import { useRemotesStore } from '../federation';
import { registerHostMessages } from '../i18n/messages';
import DashboardPage from './dashboard-page';
import { AD_LIST_PATHS } from '@admin/shared/contract/resources';

registerHostMessages();
defineMessages({ 'route./ad/index': ['启动页广告', 'Launch page ads'], 'route./feedback/index': ['用户反馈', 'User feedback'] });

/** The API list behind a console list path: the ad kind or push channel it shows, or feedback. */
function apiListOf(path: string): string {
  const kind = Object.entries(AD_LIST_PATHS).find(([, p]) => p === path)?.[0];
  if (kind) return `/base/ads/${kind}/`;
  if (path === '/push/index') return '/base/push/app/';
  if (path === '/push/pcIndex') return '/base/push/pc/';
  if (path === '/feedback/index') return '/base/feedback/';
  throw new Error(`no list for ${path}`);
}

/** Every work link on the page: the list it opens, its query and the count it shows. */
async function workLinks() {
  const panel = (await screen.findByRole('heading', { name: '待处理' })).closest('section')!;
  await within(panel).findAllByRole('listitem');
  return [...panel.querySelectorAll<HTMLAnchorElement>('a[data-count]')].map((a) => {
    const url = new URL(a.getAttribute('href')!, 'http://x');
    return { path: url.pathname, query: Object.fromEntries(url.searchParams), count: Number(a.dataset.count), text: a.textContent };
  });
}
const cards = () => [...document.querySelectorAll<HTMLElement>('[data-work]')].map((c) => c.dataset.work);

beforeEach(() => {
  setLocale('zh-CN');
  useRemotesStore.setState({
    groups: [
      { name: 'ads', status: 'ready', routes: [{ path: '/ad/index', title: 'route./ad/index', roles: ['base_services.view_launch_advertisement'] }] },
      { name: 'system', status: 'ready', routes: [{ path: '/feedback/index', title: 'route./feedback/index', roles: ['base_services.view_feedback'] }] },
    ],
    loaded: true,
  });
});

it.each(['admin', 'ads'] as const)('shows %s counts that are the totals of the lists they link to', async (who) => {
  await signIn(who);
  renderScreen(DashboardPage);
  const links = await workLinks();
  expect(links.length).toBeGreaterThan(3);
  for (const l of links) {
    const { total } = await http.get<{ total: number }>(apiListOf(l.path), { params: { ...l.query, limit: 1 } });
    expect({ [`${l.path} ${JSON.stringify(l.query)}`]: l.count }).toEqual({ [`${l.path} ${JSON.stringify(l.query)}`]: total });
  }
  // The list's menu title names the link once its route table is in.
  expect(links.some((l) => l.text?.startsWith('启动页广告'))).toBe(true);
  const expected = ['ad_starting', 'ad_ending', 'ad_ended_enabled', 'push_today', 'push_soon', ...(who === 'admin' ? ['feedback_new'] : [])];
  expect(cards()).toEqual(expected);
  // Only the modules whose screens the account may open are listed.
  const modules = screen.getByRole('heading', { name: '模块状态' }).nextElementSibling!;
  expect([...modules.querySelectorAll('code')].map((c) => c.textContent)).toEqual(who === 'admin' ? ['ads', 'system'] : ['ads']);
});

/** The system remote loaded with only its exam-prep groups list, open to holders of `role`. */
const withGroupsList = (role: string) =>
  useRemotesStore.setState({
    groups: [
      {
        name: 'system',
        status: 'ready',
        routes: [
          {
            path: '/setting',
            children: [{ path: '/setting/reference-group', title: 'route./setting/reference-group', roles: [role], resource: 'setting.reference_group' }],
          },
        ],
      },
    ],
    loaded: true,
  });
const createGroup = (name: string) => http.post<{ id: number }>('/setting/reference-group/', { name, qr_image: '/uploads/x.png', capacity: 80 });
/** The line of "my recent changes" that says `text`. */
const mineLine = async (text: string) => {
  const mine = (await screen.findByRole('heading', { name: '我最近的修改' })).closest('section')!;
  return (await within(mine).findByText(text)).closest('li')!;
};

it('links each of my recent changes to its record where a route I may open shows its resource, else plain text', async () => {
  await signIn('admin');
  const group = await createGroup('最近修改链接群');
  const tag = await http.post<{ id: number }>('/course/tag/', { name: '最近修改标签', color: '#1677ff' });
  withGroupsList('base_services.view_exampreparationgroup');
  renderScreen(DashboardPage);
  expect(within(await mineLine(`新增 备考群 #${group.id}`)).getByRole('link')).toHaveAttribute('href', `/setting/reference-group?view=${group.id}`);
  // No route of the console names course tags here: the entry says what happened, with no link.
  expect(within(await mineLine(`新增 课程标签 #${tag.id}`)).queryByRole('link')).toBeNull();
});

it('gives no link to a screen the user may not open', async () => {
  await signIn('admin');
  const group = await createGroup('无权打开的群');
  withGroupsList('no_such.view_permission');
  renderScreen(DashboardPage);
  expect(within(await mineLine(`新增 备考群 #${group.id}`)).queryByRole('link')).toBeNull();
});

it('shows a reorder as one change, and says my changes in English', async () => {
  await signIn('admin');
  const a = await http.post<{ id: number; version: number }>('/setting/reference-group/', { name: '顺序群 A', qr_image: '/uploads/x.png', capacity: 80 });
  const b = await http.post<{ id: number; version: number }>('/setting/reference-group/', { name: '顺序群 B', qr_image: '/uploads/x.png', capacity: 80 });
  await http.put('/setting/reference-group/order/', {
    items: [
      { id: b.id, version: b.version },
      { id: a.id, version: a.version },
    ],
  });
  withGroupsList('base_services.view_exampreparationgroup');
  const view = renderScreen(DashboardPage);
  // One line for the reorder, however many records it moved; it opens the list.
  const line = await mineLine('调整顺序 备考群（2 条）');
  expect(within(line).getByRole('link')).toHaveAttribute('href', '/setting/reference-group');
  const mine = line.closest('section')!;
  expect(within(mine).getAllByText(/^调整顺序/)).toHaveLength(1);
  view.unmount();
  setLocale('en');
  renderScreen(DashboardPage);
  const en = (await screen.findByRole('heading', { name: 'My recent changes' })).closest('section')!;
  expect(await within(en).findByText('reordered study group (2 records)')).toBeTruthy();
  expect(within(en).getByText(`created study group #${b.id}`)).toBeTruthy();
});
