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
