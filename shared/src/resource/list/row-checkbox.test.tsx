import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react';
import { Table } from 'antd';
import type { Rec } from '../types';
import { useSelectCell } from './row-checkbox';

const rows: Rec[] = [1, 2, 3, 4].map((id) => ({ id, title: `广告 ${id}` }));
const keyOf = (r: Rec) => rows.indexOf(r);
const labelOf = (r: Rec) => `选择 ${String(r.title)}`;

function Harness() {
  const [keys, setKeys] = useState<Key[]>([]);
  const renderCell = useSelectCell({ items: rows, keyOf, selectedKeys: keys, setSelectedKeys: setKeys, labelOf });
  return (
    <Table<Rec>
      rowKey={keyOf}
      dataSource={rows}
      pagination={false}
      columns={[{ key: 'title', dataIndex: 'title', title: '标题' }]}
      rowSelection={{ selectedRowKeys: keys, onChange: setKeys, renderCell }}
    />
  );
}

const box = (n: number) => screen.getByRole('checkbox', { name: `选择 广告 ${n}` });
const checked = () => [1, 2, 3, 4].filter((n) => (box(n) as HTMLInputElement).checked);

describe('the light selection checkbox of a list row', () => {
  it('is a native checkbox named after its row, toggled by a click or Space, and marks the row selected', async () => {
    render(<Harness />);
    await userEvent.click(box(2));
    expect(checked()).toEqual([2]);
    expect(box(2).closest('tr')).toHaveClass('ant-table-row-selected');
    box(3).focus();
    await userEvent.keyboard(' ');
    expect(checked()).toEqual([2, 3]);
    await userEvent.click(box(2));
    expect(checked()).toEqual([3]);
    expect(box(2).closest('tr')).not.toHaveClass('ant-table-row-selected');
  });

  it('with Shift sets every row from the last one clicked to this one, as antd’s selection does', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('{Shift>}');
    await user.click(box(3));
    await user.keyboard('{/Shift}');
    expect(checked()).toEqual([1, 2, 3]);
    await user.keyboard('{Shift>}');
    await user.click(box(2));
    await user.keyboard('{/Shift}');
    expect(checked()).toEqual([1]);
  });

  it('leaves the header’s select-all box to antd, which still selects the page', async () => {
    render(<Harness />);
    await userEvent.click(screen.getAllByRole('checkbox')[0]);
    expect(checked()).toEqual([1, 2, 3, 4]);
  });
});
