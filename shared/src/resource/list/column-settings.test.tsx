import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ROLES } from '@admin/shared/contract';
import { ResourceList } from '../resource-list';
import { MemoryProvider, adRecord, renderInApp, searchAdDef, signInWith } from '../test-kit';
import { applyPrefs, columnStates, useColumnPrefs } from './column-prefs';
import type { KitColumn } from './layout';
import { withListApi } from './list-test-kit';

const prefs = withListApi();

const col = (key: string, more: Partial<KitColumn> = {}): KitColumn => ({ key, label: key, width: 100, ...more });

describe('column preferences applied to the declared columns', () => {
  const cols = [
    col('id', { fixed: 'left' }),
    col('title', { fixed: 'left' }),
    col('image'),
    col('remark', { defaultHidden: true }),
    col('__actions', { locked: true, fixed: 'right' }),
  ];

  it('shows the defaults without a preference: hidden-by-default columns off, actions last', () => {
    expect(applyPrefs(cols, null).map((c) => c.key)).toEqual(['id', 'title', 'image', '__actions']);
    expect(columnStates(cols, null).map((s) => [s.key, s.visible])).toEqual([
      ['id', true],
      ['title', true],
      ['image', true],
      ['remark', false],
    ]);
  });

  it('follows the stored order and visibility; a column added since keeps its default and comes last', () => {
    const stored = { order: ['image', 'title', 'id'], hidden: ['id'], density: 'small' as const };
    expect(applyPrefs(cols, stored).map((c) => c.key)).toEqual(['image', 'title', '__actions']);
    // title no longer leads the table, so it is not pinned left any more
    expect(applyPrefs(cols, stored).find((c) => c.key === 'title')?.fixed).toBeUndefined();
    expect(applyPrefs(cols, { ...stored, hidden: [] }).map((c) => [c.key, c.fixed])).toEqual([
      ['image', undefined],
      ['title', undefined],
      ['id', undefined],
      ['__actions', 'right'],
    ]);
  });
});

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const panel = async () => {
  await userEvent.click(screen.getByRole('button', { name: '列设置' }));
  return screen.findByRole('group', { name: '列设置' });
};

describe('the column settings of a list, stored per user', () => {
  it('applies the stored settings, saves the user’s changes on the server, and resets', async () => {
    prefs().store.set('columns:test.search_page', { value: { order: ['id', 'title', 'platforms'], hidden: ['platforms'], density: 'small' }, version: 3 });
    signInWith(DEMO_ROLES.viewer);
    renderInApp(<ResourceList def={searchAdDef} provider={new MemoryProvider([adRecord(1)])} />);
    await screen.findByText('广告 1');
    await waitFor(() => expect(headers()).not.toContain('平台'));
    expect(document.querySelector('.ant-table-small')).not.toBeNull();

    const group = await panel();
    await userEvent.click(within(group).getByRole('checkbox', { name: '图片' }));
    await userEvent.click(within(group).getByRole('button', { name: '上移 排序' }));
    await userEvent.click(within(group).getByText('默认'));
    expect(headers()).not.toContain('图片');
    expect(document.querySelector('.ant-table-small')).toBeNull();
    // Saved on the server: the last write carries the final choice (clicks closer than the pause share one write).
    await waitFor(() => expect((prefs().store.get('columns:test.search_page')?.value as { density: string }).density).toBe('large'), { timeout: 3000 });
    const puts = prefs().requests.filter((r) => r.method === 'PUT');
    expect(puts[0].key).toBe('columns:test.search_page');
    expect(puts[0].body?.version).toBe(3);
    const saved = puts.at(-1)!.body?.value as { order: string[]; hidden: string[]; density: string };
    expect(saved.hidden.sort()).toEqual(['image', 'platforms']);
    expect(saved.order.indexOf('sort')).toBeLessThan(saved.order.indexOf('start_at__status'));
    expect(headers().indexOf('排序')).toBeLessThan(headers().indexOf('状态'));

    await userEvent.click(within(group).getByRole('button', { name: /恢复默认/ }));
    await waitFor(() => expect(headers()).toContain('平台'));
    expect(headers()).toContain('图片');
    await waitFor(() => expect(prefs().store.get('columns:test.search_page')?.value).toBeNull(), { timeout: 3000 });
  });

  it('re-reads a version changed in another tab and saves this choice over it', async () => {
    signInWith(DEMO_ROLES.viewer);
    renderInApp(<ResourceList def={searchAdDef} provider={new MemoryProvider([adRecord(1)])} />);
    await screen.findByText('广告 1');
    await waitFor(() => expect(prefs().requests).toHaveLength(1)); // the first read
    act(() => void prefs().store.set('columns:test.search_page', { value: { order: [], hidden: [], density: 'middle' }, version: 7 }));
    const group = await panel();
    await userEvent.click(within(group).getByRole('checkbox', { name: '更新时间' }));
    await waitFor(() => expect(prefs().store.get('columns:test.search_page')?.version).toBe(8), { timeout: 3000 });
    expect((prefs().store.get('columns:test.search_page')?.value as { hidden: string[] }).hidden).toEqual(['updated_at']);
    expect(prefs().requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET', 'PUT']);
  });
});

describe('useColumnPrefs', () => {
  it('writes several quick changes as one request after the pause', async () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useColumnPrefs('demo.list'));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10); // the first read
      });
      act(() => {
        result.current.save({ order: ['id'], hidden: [], density: 'small' });
        result.current.save({ order: ['id'], hidden: ['id'], density: 'small' });
        result.current.save({ order: ['id'], hidden: [], density: 'middle' });
      });
      expect(result.current.prefs?.density).toBe('middle'); // applied at once
      expect(prefs().requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(700);
      });
      expect(
        prefs()
          .requests.filter((r) => r.method === 'PUT')
          .map((r) => r.body),
      ).toEqual([{ value: { order: ['id'], hidden: [], density: 'middle' }, version: 0 }]);
    } finally {
      jest.useRealTimers();
    }
  });
});
