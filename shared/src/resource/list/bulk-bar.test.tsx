import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ROLES } from '@admin/shared/contract';
import { setLocale } from '@admin/shared/i18n';
import { ResourceList } from '../resource-list';
import { adRecord, apiError, renderInApp, signInWith } from '../test-kit';
import { BatchProvider, batchAdDef, withListApi } from './list-test-kit';

withListApi();

const select = async (name: string, word = '选择') => userEvent.click(await screen.findByRole('checkbox', { name: `${word} ${name}` }));
const bar = () => screen.getByRole('region', { name: /^已选 \d+ 项$/ });

describe('selection and the bulk bar', () => {
  it('disables the selected rows in one request with their versions and reports the result', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new BatchProvider([adRecord(1), adRecord(2, { version: 4 }), adRecord(3)]);
    renderInApp(<ResourceList def={batchAdDef} provider={provider} urlState={false} />);
    await select('广告 1');
    await select('广告 2');
    expect(within(bar()).getByText('已选 2 项')).toBeInTheDocument();
    await userEvent.click(within(bar()).getByRole('button', { name: /^停\s*用$/ }));
    expect(await screen.findByText('已修改 2 项')).toBeInTheDocument();
    expect(provider.calls.filter((c) => c.op === 'bulkPatch')).toEqual([
      {
        op: 'bulkPatch',
        body: {
          items: [
            { id: 1, version: 1 },
            { id: 2, version: 4 },
          ],
          changes: { is_enable: false },
        },
      },
    ]);
    expect(provider.records.map((r) => r.is_enable)).toEqual([false, false, true]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /^已选/ })).toBeNull()); // selection cleared after the reload
    // the expiry mark is a toggle the bulk PATCH accepts too, under its own label
    await select('广告 3');
    await userEvent.click(within(bar()).getByRole('button', { name: '标记过期' }));
    await waitFor(() => expect(provider.records[2].is_marked_expired).toBe(true));
  });

  it('deletes the selected rows after a confirmation naming them and the recycle bin', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new BatchProvider([adRecord(1), adRecord(2), adRecord(3)]);
    renderInApp(<ResourceList def={batchAdDef} provider={provider} urlState={false} />);
    await select('广告 1');
    await select('广告 3');
    await userEvent.click(within(bar()).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('删除选中的 2 项？').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('「广告 1」、「广告 3」')).toBeInTheDocument();
    expect(within(dialog).getByText('删除后可在本列表工具栏的「回收站」中恢复。')).toBeInTheDocument();
    expect(provider.records).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('已删除 2 项')).toBeInTheDocument();
    // 撤销 beside it for a few seconds (it puts the rows back from the recycle bin: the screen test of the history).
    expect(screen.getByRole('button', { name: /^撤\s*销$/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('广告 3')).toBeNull());
    expect(provider.records.map((r) => r.id)).toEqual([2]);
    expect(provider.calls.find((c) => c.op === 'bulkDelete')?.body).toEqual({
      items: [
        { id: 1, version: 1 },
        { id: 3, version: 1 },
      ],
    });
  });

  it('names the rows and the recycle bin in English too', async () => {
    signInWith(DEMO_ROLES.ads);
    setLocale('en');
    try {
      renderInApp(<ResourceList def={batchAdDef} provider={new BatchProvider([adRecord(1), adRecord(2), adRecord(3)])} urlState={false} />);
      await select('广告 1', 'Select');
      await select('广告 3', 'Select');
      await userEvent.click(within(screen.getByRole('region', { name: '2 selected' })).getByRole('button', { name: /Delete/ }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getAllByText('Delete the 2 selected items?').length).toBeGreaterThan(0);
      expect(within(dialog).getByText('"广告 1", "广告 3"')).toBeInTheDocument();
      expect(within(dialog).getByText("It can be restored from the Recycle bin in this list's toolbar.")).toBeInTheDocument();
    } finally {
      setLocale('zh-CN');
    }
  });

  it('on a stale row writes nothing, reloads and names the row that changed', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new BatchProvider([adRecord(1), adRecord(2)]);
    renderInApp(<ResourceList def={batchAdDef} provider={provider} urlState={false} />);
    await select('广告 1');
    await select('广告 2');
    provider.records[1].version = 9; // a colleague saved row 2 meanwhile
    provider.records[1].title = '同事改过';
    await userEvent.click(within(bar()).getByRole('button', { name: /^停\s*用$/ }));
    expect(await screen.findByText(/以下记录已被他人修改，列表已刷新，请重新选择：ID 2：记录 2 已被他人修改/)).toBeInTheDocument();
    expect(await screen.findByText('同事改过')).toBeInTheDocument();
    expect(provider.records.map((r) => r.is_enable)).toEqual([true, true]);
  });

  it('shows the server’s message of a refused row by its id', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new BatchProvider([adRecord(1), adRecord(7)]);
    provider.bulkPatch = async () => {
      throw apiError(40000, '参数错误', [{ field: 'items.1.end_at', message: '结束时间须晚于开始时间' }]);
    };
    renderInApp(<ResourceList def={batchAdDef} provider={provider} urlState={false} />);
    await select('广告 1');
    await select('广告 7');
    await userEvent.click(within(bar()).getByRole('button', { name: /^启\s*用$/ }));
    expect(await screen.findByText('ID 7：结束时间须晚于开始时间')).toBeInTheDocument();
  });

  it('offers no selection to a user who may not call the batch writes', async () => {
    signInWith(DEMO_ROLES.viewer);
    renderInApp(<ResourceList def={batchAdDef} provider={new BatchProvider([adRecord(1)])} urlState={false} />);
    await screen.findByText('广告 1');
    expect(screen.queryByRole('checkbox', { name: '选择 广告 1' })).toBeNull();
  });
});
