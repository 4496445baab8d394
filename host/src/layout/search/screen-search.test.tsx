import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useAuthStore } from '@admin/shared/auth';
import { setLocale } from '@admin/shared/i18n';
import { group, hidden, page } from '@admin/shared/routing';
import ConsoleApp from '../../console/console-app';
import { useRemotesStore, type RemoteGroup } from '../../federation';
import { registerHostMessages } from '../../i18n/messages';
import { useAppStore } from '../app-store';
import { useTabsStore } from '../tabs/tabs-store';

// The remote loader is the federation test double (a store the test drives); the layout, Ctrl+K
// and the router are real.
jest.mock('../../federation', () => jest.requireActual('../../federation/testing'));
jest.mock('@admin/shared/api', () => ({ ...jest.requireActual('@admin/shared/api'), getSites: jest.fn(async () => []) }));
jest.mock('antd/es/locale/en_US', () => jest.requireActual('antd/locale/en_US'));
jest.mock('antd/es/locale/zh_CN', () => jest.requireActual('antd/locale/zh_CN'));

registerHostMessages();
// A busy machine (tests share 2 cores) takes seconds for a first antd render: bounds on hangs, not speed.
beforeAll(async () => {
  await Promise.all([import('../../console/remote-screen'), import('../../console/antd-scope'), import('./screen-search')]);
}, 60_000);

const courseTagScreen = jest.fn(async () => ({ default: () => <p>course tag screen</p> }));
const plain = (text: string) => async () => ({ default: () => <p>{text}</p> });
const groups: RemoteGroup[] = [
  {
    name: 'ads',
    status: 'ready',
    routes: [
      group('/ad', ['广告管理', 'Advertising'], {}, [
        page('/ad/place', ['广告位', 'Ad places'], ['ads'], plain('ad place screen')),
        hidden('/ad/bannermd', ['Banner 配置（移动端）', 'Banners (app)'], ['ads'], '/ad/place', plain('banner md')),
        page('/ad/secret', ['机密广告', 'Secret ads'], ['someone-else'], plain('secret')),
      ]),
    ],
  },
  {
    name: 'course',
    status: 'ready',
    routes: [group('/course', ['课程管理', 'Courses'], {}, [page('/course/tag', ['课程标签', 'Course tags'], ['course'], courseTagScreen)])],
  },
];

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '*', element: <ConsoleApp /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}
const dialog = () => screen.getByRole('dialog', { name: '搜索页面' });
const options = () =>
  within(dialog())
    .queryAllByRole('option')
    .map((o) => o.querySelector('.hl-search-title')!.textContent);

beforeEach(() => {
  setLocale('zh-CN');
  courseTagScreen.mockClear();
  useTabsStore.setState({ user: null, tabs: [{ path: '/dashboard', search: '' }], alive: [], unsaved: [] });
  useAuthStore.setState({ token: 'tok', roles: ['ads', 'course'], name: 'Admin', avatar: '' });
  useRemotesStore.setState({ groups, loaded: true });
  useAppStore.setState({ device: 'desktop', sidebarOpened: true, businessLine: 1 });
});

describe('Ctrl+K: find any screen', () => {
  it('opens with Ctrl+K, finds by pinyin initials, opens with Enter without loading the screen before', async () => {
    const user = userEvent.setup();
    const router = renderAt('/ad/place');
    await screen.findByText('ad place screen');
    await user.keyboard('{Control>}k{/Control}');
    const box = await within(await screen.findByRole('dialog', { name: '搜索页面' })).findByRole('combobox');
    expect(box).toHaveFocus();
    // Everything this user may open from the menu: not hidden screens, not others' screens.
    expect(options()).toEqual(['首页', '广告位', '课程标签']);

    await user.type(box, 'kcbq');
    expect(options()).toEqual(['课程标签']);
    expect(box).toHaveAttribute('aria-activedescendant', within(dialog()).getByRole('option', { name: /课程标签/ }).id);
    expect(courseTagScreen).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('course tag screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course/tag');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(courseTagScreen).toHaveBeenCalledTimes(1);
  });

  it('opens from the top bar, moves with the arrows, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const router = renderAt('/ad/place');
    await screen.findByText('ad place screen');
    const trigger = screen.getByRole('button', { name: /^搜索页面/ });
    // Named by what it shows (WCAG 2.5.3): the text and the shortcut, nothing else.
    expect(trigger).toHaveAccessibleName(trigger.textContent!);
    expect(trigger).toHaveTextContent(/^搜索页面 Ctrl K$/);
    await user.click(trigger);
    const box = await within(await screen.findByRole('dialog')).findByRole('combobox');
    expect(box).toHaveFocus();
    expect(within(dialog()).getByRole('option', { name: /首页/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(dialog()).getByRole('option', { name: /广告位/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}'); // wraps round
    expect(within(dialog()).getByRole('option', { name: /课程标签/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(router.state.location.pathname).toBe('/ad/place');
  });

  it('speaks English and finds English titles', async () => {
    act(() => setLocale('en'));
    const user = userEvent.setup();
    renderAt('/ad/place');
    await screen.findByText('ad place screen');
    await user.click(screen.getByRole('button', { name: /^Find a page/ }));
    const box = await within(await screen.findByRole('dialog', { name: 'Find a page' })).findByRole('combobox');
    await user.type(box, 'course');
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('option')
        .map((o) => o.querySelector('.hl-search-title')!.textContent),
    ).toEqual(['Course tags']);
    expect(screen.getByRole('status')).toHaveTextContent('1 pages');
  });
});
