import { DRAG_COLUMN_KEY } from './layout';
import { pinsOf, pinsToDrop, SCROLL_ROOM } from './pins';

/*
 * The pins of a table wider than its box (pins.ts): offsets from the declared widths, and the pins
 * a narrow box cannot hold giving way, so pinned cells of the two edges never lie over each other.
 */
const columns = [
  { key: DRAG_COLUMN_KEY, fixed: 'left' as const, width: 40 },
  { key: 'id', fixed: 'left' as const, width: 70 },
  { key: 'title', fixed: 'left' as const, width: 200 },
  { key: 'body', width: 300 },
  { key: 'actions', fixed: 'right' as const, width: 160 },
];
const SELECT = 48;
// Everything pinned: 48 + 40 + 70 + 200 + 160.
const ALL_PINNED = 518;

describe('pinned columns', () => {
  it('sit at the sum of the pinned widths before them (after them at the end)', () => {
    const { select, columns: pins } = pinsOf(columns, SELECT);
    expect(select?.style).toMatchObject({ insetInlineStart: 0 });
    expect(pins.map((p) => p?.style.insetInlineStart ?? p?.style.insetInlineEnd ?? null)).toEqual([48, 88, 158, null, 0]);
    expect(pins.map((p) => p?.className.includes('shadow') ?? false)).toEqual([false, false, true, false, true]);
  });

  it('all stay while the box keeps room for the columns that scroll', () => {
    expect(pinsToDrop(columns, SELECT, ALL_PINNED + SCROLL_ROOM)).toEqual([]);
  });

  it('give way from the title outwards, then at the end, in a box too narrow for them all', () => {
    expect(pinsToDrop(columns, SELECT, ALL_PINNED + SCROLL_ROOM - 1)).toEqual(['title']);
    expect(pinsToDrop(columns, SELECT, ALL_PINNED - 200 + SCROLL_ROOM - 1)).toEqual(['title', 'id']);
    // The selection and the drag handle stay; the actions go last.
    expect(pinsToDrop(columns, SELECT, 300)).toEqual(['title', 'id', 'actions']);
  });
});
