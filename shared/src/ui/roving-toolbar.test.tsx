import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RovingToolbar } from './roving-toolbar';

function Tools({ third = true, disabledFirst = false }: { third?: boolean; disabledFirst?: boolean }) {
  return (
    <>
      <button type="button">before</button>
      <RovingToolbar label="列表工具">
        <button type="button" disabled={disabledFirst}>
          刷新
        </button>
        <span>
          <button type="button">导出</button>
        </span>
        {third ? <button type="button">列设置</button> : null}
      </RovingToolbar>
      <button type="button">after</button>
    </>
  );
}

const tabStops = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.closest('[role="toolbar"]') && b.getAttribute('tabindex') === '0')
    .map((b) => b.textContent);

it('is one tab stop; the arrows, Home and End move inside it, wrapping', async () => {
  const user = userEvent.setup();
  render(<Tools />);
  expect(screen.getByRole('toolbar', { name: '列表工具' })).toBeInTheDocument();
  expect(tabStops()).toEqual(['刷新']);
  screen.getByText('before').focus();
  await user.tab();
  expect(document.activeElement).toHaveTextContent('刷新');
  await user.tab();
  expect(document.activeElement).toHaveTextContent('after');
  await user.tab({ shift: true });
  await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toHaveTextContent('导出');
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(document.activeElement).toHaveTextContent('刷新');
  await user.keyboard('{ArrowLeft}');
  expect(document.activeElement).toHaveTextContent('列设置');
  await user.keyboard('{Home}');
  expect(document.activeElement).toHaveTextContent('刷新');
  await user.keyboard('{End}');
  expect(document.activeElement).toHaveTextContent('列设置');
  // Tab leaves from where the person was, and comes back to it.
  await user.tab();
  expect(document.activeElement).toHaveTextContent('after');
  await user.tab({ shift: true });
  expect(document.activeElement).toHaveTextContent('列设置');
  expect(tabStops()).toEqual(['列设置']);
});

it('a control clicked becomes the stop', async () => {
  const user = userEvent.setup();
  render(<Tools />);
  await user.click(screen.getByText('导出'));
  expect(tabStops()).toEqual(['导出']);
});

it('keeps one stop as controls come, go and are disabled', async () => {
  const { rerender } = render(<Tools />);
  screen.getByText('列设置').focus();
  expect(tabStops()).toEqual(['列设置']);
  rerender(<Tools third={false} />);
  await waitFor(() => expect(tabStops()).toEqual(['刷新']));
  rerender(<Tools third />);
  await waitFor(() => expect(screen.getByText('列设置')).toHaveAttribute('tabindex', '-1'));
  expect(tabStops()).toEqual(['刷新']);
  rerender(<Tools third disabledFirst />);
  await waitFor(() => expect(tabStops()).toEqual(['导出']));
});

it('moves only between its own controls, and lets other keys through', async () => {
  const user = userEvent.setup();
  function WithInput() {
    const [n, setN] = useState(0);
    return (
      <RovingToolbar label="t">
        <button type="button" onKeyDown={(e) => e.key === 'Enter' && setN((x) => x + 1)}>
          a {n}
        </button>
        <button type="button">b</button>
      </RovingToolbar>
    );
  }
  render(<WithInput />);
  await act(async () => screen.getByText(/^a/).focus());
  await user.keyboard('{Enter}');
  expect(screen.getByText('a 1')).toBeInTheDocument();
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toHaveTextContent('a 1');
});
