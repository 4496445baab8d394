import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ROLES } from '@admin/shared/contract';
import { ResourceList } from '../resource-list';
import { adRecord, renderInApp, signInWith } from '../test-kit';
import type { Rec } from '../types';
import { BulkBar } from './bulk-bar';
import { ListContextProvider, useListPage, useListResource, useListSelection } from './list-context';
import { BatchProvider, batchAdDef, withListApi } from './list-test-kit';
import { useListController } from './use-list-controller';

withListApi();

/** A list drawn its own way: cards with a tick box each, on the kit's controller and bulk bar. */
function CardList({ provider }: { provider: BatchProvider }) {
  const c = useListController({ def: batchAdDef, provider, urlState: false });
  return (
    <ListContextProvider resource={c.resource} page={c.page} selection={c.selection}>
      <BulkBar />
      <Cards />
    </ListContextProvider>
  );
}

function Cards() {
  const { items, total } = useListPage();
  const { keys, set } = useListSelection();
  const { deletes, written } = useListResource();
  return (
    <section aria-label={`共 ${total} 张`}>
      {items.map((r: Rec, i) => (
        <article key={String(r.id)} aria-label={String(r.title)}>
          <input
            type="checkbox"
            aria-label={`勾选 ${String(r.title)}`}
            checked={keys.includes(i)}
            onChange={(e) => set(e.target.checked ? [...keys, i] : keys.filter((k) => k !== i))}
          />
          <button type="button" onClick={() => void deletes.remove(r).then(written)}>
            删掉 {String(r.title)}
          </button>
        </article>
      ))}
    </section>
  );
}

describe('the list controller without the kit view', () => {
  it('draws its page, drives the kit bulk bar from its selection and deletes, offering 撤销', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new BatchProvider([adRecord(1), adRecord(2), adRecord(3)]);
    renderInApp(<CardList provider={provider} />);
    expect(await screen.findByRole('region', { name: '共 3 张' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '勾选 广告 2' }));
    const bar = await screen.findByRole('region', { name: '已选 1 项' });
    await userEvent.click(within(bar).getByRole('button', { name: /^停\s*用$/ }));
    await waitFor(() => expect(provider.records.map((r) => r.is_enable)).toEqual([true, false, true]));

    // The delete is the controller's write: its message offers 撤销, which brings the row back.
    await userEvent.click(screen.getByRole('button', { name: '删掉 广告 3' }));
    const said = await screen.findByText('已删除「广告 3」，可在回收站中恢复');
    expect(within(said.parentElement!).getByRole('button', { name: /^撤\s*销$/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: '共 2 张' })).toBeInTheDocument());
  });

  it('gives a screen header on the kit view the page it shows', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new BatchProvider([adRecord(1), adRecord(2)]);
    function Count() {
      return <p>本页 {useListPage().items.length} 条</p>;
    }
    renderInApp(<ResourceList def={batchAdDef} provider={provider} urlState={false} header={<Count />} />);
    expect(await screen.findByText('本页 2 条')).toBeInTheDocument();
  });

  it('says where its parts belong when read outside a list', () => {
    function Stray() {
      useListSelection();
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Stray />)).toThrow('useListSelection is read inside a list (ListContextProvider)');
  });
});
