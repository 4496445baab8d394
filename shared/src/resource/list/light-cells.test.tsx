import { render } from '@testing-library/react';
import { Children, isValidElement } from 'react';
import type { HTMLAttributes } from 'react';
import { Table } from 'antd';
import type { TableProps } from 'antd';
import type { Rec } from '../types';
import { lightCells } from './light-cells';
import { markup } from './list-test-kit';
import { SLOT_ROW_COMPONENTS } from './slot-rows';

/*
 * The kit's rows draw their cells without rc-table's cell component (light-cells.tsx). They must
 * draw what rc-table draws: the same <td>s, classes, alignment, onCell props, values and renders,
 * with selection and sorting on. Compared here cell by cell against antd's own rows.
 */
const records: Rec[] = [
  { id: 1, title: 'a', nested: { name: 'n1' }, on: true, updated_at: '2026-01-01' },
  { id: 2, title: 'b', nested: { name: 'n2' }, on: false, updated_at: '2026-01-02' },
];

const columns = (pinned: boolean): TableProps<Rec>['columns'] => [
  { key: 'id', dataIndex: 'id', title: 'ID', width: 70, sorter: true, sortOrder: 'ascend', fixed: pinned ? 'left' : undefined },
  { key: 'title', dataIndex: 'title', title: '标题', width: 120, onCell: (r) => (r.id === 2 ? { style: { opacity: 0.5 }, className: 'dim', title: 'x' } : {}) },
  { key: 'nested', dataIndex: ['nested', 'name'], title: '名', width: 80, align: 'center' },
  { key: 'whole', title: '整行', width: 80, render: (v: Rec) => `#${String(v.id)}` },
  { key: 'on', dataIndex: 'on', title: '启用', width: 80, render: (v: boolean, r, i) => <b data-i={i}>{v ? '是' : '否'}</b> },
  { key: 'span', title: '合并', width: 60, onCell: (_r, i) => (i === 0 ? { colSpan: 2 } : {}), render: () => 's' },
  { key: 'gone', title: '被并', width: 60, onCell: (_r, i) => (i === 0 ? { colSpan: 0 } : {}), render: () => 'g' },
  { key: 'actions', title: '操作', width: 100, fixed: pinned ? 'right' : undefined, render: (_v, r) => <button type="button">编辑 {String(r.title)}</button> },
];

function tbody(props: Partial<TableProps<Rec>>) {
  const { container, unmount } = render(
    <Table<Rec>
      rowKey="id"
      dataSource={records}
      pagination={false}
      tableLayout="fixed"
      rowSelection={{ selectedRowKeys: [2], onChange: () => {} }}
      rowHoverable={false}
      {...props}
    />,
  );
  const html = markup(container.querySelector('.ant-table-tbody')!);
  unmount();
  return html;
}

/**
 * Per row drawn: how many cells the kit draws itself as plain <td>s, and how many it leaves to
 * rc-table's Cell. A cell spanned over (colSpan 0) is drawn as nothing, as rc-table draws it.
 */
let drawnLight: { light: number; kept: number }[] = [];
const KitRow = SLOT_ROW_COMPONENTS.body.row;
const CountingRow = (props: HTMLAttributes<HTMLTableRowElement>) => {
  const cells = Children.toArray(lightCells(props.children)).filter(isValidElement);
  drawnLight.push({ light: cells.filter((c) => c.type === 'td').length, kept: cells.filter((c) => c.type !== 'td').length });
  return <KitRow {...props} />;
};
const COUNTED = { body: { row: CountingRow } };
beforeEach(() => {
  drawnLight = [];
});

describe('light cells', () => {
  it('draw the cells rc-table draws, in a table that fits its box', () => {
    const light = tbody({ columns: columns(false), components: COUNTED });
    // Selection and all eight columns, in both rows (the first row's "gone" cell is spanned over).
    expect(drawnLight).toEqual([
      { light: 8, kept: 0 },
      { light: 9, kept: 0 },
    ]);
    expect(light).toContain('ant-table-column-sort');
    expect(light).toContain('ant-table-selection-column');
    expect(light).toContain('opacity: 0.5');
    expect(light).toBe(tbody({ columns: columns(false) }));
  });

  it('leave pinned columns to rc-table (offsets and shadows), in a table wider than its box', () => {
    const light = tbody({ columns: columns(true), components: COUNTED, scroll: { x: 1200 } });
    expect(light).toContain('ant-table-cell-fix-start');
    // All but the selection, id and action columns (pinned), in each render of each row (rc-table
    // renders a pinned table's rows again once it has measured them); the first row's "gone" cell
    // is spanned over.
    expect(drawnLight.length).toBeGreaterThanOrEqual(2);
    expect(new Set(drawnLight.map((d) => d.kept))).toEqual(new Set([3]));
    expect(new Set(drawnLight.map((d) => d.light))).toEqual(new Set([5, 6]));
    expect(light).toBe(tbody({ columns: columns(true), scroll: { x: 1200 } }));
  });

  it('keep rc-table’s rows for an empty table', () => {
    const { container } = render(<Table<Rec> rowKey="id" dataSource={[]} columns={columns(false)} components={SLOT_ROW_COMPONENTS} locale={{ emptyText: '暂无' }} />);
    expect(container.querySelector('.ant-table-placeholder')?.textContent).toBe('暂无');
  });
});
