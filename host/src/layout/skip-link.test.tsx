import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './skip-link';

it('is the first tab stop and moves focus to main without touching the address', async () => {
  render(
    <>
      <SkipLink target="main-content" />
      <nav>
        <a href="/a">menu</a>
      </nav>
      <main id="main-content" tabIndex={-1}>
        screen
      </main>
    </>,
  );
  const user = userEvent.setup();
  const before = window.location.href;
  await user.tab();
  const link = screen.getByRole('link', { name: '跳到主要内容' });
  expect(link).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  expect(window.location.href).toBe(before);
});
