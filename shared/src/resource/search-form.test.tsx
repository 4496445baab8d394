import { Activity, Profiler } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { SearchForm } from './search-form';
import { searchAdDef } from './test-kit';
import type { Rec } from './types';

/** The bar inside a profiler: how many commits rendered any part of it. */
function renderBar(values: Rec | undefined, onSearch = jest.fn()) {
  const commits: string[] = [];
  const ui = (v: Rec | undefined) => (
    <App>
      <Profiler id="bar" onRender={(_id, phase) => commits.push(phase)}>
        <SearchForm def={searchAdDef} onSearch={onSearch} values={v} />
      </Profiler>
    </App>
  );
  const view = render(ui(values));
  return { commits, onSearch, rerender: (v: Rec | undefined) => view.rerender(ui(v)) };
}

describe('SearchForm', () => {
  it('is not drawn again when its list opens with no filters: no breakpoint redraw, no filling with nothing', async () => {
    const { commits } = renderBar({});
    expect(screen.getByRole('search')).toBeInTheDocument();
    // Effects and timers that could render it again have run.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    // antd's field registration still renders each control once more (rc-field-form reports its
    // meta after mounting); antd's Row and a reset with no values each added one more commit.
    expect(commits).toEqual(['mount', 'nested-update']);
  });

  it('shows the filters it opens with and those of a later URL (back / forward), clearing the ones gone', async () => {
    const { rerender } = renderBar({ title: '考研' });
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue('考研'));
    rerender({});
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue(''));
    rerender({ title: '季' });
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue('季'));
  });

  it('searches with what was typed, and 重置 searches with nothing', async () => {
    const { onSearch } = renderBar({});
    await userEvent.type(screen.getByLabelText('标题'), '考研');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ title: '考研' })));
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(screen.getByLabelText('标题')).toHaveValue('');
  });

  it('is not filled again when the URL comes back with the filters it searched with', async () => {
    const { commits, onSearch, rerender } = renderBar({});
    await userEvent.type(screen.getByLabelText('标题'), '考研');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    const before = commits.length;
    // The list puts the search in its URL and hands it back as the filters in force.
    rerender({ title: '考研' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(commits.slice(before)).toEqual(['update']);
    expect(screen.getByLabelText('标题')).toHaveValue('考研');
  });

  it('keeps text typed but not searched while its page is hidden behind another tab and shown again', async () => {
    const ui = (mode: 'visible' | 'hidden') => (
      <App>
        <Activity mode={mode}>
          <SearchForm def={searchAdDef} onSearch={jest.fn()} values={{ title: '考研' }} />
        </Activity>
      </App>
    );
    const view = render(ui('visible'));
    const title = screen.getByLabelText('标题');
    await waitFor(() => expect(title).toHaveValue('考研'));
    await userEvent.clear(title);
    await userEvent.type(title, '还没查询');
    // Another tab is shown, then this one again: the page's effects run again, its URL unchanged.
    view.rerender(ui('hidden'));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    view.rerender(ui('visible'));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByLabelText('标题')).toHaveValue('还没查询');
  });
});
