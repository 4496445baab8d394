import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangeInput } from './date-inputs';

it('Tab leaves an empty range for the next control (antd alone brings focus back to the start)', async () => {
  render(
    <>
      <button type="button">before</button>
      <DateRangeInput placeholder={['开始时间', '结束时间']} />
      <button type="button">after</button>
    </>,
  );
  const user = userEvent.setup();
  screen.getByRole('button', { name: 'before' }).focus();
  await user.tab();
  expect(screen.getByPlaceholderText('开始时间')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  // And back: Shift+Tab returns into the range (antd puts focus on the part it expects), and Tab
  // moves on again.
  await user.tab({ shift: true });
  expect(document.activeElement?.closest('.ant-picker-range')).not.toBeNull();
  await user.tab();
  expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
});
