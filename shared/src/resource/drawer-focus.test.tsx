import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Drawer } from 'antd';
import { useState } from 'react';
import { useDrawerFocus } from './drawer-focus';

function Demo({ withFocus }: { withFocus: boolean }) {
  const [open, setOpen] = useState(false);
  const focus = useDrawerFocus();
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Drawer open={open} title="新增课程标签" onClose={() => setOpen(false)} {...(withFocus ? focus : {})}>
        <input aria-label="名称" />
      </Drawer>
    </ConfigProvider>
  );
}

it('puts focus inside the drawer’s dialog, not on antd’s container around it', async () => {
  render(<Demo withFocus />);
  screen.getByRole('button', { name: 'open' }).click();
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
});

it('keeps Tab and Shift+Tab inside the open drawer, wrapping at its ends', async () => {
  render(<Demo withFocus />);
  screen.getByRole('button', { name: 'open' }).click();
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  const close = screen.getByRole('button', { name: /close|关闭/i });
  const name = screen.getByRole('textbox', { name: '名称' });
  // From the last control, Tab goes back to the first (the ✕), never out of the drawer.
  name.focus();
  fireEvent.keyDown(name, { key: 'Tab' });
  expect(document.activeElement).toBe(close);
  // From the first, Shift+Tab goes to the last.
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(name);
  // From the dialog itself (where it opens), Shift+Tab goes to the last too.
  dialog.focus();
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(name);
});
