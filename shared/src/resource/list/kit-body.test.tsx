import { render } from '@testing-library/react';
import { Children, isValidElement } from 'react';
import type { ReactNode } from 'react';
import { Table } from 'antd';
import type { TableProps } from 'antd';
import type { Rec } from '../types';
import { KitBodyProvider } from './kit-body';
import { pinsOf, withPinnedHeads } from './pins';
import type { KitBodyRows } from './kit-body';
import { markup } from './list-test-kit';
import { RECORD_KEY, SLOT_ROW_COMPONENTS, type KitRowProps } from './slot-rows';

/*
 * The kit's body wrapper draws a fitting table's rows itself (kit-body.tsx). It must draw what
 * rc-table's rows draw through the kit's row component: the same <tr>s and <td>s, classes
 * (selected row, sorted column, selection column), alignment, onCell props and spans, renders
 * with their index, and the rows' record keys. Compared here against rc-table's own rows.
 */
const records: Rec[] = [
  { id: 7, title: 'a', nested: { name: 'n1' }, on: true },
  { id: 9, title: 'b', nested: { name: 'n2' }, on: false },
  { id: 4, title: 'c', nested: { name: 'n3' }, on: true },
];

const columns: (TableProps<Rec>['columns'] & object)[number][] = [
  { key: 'id', dataIndex: 'id', title: 'ID', width: 70, sorter: true, sortOrder: 'descend' },
  {
    key: 'title',
    dataIndex: 'title',
    title: '标题',
    width: 120,
    className: 'own',
    onCell: (r) => (r.id === 9 ? { style: { opacity: 0.5 }, className: 'dim', title: 'x' } : {}),
  },
  { key: 'nested', dataIndex: ['nested', 'name'], title: '名', width: 80, align: 'center' },
  { key: 'whole', title: '整行', width: 80, render: (v: Rec) => `#${String(v.id)}` },
  { key: 'on', dataIndex: 'on', title: '启用', width: 80, render: (v: boolean, _r, i) => <b data-i={i}>{v ? '是' : '否'}</b> },
  { key: 'span', title: '合并', width: 60, onCell: (_r, i) => (i === 0 ? { colSpan: 2 } : {}), render: () => 's' },
  { key: 'gone', title: '被并', width: 60, onCell: (_r, i) => (i === 0 ? { colSpan: 0 } : {}), render: () => 'g' },
];

// Keyed by place, as the kit's tables are (slot-rows.tsx); the record's own key rides on onRow.
const keyOf = (r: Rec) => records.indexOf(r);
const onRow = (r: Rec) => ({ [RECORD_KEY]: String(r.id), ...(r.id === 4 ? { 'data-marked': 'true' } : {}) }) as object;
const renderCell = (checked: boolean, r: Rec, i: number): ReactNode => (
  <input type="checkbox" readOnly checked={checked} aria-label={`选择 ${String(r.title)} ${i}`} />
);

/** What the kit's row component was handed per row: its cells as plain <td>s, or as rc-table's Cell elements. */
let handed: string[] = [];
const KitRow = SLOT_ROW_COMPONENTS.body.row;
function SeenRow(props: KitRowProps) {
  const cells = Children.toArray(props.children).filter(isValidElement);
  handed.push(cells.every((c) => c.type === 'td') ? 'td' : 'rc');
  return <KitRow {...props} />;
}

function tbody(kit: boolean) {
  handed = [];
  const body: KitBodyRows = {
    rows: records,
    columns: columns as KitBodyRows['columns'],
    keyOf,
    onRow,
    Row: SeenRow,
    selection: { renderCell, selectedKeys: [1] },
  };
  const table = (
    <Table<Rec>
      rowKey={keyOf}
      dataSource={records}
      columns={columns}
      pagination={false}
      tableLayout="fixed"
      rowSelection={{ selectedRowKeys: [1], onChange: () => {}, renderCell }}
      rowHoverable={false}
      onRow={onRow}
      components={kit ? { body: { row: SeenRow, wrapper: SLOT_ROW_COMPONENTS.body.wrapper } } : { body: { row: SeenRow } }}
    />
  );
  const { container, unmount } = render(kit ? <KitBodyProvider value={body}>{table}</KitBodyProvider> : table);
  const html = markup(container.querySelector('.ant-table-tbody')!);
  unmount();
  return html;
}

describe('the kit body', () => {
  it('draws the rows rc-table draws, without rc-table’s rows', () => {
    const kit = tbody(true);
    expect(handed).toEqual(['td', 'td', 'td']);
    expect(kit).toContain('ant-table-row-selected');
    expect(kit).toContain('ant-table-column-sort');
    expect(kit).toContain('ant-table-selection-column');
    expect(kit).toContain('data-row-key="9"');
    expect(kit).toContain('data-i="2"');
    expect(kit).toContain('colspan="2"');
    const rc = tbody(false);
    expect(handed).toEqual(['rc', 'rc', 'rc']);
    expect(kit).toBe(rc);
  });

  it('keeps rc-table’s empty row', () => {
    const { container } = render(
      <KitBodyProvider value={{ rows: [], columns: columns as KitBodyRows['columns'], keyOf, onRow, Row: SeenRow }}>
        <Table<Rec> rowKey="id" dataSource={[]} columns={columns} components={SLOT_ROW_COMPONENTS} locale={{ emptyText: '暂无' }} />
      </KitBodyProvider>,
    );
    expect(container.querySelector('.ant-table-placeholder')?.textContent).toBe('暂无');
  });
});

describe('a table that pins columns (wider than its box)', () => {
  const SELECT = 48;
  const pinnedColumns = withPinnedHeads(
    columns.map((c, i) => (i < 2 ? { ...c, fixed: 'left' as const } : i === columns.length - 1 ? { ...c, fixed: 'right' as const } : c)),
    SELECT,
  );
  const rowSelection = { selectedRowKeys: [1], onChange: () => {}, renderCell, columnWidth: SELECT, fixed: 'left' as const };

  function pinnedTable(kit: boolean) {
    handed = [];
    const table = (
      <Table<Rec>
        rowKey={keyOf}
        dataSource={records}
        columns={pinnedColumns}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 1200 }}
        rowSelection={rowSelection}
        rowHoverable={false}
        onRow={onRow}
        components={kit ? { body: { row: SeenRow, wrapper: SLOT_ROW_COMPONENTS.body.wrapper } } : { body: { row: SeenRow } }}
      />
    );
    const body: KitBodyRows = {
      rows: records,
      columns: pinnedColumns as KitBodyRows['columns'],
      pins: pinsOf(pinnedColumns, SELECT),
      keyOf,
      onRow,
      Row: SeenRow,
      selection: { renderCell, selectedKeys: [1] },
    };
    return render(kit ? <KitBodyProvider value={body}>{table}</KitBodyProvider> : table).container;
  }
  const cellsOf = (container: HTMLElement) => [...container.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')]);
  const classes = (td: Element) => [...td.classList].sort().join(' ');
  const px = (v: string) => (v === '' ? null : parseFloat(v));
  const inset = (el: Element) => [px((el as HTMLElement).style.insetInlineStart), px((el as HTMLElement).style.insetInlineEnd)];

  it('has its rows drawn by the kit, with antd’s pinned classes on the same cells', () => {
    const kit = cellsOf(pinnedTable(true));
    expect(handed).toEqual(['td', 'td', 'td']);
    const rc = cellsOf(pinnedTable(false));
    // rc-table draws a pinned table's rows twice (again once it knows its columns are pinned).
    expect(handed.length).toBeGreaterThan(0);
    expect(handed.every((h) => h === 'rc')).toBe(true);
    expect(kit.map((row) => row.map(classes))).toEqual(rc.map((row) => row.map(classes)));
    expect(kit.map((row) => row.map((td) => td.textContent))).toEqual(rc.map((row) => row.map((td) => td.textContent)));
  });

  it('places the pinned cells, head and rows, by the declared widths', () => {
    const container = pinnedTable(true);
    const [first, second] = cellsOf(container);
    // Selection 48, then ID (70) pinned after it, 标题 after both; the last column to the end.
    expect(inset(first[0])).toEqual([0, null]);
    expect(inset(first[1])).toEqual([48, null]);
    expect(inset(first[2])).toEqual([118, null]);
    expect(first[2].className).toContain('ant-table-cell-fix-start-shadow');
    // The first row's last cell is spanned over; the second row draws it.
    expect(inset(second[second.length - 1])).toEqual([null, 0]);
    expect(second[second.length - 1].className).toContain('ant-table-cell-fix-end-shadow');
    const heads = [...container.querySelectorAll('.ant-table-thead th')];
    expect(inset(heads[1])).toEqual([48, null]);
    expect(inset(heads[2])).toEqual([118, null]);
  });
});

describe('records with a `children` field', () => {
  it('are drawn as rows of the list, not as a tree', () => {
    const tree: Rec[] = [{ id: 1, title: 'p', children: [{ id: 2, title: 'c' }] }];
    const { container } = render(
      <KitBodyProvider value={{ rows: tree, columns: columns.slice(0, 2) as KitBodyRows['columns'], keyOf: (r) => Number(r.id), onRow, Row: SeenRow }}>
        <Table<Rec> rowKey="id" dataSource={tree} columns={columns.slice(0, 2)} pagination={false} components={SLOT_ROW_COMPONENTS} />
      </KitBodyProvider>,
    );
    expect([...container.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((r) => r.getAttribute('data-row-key'))).toEqual(['1']);
    expect(container.querySelector('.ant-table-row-expand-icon')).toBeNull();
  });
});
