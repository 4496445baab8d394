import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { QueryUpdate } from './url-query';
import { useUrlQuery } from './url-query';

// The host runs a data router, which renders navigations in a transition: a second update can
// come before the first one's render (查询, then page 2 at once).
function mount(url: string) {
  const probe = { update: null as unknown as QueryUpdate };
  function Page() {
    probe.update = useUrlQuery()[1];
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { probe, router };
}

const setting = (key: string, value: string) => (q: URLSearchParams) => {
  q.set(key, value);
  return q;
};

describe('useUrlQuery', () => {
  it('builds each update on the one written before it, even before the router rendered it', async () => {
    const { probe, router } = mount('/list?tab=a');
    await act(async () => {
      probe.update(setting('name', '网址'));
      probe.update(setting('page', '2'));
    });
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('tab=a&name=%E7%BD%91%E5%9D%80&page=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('starts again from the location after a navigation it did not make (back, a link)', async () => {
    const { probe, router } = mount('/list?page=3');
    await act(async () => probe.update(setting('name', 'x')));
    await act(() => router.navigate('/list?other=1'));
    await act(async () => probe.update(setting('page', '2')));
    expect(router.state.location.search).toBe('?other=1&page=2');
  });
});

describe('useUrlQuery, a query drawn ahead of the URL (later)', () => {
  function mountShowing(url: string) {
    const probe = { update: null as unknown as QueryUpdate, params: '', renders: 0 };
    function Page() {
      const [params, update] = useUrlQuery();
      probe.update = update;
      probe.params = params.toString();
      probe.renders++;
      return null;
    }
    // Under a basename, as the console (/admin): the router's location has it, the page's does not.
    const router = createMemoryRouter([{ path: '/list', element: <Page /> }], { basename: '/admin', initialEntries: [`/admin${url}`] });
    render(<RouterProvider router={router} />);
    return { probe, router };
  }
  const idle = () => act(() => new Promise<void>((r) => setTimeout(r, 20)));

  it('is drawn at once and written once the browser is idle, several of them as one entry', async () => {
    const { probe, router } = mountShowing('/list?page=1');
    const before = router.state.location.key;
    act(() => {
      probe.update(setting('page', '2'), { later: true });
      probe.update(setting('page', '3'), { later: true, replace: true });
    });
    expect(probe.params).toBe('page=3');
    expect(router.state.location.key).toBe(before);
    await idle();
    expect(router.state.location.search).toBe('?page=3');
    // One of them asked for a new entry: back returns to page 1.
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(probe.params).toBe('page=1');
  });

  it('gives way to a navigation someone else made before the write', async () => {
    const { probe, router } = mountShowing('/list?page=1');
    act(() => probe.update(setting('page', '2'), { later: true }));
    expect(probe.params).toBe('page=2');
    await act(() => router.navigate('/list?name=x'));
    expect(probe.params).toBe('name=x');
    await idle();
    expect(router.state.location.search).toBe('?name=x');
    // Nothing was written after theirs: back leads to where the page was before.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=1');
    expect(probe.params).toBe('page=1');
  });

  it('is dropped by an update written at once, which builds on it', async () => {
    const { probe, router } = mountShowing('/list?page=1');
    act(() => probe.update(setting('page', '2'), { later: true }));
    await act(async () => probe.update(setting('name', 'y')));
    expect(router.state.location.search).toBe('?page=2&name=y');
    await idle();
    expect(router.state.location.search).toBe('?page=2&name=y');
    // Written once: back leads to where the page was before.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=1');
  });

  it('is written first when another part of the page writes, which builds on it', async () => {
    const probes = { list: null as unknown as QueryUpdate, view: null as unknown as QueryUpdate, seen: '' };
    function Page() {
      probes.list = useUrlQuery()[1];
      const [params, update] = useUrlQuery();
      probes.view = update;
      probes.seen = params.toString();
      return null;
    }
    const router = createMemoryRouter([{ path: '/list', element: <Page /> }], { initialEntries: ['/list?page=1'] });
    render(<RouterProvider router={router} />);
    act(() => probes.list(setting('page', '2'), { later: true }));
    await act(async () => probes.view(setting('view', '5')));
    expect(router.state.location.search).toBe('?page=2&view=5');
    expect(probes.seen).toBe('page=2&view=5');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=2');
    await idle();
    expect(router.state.location.search).toBe('?page=2');
  });
});
