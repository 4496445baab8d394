import { act, render, screen } from '@testing-library/react';
import { App, Button } from 'antd';
import AntdScope, { MESSAGE_TOP } from './antd-scope';

jest.mock('antd/es/locale/en_US', () => jest.requireActual('antd/locale/en_US'));
jest.mock('antd/es/locale/zh_CN', () => jest.requireActual('antd/locale/zh_CN'));

function Saves() {
  const { message } = App.useApp();
  return <Button onClick={() => void message.success('已保存')}>保存</Button>;
}

it('shows toasts below the top bar and the tabs, not over them', async () => {
  render(
    <AntdScope>
      <Saves />
    </AntdScope>,
  );
  act(() => screen.getByRole('button', { name: /保\s*存/ }).click());
  await screen.findByText('已保存');
  const box = document.querySelector<HTMLElement>('.ant-message')!;
  expect(MESSAGE_TOP).toBeGreaterThanOrEqual(92);
  // antd places the toasts by this variable (its default: 8 px, over the header).
  expect(box.style.getPropertyValue('--notification-top')).toBe(`${MESSAGE_TOP}px`);
});
