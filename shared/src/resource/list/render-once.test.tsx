import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HTMLAttributes } from 'react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { DEMO_ROLES } from '@admin/shared/contract';
import { ResourceList } from '../resource-list';
import { adRecord, signInWith } from '../test-kit';
import type { Rec } from '../types';
import { BatchProvider, batchAdDef, withListApi } from './list-test-kit';
import { defaultListWidth } from './layout';
import { SLOT_ROW_COMPONENTS } from './slot-rows';

// A busy machine (tests share 2 cores) takes over a second for a list's second drawing: a bound on hangs, not speed.
withListApi();

/*
 * The list's render budget (a 20-row list within 50 ms of its data) is met by rendering a page's rows once:
 * not before the data is there (the page number changing in the URL), and not a second time after
 * it (a state set in an effect once the rows are drawn). Counted here: each row component's
 * renders, and each call of the row actions' render (one per row and render of its cells).
 */
describe('a next page of a list in the URL', () => {
  let rowRenders = 0;
  const KitRow = SLOT_ROW_COMPONENTS.body.row;
  beforeEach(() => {
    rowRenders = 0;
    SLOT_ROW_COMPONENTS.body.row = function CountedRow(props: HTMLAttributes<HTMLTableRowElement>) {
      rowRenders += 1;
      return <KitRow {...props} />;
    };
  });
  afterEach(() => {
    SLOT_ROW_COMPONENTS.body.row = KitRow;
  });

  it('renders its 20 rows once, after its data, with the selection column on', async () => {
    // A box the table fits (jsdom has no layout), as on a 1440 px screen.
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(defaultListWidth(batchAdDef) + 200);
    try {
      signInWith([...DEMO_ROLES.ads, 'base_services.change_search_page_advertisement', 'base_services.delete_search_page_advertisement']);
      // Ordered by id, so the rows are not the drag-and-drop ones (this counts the plain row).
      const provider = new BatchProvider(Array.from({ length: 45 }, (_, i) => adRecord(i + 1, { sort: 45 - i })));
      const list = provider.list.bind(provider);
      let release: () => void = () => {};
      let gate: Promise<void> | null = null;
      let asked: Rec | undefined; // what the list asked for last (the provider records it only once answered)
      provider.list = async (query: Rec) => {
        asked = query;
        await gate;
        return list(query);
      };
      let actionCells = 0;
      const rowActions = () => {
        actionCells += 1;
        return null;
      };
      // Until nothing has been drawn for 100 ms: a busy machine can hold a list's later drawing
      // (the rows out of view) past any fixed pause, which would count it against the next page.
      const settled = async () => {
        for (let seen = -1; seen !== rowRenders + actionCells;) {
          seen = rowRenders + actionCells;
          await act(() => new Promise((r) => setTimeout(r, 100)));
        }
      };
      render(
        <MemoryRouter initialEntries={['/ads?ordering=id']}>
          <App>
            <ResourceList def={batchAdDef} provider={provider} rowActions={rowActions} />
          </App>
        </MemoryRouter>,
      );
      await screen.findByText('共 45 条');
      // The first page's rows out of view come in a second drawing (rows-in-view.ts).
      await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /^选择 / })).toHaveLength(20));
      await settled();

      gate = new Promise<void>((r) => (release = r));
      rowRenders = 0;
      actionCells = 0;
      await userEvent.click(screen.getByTitle('2'));
      await waitFor(() => expect(asked).toMatchObject({ page: 2 }));
      await act(() => new Promise((r) => setTimeout(r, 50)));
      // The page number is in the URL and the list is loading: the rows shown are not rendered again.
      expect(rowRenders).toBe(0);
      expect(actionCells).toBe(0);

      await act(async () => release());
      await screen.findByText('广告 21');
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(actionCells).toBe(20);
      expect(rowRenders).toBe(20);

      // Selecting a row draws its checkbox again, not the other cells of the page's rows.
      actionCells = 0;
      await userEvent.click(screen.getByRole('checkbox', { name: '选择 广告 21' }));
      await waitFor(() => expect(screen.getByRole('checkbox', { name: '选择 广告 21' })).toBeChecked());
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(actionCells).toBe(0);
    } finally {
      width.mockRestore();
    }
  });
});
