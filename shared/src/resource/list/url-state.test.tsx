import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, Route, Routes, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import type { ReactNode } from 'react';
import { DEMO_ROLES } from '@admin/shared/contract';
import { ResourceList } from '../resource-list';
import { MemoryProvider, adRecord, renderInApp, searchAdDef, signInWith } from '../test-kit';
import { withListApi } from './list-test-kit';
import { readListState, writeListState } from './url-state';

withListApi();

const d = { filterParams: ['title', 'platform'], ordering: 'sort' };

describe('the list state in a URL query', () => {
  it('round-trips filters, page, page size and ordering, leaving defaults and other lists’ keys alone', () => {
    const state = { filters: { title: '寒假', platform: '2' }, page: 3, limit: 50, ordering: '-id' };
    const q = writeListState(new URLSearchParams('tab=floors&floor.page=4'), '', d, state);
    expect(q.toString()).toBe('tab=floors&floor.page=4&title=%E5%AF%92%E5%81%87&platform=2&page=3&limit=50&ordering=-id');
    expect(readListState(q, '', d)).toEqual(state);
    expect(readListState(q, 'floor.', d)).toEqual({ filters: {}, page: 4, limit: 20, ordering: 'sort' });
    expect(writeListState(q, '', d, { filters: {}, page: 1, limit: 20, ordering: 'sort' }).toString()).toBe('tab=floors&floor.page=4');
  });

  it('reads what it does not understand as the default', () => {
    expect(readListState(new URLSearchParams('page=-2&limit=abc&other=1&title='), '', d)).toEqual({ filters: {}, page: 1, limit: 20, ordering: 'sort' });
    expect(readListState(new URLSearchParams('limit=100000'), '', d).limit).toBe(100);
  });
});

/** The page's location and navigate, as a test reads and drives them (back / forward). */
function routed(url: string, element: ReactNode) {
  const router = { search: '', navigate: null as unknown as NavigateFunction };
  function Probe() {
    router.search = useLocation().search;
    router.navigate = useNavigate();
    return null;
  }
  renderInApp(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
      <Routes>
        <Route path="/ad" element={element} />
      </Routes>
    </MemoryRouter>,
  );
  return router;
}

describe('ResourceList with its state in the URL', () => {
  const mount = (url: string) => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider(Array.from({ length: 25 }, (_, i) => adRecord(i + 1, { title: i % 2 ? `寒假 ${i + 1}` : `暑假 ${i + 1}` })));
    const router = routed(url, <ResourceList def={searchAdDef} provider={provider} />);
    return { provider, router };
  };

  it('loads the query of the URL, shows its filter in the search form, and back / forward restore it', async () => {
    const { provider, router } = mount('/ad?title=%E5%AF%92%E5%81%87&limit=10&page=2');
    await waitFor(() => expect(provider.calls[0]).toEqual({ op: 'list', query: { title: '寒假', page: 2, limit: 10 } }));
    expect(within(screen.getByRole('search')).getByLabelText('标题')).toHaveValue('寒假');
    expect(await screen.findByText('共 12 条')).toBeInTheDocument();

    await userEvent.click(screen.getByTitle('1'));
    await waitFor(() => expect(router.search).toBe('?title=%E5%AF%92%E5%81%87&limit=10'));
    await waitFor(() => expect(provider.calls.at(-1)?.query).toEqual({ title: '寒假', page: 1, limit: 10 }));

    await userEvent.clear(within(screen.getByRole('search')).getByLabelText('标题'));
    await userEvent.type(within(screen.getByRole('search')).getByLabelText('标题'), '暑假');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(router.search).toBe('?title=%E6%9A%91%E5%81%87&limit=10'));

    await act(async () => void router.navigate(-1));
    await waitFor(() => expect(provider.calls.at(-1)?.query).toEqual({ title: '寒假', page: 1, limit: 10 }));
    expect(within(screen.getByRole('search')).getByLabelText('标题')).toHaveValue('寒假');
    await act(async () => void router.navigate(-1));
    await waitFor(() => expect(provider.calls.at(-1)?.query).toEqual({ title: '寒假', page: 2, limit: 10 }));
    await act(async () => void router.navigate(1));
    await waitFor(() => expect(provider.calls.at(-1)?.query).toEqual({ title: '寒假', page: 1, limit: 10 }));
  });

  it('keeps a child table’s state under its prefix', async () => {
    signInWith(DEMO_ROLES.ads);
    const main = new MemoryProvider(Array.from({ length: 25 }, (_, i) => adRecord(i + 1)));
    const child = new MemoryProvider(Array.from({ length: 25 }, (_, i) => adRecord(i + 1)));
    routed(
      '/ad?page=2&child.title=x',
      <>
        <ResourceList def={searchAdDef} provider={main} />
        <ResourceList def={{ ...searchAdDef, title: '子表' }} provider={child} urlState="child." />
      </>,
    );
    await waitFor(() => expect(main.calls[0]?.query).toEqual({ page: 2, limit: 20 }));
    await waitFor(() => expect(child.calls[0]?.query).toEqual({ title: 'x', page: 1, limit: 20 }));
    const [, childSearch] = screen.getAllByRole('search');
    expect(within(childSearch).getByLabelText('标题')).toHaveValue('x');
    expect(within(screen.getAllByRole('search')[0]).getByLabelText('标题')).toHaveValue('');
  });
});

describe('ResourceList under the data router (a navigation is asynchronous there)', () => {
  const mount = (url: string) => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider(Array.from({ length: 25 }, (_, i) => adRecord(i + 1, { title: i % 2 ? `寒假 ${i + 1}` : `暑假 ${i + 1}` })));
    const router = createMemoryRouter([{ path: '/ad', element: <ResourceList def={searchAdDef} provider={provider} /> }], { initialEntries: [url] });
    renderInApp(<RouterProvider router={router} />);
    return { provider, router };
  };
  const lists = (provider: MemoryProvider) => provider.calls.filter((c) => c.op === 'list').map((c) => c.query);

  it('asks the server once per search, next page and repeated search, each for the new query', async () => {
    const { provider, router } = mount('/ad');
    expect(await screen.findByText('共 25 条')).toBeInTheDocument();
    expect(lists(provider)).toEqual([{ page: 1, limit: 20 }]);

    await userEvent.type(within(screen.getByRole('search')).getByLabelText('标题'), '寒假');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 12 条')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?title=%E5%AF%92%E5%81%87');
    // Not the old query again in between (the in-between state of the tick moving before the URL).
    expect(lists(provider)).toEqual([
      { page: 1, limit: 20 },
      { title: '寒假', page: 1, limit: 20 },
    ]);

    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lists(provider)).toHaveLength(3));
    expect(lists(provider)[2]).toEqual({ title: '寒假', page: 1, limit: 20 });

    await userEvent.clear(within(screen.getByRole('search')).getByLabelText('标题'));
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 25 条')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('暑假 21')).toBeInTheDocument();
    expect(lists(provider).slice(3)).toEqual([
      { page: 1, limit: 20 },
      { page: 2, limit: 20 },
    ]);
  });
});
