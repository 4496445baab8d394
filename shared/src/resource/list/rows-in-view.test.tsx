import { act, render } from '@testing-library/react';
import { Activity, useLayoutEffect } from 'react';
import { rowsInView, useRowsInViewFirst } from './rows-in-view';
import type { Density } from './column-prefs';

describe('rowsInView', () => {
  it('counts the rows of a density the window can show below the least a list starts at', () => {
    expect(rowsInView('large', 800)).toBe(11);
    expect(rowsInView('middle', 800)).toBe(13);
    expect(rowsInView('small', 800)).toBe(16);
    expect(rowsInView('large', 1080)).toBe(16);
    expect(rowsInView('large', 150)).toBe(1);
  });
});

describe('useRowsInViewFirst', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => i + 1);

  /** The number of rows of each committed drawing. */
  function Rows({ items, density = 'large', log }: { items: readonly number[]; density?: Density; log: number[] }) {
    const rows = useRowsInViewFirst(items, density);
    useLayoutEffect(() => {
      log.push(rows.length);
    });
    return (
      <ol>
        {rows.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ol>
    );
  }

  beforeEach(() => {
    // jsdom's window is 768 px tall: 11 rows at the default density.
    expect(window.innerHeight).toBe(768);
  });

  it('draws the first rows in view, then all of them; later pages whole at once', async () => {
    const log: number[] = [];
    const { rerender } = render(<Rows items={[]} log={log} />);
    await act(async () => rerender(<Rows items={twenty} log={log} />));
    expect(log).toEqual([0, 11, 20]);
    expect(document.querySelectorAll('li')).toHaveLength(20);

    log.length = 0;
    await act(async () => rerender(<Rows items={twenty.map((n) => n + 20)} log={log} />));
    expect(log).toEqual([20]);
  });

  it('draws whole at once a list whose first rows all fit, and after that any page', async () => {
    const log: number[] = [];
    const { rerender } = render(<Rows items={twenty.slice(0, 8)} log={log} />);
    await act(async () => undefined);
    await act(async () => rerender(<Rows items={twenty} log={log} />));
    expect(log).toEqual([8, 8, 20]);
  });

  it('draws a list whose rows came with its first drawing in two steps too', async () => {
    const log: number[] = [];
    render(<Rows items={twenty} density="small" log={log} />);
    await act(async () => undefined);
    expect(log).toEqual([15, 20]);
  });

  it('a list drawn hidden keeps to the rows in view until it is shown', async () => {
    const log: number[] = [];
    const { rerender, container } = render(
      <Activity mode="hidden">
        <Rows items={twenty} log={log} />
      </Activity>,
    );
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    // Hidden: drawn (its DOM is there, out of view) but no effect ran, so the rest waits.
    expect(container.querySelectorAll('li')).toHaveLength(11);
    await act(async () =>
      rerender(
        <Activity mode="visible">
          <Rows items={twenty} log={log} />
        </Activity>,
      ),
    );
    expect(container.querySelectorAll('li')).toHaveLength(20);
  });
});
