import { fireEvent, render, screen } from '@testing-library/react';
import { MoneyCell, MoneyInput, typedCents } from './money-input';

it('reads typed yuan as cents, and keeps text that is no amount', () => {
  expect(typedCents('19.9')).toBe(1990);
  expect(typedCents(' 0.05 ')).toBe(5);
  expect(typedCents('398')).toBe(39800);
  expect(typedCents('')).toBeNull();
  expect(typedCents('1.999')).toBe('1.999');
  expect(typedCents('十元')).toBe('十元');
});

it('shows cents as yuan and hands back cents as the person types', () => {
  const changes: unknown[] = [];
  const { rerender } = render(<MoneyInput aria-label="价格" value={46800} onChange={(v) => changes.push(v)} />);
  const input = screen.getByLabelText('价格') as HTMLInputElement;
  expect(input.value).toBe('468.00');
  fireEvent.change(input, { target: { value: '0.5' } });
  expect(changes.at(-1)).toBe(50);
  // The form's value coming back as 50 keeps what was typed (not 0.50 under the cursor).
  rerender(<MoneyInput aria-label="价格" value={50} onChange={(v) => changes.push(v)} />);
  expect(input.value).toBe('0.5');
  // A reset from outside replaces the text.
  rerender(<MoneyInput aria-label="价格" value={1999} onChange={(v) => changes.push(v)} />);
  expect(input.value).toBe('19.99');
  fireEvent.change(input, { target: { value: '1.2.3' } });
  expect(changes.at(-1)).toBe('1.2.3');
});

it('reads an amount in cents as ¥ with two decimals', () => {
  const { container } = render(<MoneyCell value={39800} />);
  expect(container.textContent).toBe('¥398.00');
});
