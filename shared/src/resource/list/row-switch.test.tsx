import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RowSwitch } from './row-switch';

function Harness({ loading = false, onChange }: { loading?: boolean; onChange?: (v: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <RowSwitch
      checked={on}
      loading={loading}
      onChange={(v) => {
        onChange?.(v);
        setOn(v);
      }}
      aria-label="启用 广告 1"
    />
  );
}

describe('RowSwitch, the light switch of a list row', () => {
  it('is a switch named by its label that says whether it is on, toggled by click, Space and Enter', async () => {
    render(<Harness />);
    const sw = screen.getByRole('switch', { name: '启用 广告 1' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    expect(sw).toHaveAttribute('aria-checked', 'true');
    sw.focus();
    await userEvent.keyboard(' ');
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');
    expect(sw).toHaveAttribute('aria-checked', 'true');
  });

  it('turns off with ArrowLeft and on with ArrowRight, and does nothing when already there', () => {
    const changes: boolean[] = [];
    render(<Harness onChange={(v) => changes.push(v)} />);
    const sw = screen.getByRole('switch');
    fireEvent.keyDown(sw, { key: 'ArrowLeft' });
    fireEvent.keyDown(sw, { key: 'ArrowRight' });
    fireEvent.keyDown(sw, { key: 'ArrowRight' });
    fireEvent.keyDown(sw, { key: 'ArrowLeft' });
    expect(changes).toEqual([true, false]);
    expect(sw).toHaveAttribute('aria-checked', 'false');
  });

  it('takes no input and says it is busy while its write is under way', async () => {
    const changes: boolean[] = [];
    render(<Harness loading onChange={(v) => changes.push(v)} />);
    const sw = screen.getByRole('switch');
    expect(sw).toBeDisabled();
    expect(sw).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(sw);
    expect(changes).toEqual([]);
  });
});
