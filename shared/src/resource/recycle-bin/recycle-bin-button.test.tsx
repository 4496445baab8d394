import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { setLocale } from '@admin/shared/i18n';
import { RecycleBinButton } from './recycle-bin-button';

// A screen passes the button as one element made when its module loads (the operation log does):
// a parent that re-renders hands React the same element, so only the button's own subscription
// can show the new language.
const made = <RecycleBinButton />;
const Toolbar = memo(function Toolbar() {
  return made;
});

it('names itself in the language chosen after it was drawn', () => {
  render(<Toolbar />);
  expect(screen.getByRole('button', { name: '回收站' })).toBeInTheDocument();
  try {
    act(() => setLocale('en'));
    expect(screen.getByRole('button', { name: 'Recycle bin' })).toBeInTheDocument();
  } finally {
    act(() => setLocale('zh-CN'));
  }
  expect(screen.getByRole('button', { name: '回收站' })).toBeInTheDocument();
});
