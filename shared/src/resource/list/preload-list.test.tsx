import { Activity } from 'react';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { MemoryProvider, adRecord, apiError, searchAdDef } from '../test-kit';
import { firstListRead, useResourceList } from '../use-resource-list';
import { forgetPreloaded, preload } from './preload';

afterEach(forgetPreloaded);

const lists = (p: MemoryProvider) => p.calls.filter((c) => c.op === 'list');

describe('a list read ahead of its screen', () => {
  it('draws its rows in the first render and asks the server nothing more', async () => {
    const provider = new MemoryProvider([adRecord(1), adRecord(2)]);
    const { key, read } = firstListRead(searchAdDef, provider, [], '');
    await preload(key, read);
    expect(lists(provider)).toHaveLength(1);
    const renders: Array<{ loading: boolean; total: number }> = [];
    const { result } = renderHook(() => {
      const list = useResourceList(searchAdDef, provider);
      renders.push({ loading: list.loading, total: list.total });
      return list;
    });
    expect(renders[0]).toEqual({ loading: false, total: 2 });
    expect(result.current.items.map((r) => r.id)).toEqual([1, 2]);
    await act(async () => undefined);
    expect(lists(provider)).toHaveLength(1);
    // 刷新 reads again: an answer read ahead is used once.
    act(() => result.current.reload());
    await waitFor(() => expect(lists(provider)).toHaveLength(2));
  });

  it('is not read again when a list drawn ahead in a hidden tab is shown later, even after the TTL', async () => {
    const provider = new MemoryProvider([adRecord(1), adRecord(2)]);
    const { key, read } = firstListRead(searchAdDef, provider, [], '');
    await preload(key, read);
    const seen: number[] = [];
    function Rows() {
      seen.push(useResourceList(searchAdDef, provider).items.length);
      return null;
    }
    const { rerender } = render(
      <Activity mode="hidden">
        <Rows />
      </Activity>,
    );
    await act(async () => undefined);
    const later = Date.now() + 60_000;
    const now = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      rerender(
        <Activity mode="visible">
          <Rows />
        </Activity>,
      );
      await act(async () => undefined);
    } finally {
      now.mockRestore();
    }
    expect(seen.at(-1)).toBe(2);
    expect(lists(provider)).toHaveLength(1);
  });

  it('takes a read still under way instead of sending a second one', async () => {
    const provider = new MemoryProvider([adRecord(1)]);
    const { key, read } = firstListRead(searchAdDef, provider, [], '');
    void preload(key, read);
    const { result } = renderHook(() => useResourceList(searchAdDef, provider));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items).toHaveLength(1);
    expect(lists(provider)).toHaveLength(1);
  });

  it('is not used for another query: page 2 read ahead, page 1 shown', async () => {
    const provider = new MemoryProvider(Array.from({ length: 25 }, (_, i) => adRecord(i + 1)));
    const { key, read } = firstListRead(searchAdDef, provider, [], '?page=2');
    await preload(key, read);
    expect(lists(provider)[0].query).toMatchObject({ page: 2, limit: 20 });
    const { result } = renderHook(() => useResourceList(searchAdDef, provider));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(lists(provider).at(-1)?.query).toMatchObject({ page: 1, limit: 20 });
  });

  it('asks again the usual way when the read ahead failed, so the error is reported', async () => {
    const provider = new MemoryProvider([adRecord(1)]);
    provider.failNext(apiError(50000, '服务器开小差了'));
    const { key, read } = firstListRead(searchAdDef, provider, [], '');
    const ahead = preload(key, read);
    const { result } = renderHook(() => useResourceList(searchAdDef, provider));
    await ahead;
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items).toHaveLength(1);
    expect(lists(provider)).toHaveLength(2);
  });
});

describe('a change of page, sort, search or a reload', () => {
  const many = () => new MemoryProvider(Array.from({ length: 25 }, (_, i) => adRecord(i + 1)));
  const mounted = async (provider: MemoryProvider) => {
    const hook = renderHook(() => useResourceList(searchAdDef, provider));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    return hook;
  };

  it.each([
    ['next page', (l: ReturnType<typeof useResourceList>) => l.setPage(2, 20), { page: 2 }],
    ['sort', (l: ReturnType<typeof useResourceList>) => l.setOrdering('-id'), { ordering: '-id', page: 1 }],
    ['search', (l: ReturnType<typeof useResourceList>) => l.search({ title: '1' }), { title: '1', page: 1 }],
    ['reload', (l: ReturnType<typeof useResourceList>) => l.reload(), { page: 1 }],
  ])('%s asks the server in the call itself, before any render, and once', async (_name, change, query) => {
    const provider = many();
    const { result } = await mounted(provider);
    const before = lists(provider).length;
    // Not wrapped in act: nothing has rendered when the call is checked.
    change(result.current);
    expect(lists(provider)).toHaveLength(before + 1);
    expect(lists(provider).at(-1)?.query).toMatchObject(query);
    await act(async () => undefined);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(lists(provider)).toHaveLength(before + 1);
  });

  it('shows the answer of the newest change when two come before a render', async () => {
    const provider = many();
    const { result } = await mounted(provider);
    act(() => {
      result.current.setPage(2, 20);
      result.current.setPage(1, 10);
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.state).toMatchObject({ page: 1, limit: 10 });
    expect(result.current.items).toHaveLength(10);
  });

  it('sends nothing for a change that changes nothing', async () => {
    const provider = many();
    const { result } = await mounted(provider);
    const before = lists(provider).length;
    act(() => result.current.setPage(1, 20));
    await act(async () => undefined);
    expect(lists(provider)).toHaveLength(before);
  });
});
