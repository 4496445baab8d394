import { render, screen, waitFor } from '@testing-library/react';
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
