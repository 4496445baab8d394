import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEMO_ROLES } from '@admin/shared/contract';
import { withListApi } from './list/list-test-kit';
import { ResourceList } from './resource-list';
import { MemoryProvider, adRecord, renderInApp, searchAdDef, signInWith } from './test-kit';
import { viewHref } from './view-param';

withListApi();

/** The list at `url` inside a router; `location()` is the query the page has now. */
function mount(url: string, embedded = false) {
  signInWith(DEMO_ROLES.ads);
  const provider = new MemoryProvider([adRecord(1, { title: '考研季' }), adRecord(2, { title: '寒假班' })]);
  let search = '';
  function Probe() {
    search = useLocation().search;
    return null;
  }
  renderInApp(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
      <Routes>
        <Route path="/ad" element={<ResourceList def={searchAdDef} provider={provider} embedded={embedded} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { provider, location: () => search };
}

describe('a link to one record of a list (?view=<id>)', () => {
  it('opens the record read-only, then leaves the URL so closing does not open it again', async () => {
    const { provider, location } = mount(viewHref('/ad', 2).replace('?', '?page=1&'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('查看搜索页广告')).toBeInTheDocument();
    expect(await within(drawer).findByText('寒假班')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '寒假班 的历史' })).toBeInTheDocument();
    expect(provider.calls).toContainEqual({ op: 'get', id: 2 });
    await waitFor(() => expect(location()).toBe('?page=1'));
    await userEvent.click(within(drawer).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.queryByText('查看搜索页广告')).toBeNull());
    expect(provider.calls.filter((c) => c.op === 'get')).toHaveLength(1);
  });

  it('is not taken by a list embedded in another page', async () => {
    const { provider, location } = mount('/ad?view=2', true);
    await screen.findByText('考研季');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(provider.calls.some((c) => c.op === 'get')).toBe(false);
    expect(location()).toBe('?view=2');
  });
});
