import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ROLES } from '@admin/shared/contract';
import { setApiUi } from '@admin/shared/api';
import { ResourceList } from '../resource-list';
import { adRecord, renderInApp, signInWith } from '../test-kit';
import { liveStatusOf } from './live-status';
import { BatchProvider, batchAdDef, fakePreferences } from './list-test-kit';
import { orderedBySort } from './use-reorder';

let prefs: ReturnType<typeof fakePreferences>;
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  setApiUi({ toast: () => {}, confirmLogout: async () => false, navigate: () => {} });
  prefs = fakePreferences();
  // jsdom lays nothing out; dnd-kit's keyboard moves between the rows' rectangles, so give each
  // body row (and what is inside it) a 50 px band in its table order.
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest('tr[data-row-key]');
    if (!row) return realRect.call(this);
    const i = [...row.parentElement!.querySelectorAll(':scope > tr[data-row-key]')].indexOf(row);
    return { x: 0, y: i * 50, top: i * 50, left: 0, right: 1000, bottom: i * 50 + 50, width: 1000, height: 50, toJSON: () => ({}) } as DOMRect;
  };
});
afterEach(() => {
  setApiUi(null);
  prefs.restore();
  Element.prototype.getBoundingClientRect = realRect;
});

const sorted = { ...batchAdDef, defaultOrdering: 'sort' };
const ads = () => [adRecord(1, { sort: 0 }), adRecord(2, { sort: 1 }), adRecord(3, { sort: 2, version: 5 })];

/** Space lifts, an arrow moves one row, Space drops (dnd-kit's keyboard sensor reads `code`). */
async function moveByKeyboard(handle: HTMLElement, key: 'ArrowDown' | 'ArrowUp') {
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  fireEvent.keyDown(document, { code: key, key });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
}

describe('reordering the rows of a list in sort order', () => {
  it('moves a row by keyboard and saves the page’s rows in their new order in one request', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new BatchProvider(ads());
    renderInApp(<ResourceList def={sorted} provider={provider} urlState={false} />);
    const handle = await screen.findByRole('button', { name: '排序 广告 1' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    // the instructions for screen readers, in the UI language
    expect(screen.getByText(/按空格键拿起，用上下方向键移动/)).toBeInTheDocument();
    await moveByKeyboard(handle, 'ArrowDown');
    await waitFor(() => expect(provider.calls.filter((c) => c.op === 'reorder')).toHaveLength(1));
    expect(provider.calls.find((c) => c.op === 'reorder')?.body).toEqual({
      items: [
        { id: 2, version: 1 },
        { id: 1, version: 1 },
        { id: 3, version: 5 },
      ],
    });
    expect(await screen.findByText('排序已保存')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.getAttribute('data-row-key')),
      ).toEqual(['2', '1', '3']),
    );
  });

  it('builds a second move, made before the list is read again, on the versions the first one saved', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new BatchProvider(ads());
    renderInApp(<ResourceList def={sorted} provider={provider} urlState={false} />);
    const handle = await screen.findByRole('button', { name: '排序 广告 1' });
    // The list's reading after the first move is held until the second move is sent.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const read = provider.list.bind(provider);
    provider.list = async (q) => {
      await gate;
      return read(q);
    };
    try {
      await moveByKeyboard(handle, 'ArrowDown');
      expect(await screen.findByText('排序已保存')).toBeInTheDocument();
      await moveByKeyboard(screen.getByRole('button', { name: '排序 广告 3' }), 'ArrowUp');
      await waitFor(() => expect(provider.calls.filter((c) => c.op === 'reorder')).toHaveLength(2));
      expect(provider.calls.filter((c) => c.op === 'reorder')[1]?.body).toEqual({
        items: [
          { id: 2, version: 2 },
          { id: 3, version: 6 },
          { id: 1, version: 2 },
        ],
      });
    } finally {
      release();
    }
    await waitFor(() => expect(provider.records.map((r) => r.id)).toEqual([2, 3, 1]));
    expect(screen.queryByText('排序未保存：有记录已被他人修改，列表已刷新')).toBeNull();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.getAttribute('data-row-key')),
      ).toEqual(['2', '3', '1']),
    );
  });

  it('on a stale row saves nothing, says so and reloads', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new BatchProvider(ads());
    renderInApp(<ResourceList def={sorted} provider={provider} urlState={false} />);
    const handle = await screen.findByRole('button', { name: '排序 广告 3' });
    provider.records[0].version = 2; // a colleague saved row 1 meanwhile
    await moveByKeyboard(handle, 'ArrowUp');
    expect(await screen.findByText('排序未保存：有记录已被他人修改，列表已刷新')).toBeInTheDocument();
    expect(provider.records.map((r) => r.sort)).toEqual([0, 1, 2]);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.getAttribute('data-row-key')),
      ).toEqual(['1', '2', '3']),
    );
  });

  it('joins the rows to drag and drop only when a grip is reached (pointer over it or focus), described the same before and after', async () => {
    signInWith(DEMO_ROLES.ads);
    renderInApp(<ResourceList def={sorted} provider={new BatchProvider(ads())} urlState={false} />);
    const first = await screen.findByRole('button', { name: '排序 广告 1' });
    const second = screen.getByRole('button', { name: '排序 广告 2' });
    const instructions = (h: HTMLElement) => document.getElementById(h.getAttribute('aria-describedby') ?? '')?.textContent;
    // dnd-kit's own attributes (aria-disabled, tabindex) are not there yet; the description is.
    for (const h of [first, second]) {
      expect(h).not.toHaveAttribute('aria-disabled');
      expect(h).toHaveAttribute('aria-roledescription', 'sortable');
      expect(instructions(h)).toMatch(/按空格键拿起/);
    }
    fireEvent.pointerEnter(second);
    // every row joined at once (a drag over the others needs them), the same buttons still in place
    expect(screen.getByRole('button', { name: '排序 广告 1' })).toBe(first);
    for (const h of [first, second]) {
      expect(h).toHaveAttribute('aria-disabled', 'false');
      expect(instructions(h)).toMatch(/按空格键拿起/);
    }
  });

  it('has no handles when the list is ordered by something else, or for a user who may not reorder', async () => {
    signInWith(DEMO_ROLES.ads);
    const { unmount } = renderInApp(<ResourceList def={{ ...sorted, defaultOrdering: '-id' }} provider={new BatchProvider(ads())} urlState={false} />);
    await screen.findByText('广告 1');
    expect(screen.queryByRole('button', { name: '排序 广告 1' })).toBeNull();
    unmount();
    signInWith(DEMO_ROLES.viewer);
    renderInApp(<ResourceList def={sorted} provider={new BatchProvider(ads())} urlState={false} />);
    await screen.findByText('广告 1');
    expect(screen.queryByRole('button', { name: '排序 广告 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /刷\s*新/ })); // refresh is everyone's
  });

  it('reads the order a reorder writes: ascending sort first', () => {
    expect([orderedBySort('sort'), orderedBySort('sort,id'), orderedBySort('-sort'), orderedBySort('id,sort'), orderedBySort(undefined)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('the live status of a schedule', () => {
  const now = Date.parse('2026-03-15T00:00:00Z');
  it('is scheduled before the start, live until the end, ended from the end on', () => {
    expect(liveStatusOf('2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z', now)).toBe('scheduled');
    expect(liveStatusOf('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z', now)).toBe('live');
    expect(liveStatusOf('2026-03-01T00:00:00Z', null, now)).toBe('live');
    expect(liveStatusOf('2026-02-01T00:00:00Z', '2026-03-15T00:00:00Z', now)).toBe('ended');
    expect(liveStatusOf(null, '2026-03-15T00:00:00Z', now)).toBeNull();
  });

  it('shows as a tag in the status column', async () => {
    signInWith(DEMO_ROLES.viewer);
    const past = { start_at: '2020-01-01T00:00:00Z', end_at: '2020-02-01T00:00:00Z' };
    const future = { start_at: '2099-01-01T00:00:00Z', end_at: '2099-02-01T00:00:00Z' };
    const live = { start_at: '2020-01-01T00:00:00Z', end_at: '2099-02-01T00:00:00Z' };
    renderInApp(<ResourceList def={batchAdDef} provider={new BatchProvider([adRecord(1, past), adRecord(2, future), adRecord(3, live)])} urlState={false} />);
    await screen.findByText('广告 1');
    const column = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === '状态');
    const statusOf = (id: string) => document.querySelectorAll(`tr[data-row-key="${id}"] > td`)[column]?.textContent;
    expect([statusOf('1'), statusOf('2'), statusOf('3')]).toEqual(['已结束', '未开始', '投放中']);
  });
});
