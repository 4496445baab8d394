// A marked row (expired) is dimmed by colour, not by opacity: an opacity takes every colour of the
// cell (its text, its tags) below the 4.5:1 contrast WCAG AA asks for text.
import { buildColumns, type ColumnContext } from './columns';
import { MemoryProvider, adRecord, searchAdDef } from './test-kit';
import type { Rec } from './types';

it('dims a marked row’s data cells with the tertiary text colour, not an opacity', () => {
  const noop = () => undefined;
  const columns = buildColumns({
    def: searchAdDef,
    provider: new MemoryProvider([]),
    access: { canCreate: true, canEdit: () => true, canDelete: () => true } as unknown as ColumnContext['access'],
    t: (k) => k,
    onEdit: noop,
    onDelete: async () => undefined,
    onChanged: noop,
    onStale: noop,
  });
  const marked: Rec = adRecord(2, { is_marked_expired: true });
  const styles = columns.map((c) => (c.onCell as ((r: Rec) => { style?: Record<string, unknown> }) | undefined)?.(marked)?.style).filter(Boolean);
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) {
    expect(style).not.toHaveProperty('opacity');
    expect(style).toEqual({ color: 'var(--ant-color-text-tertiary, rgba(0, 0, 0, 0.57))' });
  }
  expect(columns.map((c) => (c.onCell as ((r: Rec) => object) | undefined)?.(adRecord(1))).filter((s) => s && Object.keys(s).length)).toEqual([]);
});
