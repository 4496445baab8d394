import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton } from './menu-button';

function setup(selectedKey?: string) {
  const onSelect = jest.fn();
  render(
    <>
      <MenuButton
        label="语言"
        items={[
          { key: 'zh-CN', label: '中文' },
          { key: 'en', label: 'English' },
          { key: 'fr', label: 'Français', dividerBefore: true },
        ]}
        selectedKey={selectedKey}
        onSelect={onSelect}
      >
        Lang
      </MenuButton>
      <button type="button">elsewhere</button>
    </>,
  );
  return { onSelect, user: userEvent.setup(), button: screen.getByRole('button', { name: '语言' }) };
}

describe('MenuButton', () => {
  it('is named by its label and the value it shows, so what is seen is announced', () => {
    render(
      <MenuButton label="语言" shown="中文" items={[{ key: 'zh-CN', label: '中文' }]} selectedKey="zh-CN" onSelect={jest.fn()}>
        <span aria-hidden="true">icon</span>
      </MenuButton>,
    );
    const button = screen.getByRole('button', { name: '语言: 中文' });
    expect(button).toHaveTextContent('中文');
  });

  it('opens on click with focus on the checked item; Escape closes and gives focus back', async () => {
    const { user, button } = setup('en');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const checked = screen.getByRole('menuitemradio', { name: 'English' });
    expect(checked).toHaveAttribute('aria-checked', 'true');
    expect(checked).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('moves with the arrow keys (wrapping), Home and End, and chooses with Enter', async () => {
    const { user, button, onSelect } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '中文' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Français' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: '中文' })).toHaveFocus();
    await user.keyboard('{End}{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('en');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on a click elsewhere without choosing', async () => {
    const { user, button, onSelect } = setup();
    await user.click(button);
    expect(screen.getByRole('menu', { name: '语言' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('chooses with a click', async () => {
    const { user, button, onSelect } = setup();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));
    expect(onSelect).toHaveBeenCalledWith('fr');
  });
});
