import { actionsShrinkTo, columnsMinWidth, columnsWidth, fitColumns } from './layout';

const cols = [
  { key: 'id', width: 70 },
  { key: 'title', width: 170, shrinkTo: 120 },
  { key: 'picture', width: 80 },
  { key: 'updated', width: 140, shrinkTo: 112 },
  { key: 'actions', width: 160, shrinkTo: 136 },
];

describe('columns narrowed to fit a box', () => {
  it('are the same columns when they fit', () => {
    expect(fitColumns(cols, 700)).toEqual(cols);
  });

  it('lose exactly the difference, from the columns that can give way, in proportion to what each can give', () => {
    const fitted = fitColumns(cols, columnsWidth(cols) - 51);
    expect(columnsWidth(fitted)).toBe(columnsWidth(cols) - 51);
    const w = Object.fromEntries(fitted.map((c) => [c.key, c.width]));
    expect(w).toMatchObject({ id: 70, picture: 80 });
    // 51 of 102 they can give: half of each one's room (50, 28, 24), rounded, carried.
    expect(w.title).toBe(145);
    expect(w.updated).toBe(126);
    expect(w.actions).toBe(148);
  });

  it('stop at their narrowest', () => {
    expect(columnsMinWidth(cols)).toBe(70 + 120 + 80 + 112 + 136);
    expect(fitColumns(cols, columnsMinWidth(cols)).map((c) => c.width)).toEqual([70, 120, 80, 112, 136]);
    expect(columnsWidth(fitColumns(cols, 100))).toBe(columnsMinWidth(cols));
  });
});

describe("the actions column's narrowest", () => {
  it('holds two links a line: 128 px for Chinese labels, the declared 160 for English ones', () => {
    expect(actionsShrinkTo(['编辑', '查看', '复制', '历史', '删除'])).toBe(128);
    expect(actionsShrinkTo(['Edit', 'View', 'Duplicate', 'History', 'Delete'])).toBe(160);
  });
});
