import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { NotAvailableYet } from './not-available-yet';
import { PageContainer } from './page-container';

it('PageContainer names its region by the heading and shows the actions', () => {
  render(
    <PageContainer title="启动页广告" extra={<Button>新增</Button>}>
      <p>列表</p>
    </PageContainer>,
  );
  const region = screen.getByRole('region', { name: '启动页广告' });
  // The screen's one h1.
  expect(region).toContainElement(screen.getByRole('heading', { name: '启动页广告', level: 1 }));
  expect(region).toContainElement(screen.getByRole('button', { name: /新\s*增/ }));
  expect(region).toHaveTextContent('列表');
});

it('NotAvailableYet says which screen is not open yet', () => {
  render(<NotAvailableYet title="搜索广告" />);
  expect(screen.getByRole('heading', { name: '搜索广告：该页面尚未开放' })).toBeInTheDocument();
});
