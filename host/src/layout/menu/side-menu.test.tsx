import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { MenuNode } from './build-menu';
import { SideMenu, type RemoteEntry } from './side-menu';

const nodes: MenuNode[] = [
  { key: '/dashboard', title: '首页', icon: 'dashboard' },
  {
    key: '/ad',
    title: '广告管理',
    icon: 'ad',
    children: [
      { key: '/ad/index', title: '启动页广告' },
      { key: '/ad/banner', title: 'Banner' },
    ],
  },
  { key: '/doc', title: '文档', externalLink: 'https://example.com/doc' },
];

function Harness({ collapsed = false, remotes = [] as RemoteEntry[], onNavigate = jest.fn(), onRetry = jest.fn() }) {
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  return (
    <MemoryRouter>
      <nav aria-label="主菜单">
        <SideMenu
          nodes={nodes}
          remotes={remotes}
          selectedKey="/ad/banner"
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
          collapsed={collapsed}
          onNavigate={onNavigate}
          onRetry={onRetry}
          t={(k, vars) => (vars ? `${k}:${JSON.stringify(vars)}` : k)}
        />
      </nav>
      <button type="button">outside</button>
    </MemoryRouter>
  );
}

describe('SideMenu', () => {
  it('is a list of links; a group is a button whose aria-expanded controls its sub-list', async () => {
    render(<Harness />);
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: '文档' })).toHaveAttribute('target', '_blank');
    const group = within(nav).getByRole('button', { name: '广告管理' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Banner' })).toBeNull();
    await userEvent.setup().click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(group.getAttribute('aria-controls')!)!;
    const banner = within(list).getByRole('link', { name: 'Banner' });
    expect(banner).toHaveAttribute('aria-current', 'page');
    expect(banner.closest('li')).toHaveClass('ant-menu-item-selected');
  });

  it('navigates from a click on the row, not for external links', async () => {
    const onNavigate = jest.fn();
    render(<Harness onNavigate={onNavigate} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '首页' }).closest('li')!);
    expect(onNavigate).toHaveBeenCalledWith('/dashboard');
    onNavigate.mockClear();
    await user.click(screen.getByRole('link', { name: '文档' }).closest('li')!);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('collapsed: a group opens as a flyout that Escape and a click elsewhere close', async () => {
    render(<Harness collapsed />);
    const user = userEvent.setup();
    const group = screen.getByRole('button', { name: '广告管理' });
    await user.click(group);
    expect(screen.getByRole('link', { name: 'Banner' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('link', { name: 'Banner' })).toBeNull();
  });

  it('names loading and unavailable remotes; Retry on the unavailable one', async () => {
    const onRetry = jest.fn();
    render(
      <Harness
        onRetry={onRetry}
        remotes={[
          { name: 'course', title: '课程', status: 'loading' },
          { name: 'ads', title: '广告', status: 'unavailable', message: 'timed out' },
        ]}
      />,
    );
    expect(screen.getByText(/remote\.loading/).closest('li')).toHaveAttribute('aria-disabled', 'true');
    const row = screen.getByText('广告').closest('li')!;
    expect(row).toHaveAttribute('title', 'timed out');
    await userEvent.setup().click(within(row).getByRole('button'));
    expect(onRetry).toHaveBeenCalledWith('ads');
  });
});
