// Tree and reference pickers: names for stored ids, search as the user types, one lookup per page of cells.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { TreeNode } from '@admin/shared/contract/resources';
import { setLocale } from '@admin/shared/i18n';
import type { Option } from '../types';
import { resetNameCaches } from './names';
import { ReferenceCell, ReferenceInput, SEARCH_DEBOUNCE_MS } from './reference-input';
import { TreeCell, TreeInput } from './tree-input';
import type { ReferenceSource, TreeSource } from './types';

afterEach(() => resetNameCaches());

// A majors tree: categories (ids 1, 2) whose children are majors; major ids collide with category ids.
const MAJORS: TreeNode[] = [
  { id: 1, name: '哲学', code: '01', children: [{ id: 2, name: '哲学类', code: '0101', children: [] }] },
  {
    id: 2,
    name: '经济学',
    code: '02',
    children: [
      { id: 1, name: '经济学类', code: '0201', children: [] },
      { id: 3, name: '金融学', code: '0203', children: [] },
    ],
  },
];
const majors = (): TreeSource & { load: jest.Mock } => ({ key: 'test-majors', load: jest.fn(async () => MAJORS), groupsSelectable: false });

const PRODUCTS: Option[] = Array.from({ length: 30 }, (_, i) => ({ value: i + 1, label: `商品 ${i + 1}` }));
const products = (): ReferenceSource & { search: jest.Mock; byIds: jest.Mock } => ({
  key: 'test-products',
  search: jest.fn(async (text: string) => PRODUCTS.filter((p) => p.label.includes(text)).slice(0, 5)),
  byIds: jest.fn(async (ids: readonly (string | number)[]) => PRODUCTS.filter((p) => ids.map(Number).includes(p.value as number))),
});

describe('TreeInput / TreeCell', () => {
  it('shows the names of stored ids, leaves only when groups are not values, and reads the tree once', async () => {
    const source = majors();
    render(
      <>
        <TreeCell source={source} value={[1, 3]} />
        <TreeCell source={source} value={2} />
        <TreeCell source={source} value={[99]} />
      </>,
    );
    // Id 1 is the major 经济学类, not the category 哲学; 2 is the major 哲学类.
    expect(await screen.findByText('经济学类')).toBeTruthy();
    expect(screen.getByText('金融学')).toBeTruthy();
    expect(screen.getByText('哲学类')).toBeTruthy();
    expect(screen.getByText('#99（已不存在）')).toBeTruthy();
    expect(screen.queryByText('哲学')).toBeNull();
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('searches by name and picks several majors; a category cannot be picked', async () => {
    const source = majors();
    const onChange = jest.fn();
    render(
      <App>
        <TreeInput source={source} multiple value={[3]} onChange={onChange} aria-label="专业" />
      </App>,
    );
    expect(await screen.findByText('金融学（0203）')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: '专业' }));
    await userEvent.keyboard('哲学');
    const option = await screen.findByTitle('哲学类（0101）');
    await userEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith([3, 2]);
    await userEvent.click(screen.getByTitle('哲学（01）'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('names its choices in the language switched to while it is open', async () => {
    render(
      <App>
        <TreeInput source={majors()} value={3} aria-label="专业" />
      </App>,
    );
    expect(await screen.findByText('金融学（0203）')).toBeTruthy();
    act(() => setLocale('en'));
    try {
      expect(await screen.findByText('金融学 (0203)')).toBeTruthy();
      expect(screen.queryByText('金融学（0203）')).toBeNull();
    } finally {
      act(() => setLocale('zh-CN'));
    }
  });
});

describe('ReferenceInput / ReferenceCell', () => {
  it('looks up the names of a page of cells in one request', async () => {
    const source = products();
    render(
      <>
        {Array.from({ length: 20 }, (_, i) => (
          <div key={i}>
            <ReferenceCell source={source} value={i + 1} />
          </div>
        ))}
        <ReferenceCell source={source} value={[3, 404]} />
      </>,
    );
    expect(await screen.findByText('商品 20')).toBeTruthy();
    expect(screen.getByText('#404（已不存在）')).toBeTruthy();
    expect(source.byIds).toHaveBeenCalledTimes(1);
    expect([...source.byIds.mock.calls[0][0]].map(Number).sort((a, b) => a - b)).toEqual([...Array.from({ length: 20 }, (_, i) => i + 1), 404]);
  });

  it('shows the stored value’s name when the form opens and searches once the typing pauses', async () => {
    const source = products();
    const onChange = jest.fn();
    render(
      <App>
        <ReferenceInput source={source} value={12} onChange={onChange} aria-label="课程商品" />
      </App>,
    );
    expect(await screen.findByText('商品 12')).toBeTruthy();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('combobox', { name: '课程商品' }));
      await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      source.search.mockClear();
      await user.keyboard('商品 2');
      // Nothing is asked while the user is still typing.
      expect(source.search).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(source.search).toHaveBeenCalledTimes(1);
      expect(source.search).toHaveBeenCalledWith('商品 2');
    } finally {
      jest.useRealTimers();
    }
    await userEvent.click(await screen.findByTitle('商品 21'));
    expect(onChange).toHaveBeenLastCalledWith(21);
  });
});
