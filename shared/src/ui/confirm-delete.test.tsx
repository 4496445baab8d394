import './test-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@admin/shared/api';
import { ConfirmDelete } from './confirm-delete';

it('asks before deleting and deletes on confirm', async () => {
  const onConfirm = jest.fn();
  render(<ConfirmDelete itemName="春季横幅" onConfirm={onConfirm} />);
  await userEvent.click(screen.getByRole('button', { name: '删除 春季横幅' }));
  expect(await screen.findByText('确定删除吗？')).toBeInTheDocument();
  expect(onConfirm).not.toHaveBeenCalled();
  const buttons = screen.getAllByRole('button');
  const ok = buttons.find((b) => b.textContent?.replace(/\s/g, '') === '删除' && b.closest('.ant-popconfirm'))!;
  await userEvent.click(ok);
  await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
});

it('does nothing on cancel, which has the initial focus', async () => {
  const onConfirm = jest.fn();
  render(<ConfirmDelete onConfirm={onConfirm} />);
  await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
  const cancel = await screen.findByRole('button', { name: /取\s*消/ });
  await waitFor(() => expect(cancel).toHaveFocus());
  await userEvent.click(cancel);
  expect(onConfirm).not.toHaveBeenCalled();
});

it('swallows an API failure (the client already showed it)', async () => {
  const onConfirm = jest.fn(async () => {
    throw new ApiError({ kind: 'envelope', code: 40900, msg: '记录已被他人修改' });
  });
  render(<ConfirmDelete onConfirm={onConfirm} />);
  await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
  await screen.findByText('确定删除吗？');
  const ok = screen.getAllByRole('button').find((b) => b.closest('.ant-popconfirm') && /删\s*除/.test(b.textContent ?? ''))!;
  await userEvent.click(ok);
  await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
});

it('works from the keyboard: Enter opens, Enter on the focused Cancel closes without deleting', async () => {
  const onConfirm = jest.fn();
  render(<ConfirmDelete itemName="横幅 A" onConfirm={onConfirm} />);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: '删除 横幅 A' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const cancel = await screen.findByRole('button', { name: /取\s*消/ });
  await waitFor(() => expect(cancel).toHaveFocus());
  expect(document.querySelector('.ant-popover-hidden, .ant-popconfirm-hidden')).toBeNull();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(document.querySelector('.ant-popover-hidden, .ant-popconfirm-hidden')).not.toBeNull());
  expect(onConfirm).not.toHaveBeenCalled();
});

it('mounted with defaultOpen asks at once, Cancel focused, and deletes only on confirm', async () => {
  const onConfirm = jest.fn();
  render(<ConfirmDelete itemName="横幅 B" onConfirm={onConfirm} defaultOpen />);
  const cancel = await screen.findByRole('button', { name: /取\s*消/ });
  await waitFor(() => expect(cancel).toHaveFocus());
  expect(screen.getByText('确定删除吗？')).toBeInTheDocument();
  await userEvent.click(cancel);
  await waitFor(() => expect(document.querySelector('.ant-popover-hidden')).not.toBeNull());
  expect(onConfirm).not.toHaveBeenCalled();
});

it('disabled, it does not ask even with defaultOpen', async () => {
  render(<ConfirmDelete itemName="横幅 C" onConfirm={jest.fn()} defaultOpen disabled />);
  expect(screen.getByRole('button', { name: '删除 横幅 C' })).toBeDisabled();
  await new Promise((r) => setTimeout(r, 200));
  expect(screen.queryByText('确定删除吗？')).toBeNull();
});
