import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { DEMO_ROLES } from '@admin/shared/contract';
import { withListApi } from './list/list-test-kit';
import { ResourceList } from './resource-list';
import { LOADING_SHOWN_AFTER_MS } from './use-resource-list';
import { MemoryProvider, adRecord, apiError, renderInApp, searchAdDef, signInWith } from './test-kit';
import type { Rec } from './types';

// antd tables in jsdom on a 2-core machine: rendering takes seconds, not milliseconds.

// The list reads the user's column settings through the API client: answered in memory here.
withListApi();

const rows = () => screen.getAllByRole('row').slice(1); // minus the header

describe('ResourceList rendered from a declaration', () => {
  it('shows the title, the list fields as columns, the search form and the pager', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider([adRecord(1, { title: '考研季' }), adRecord(2, { is_marked_expired: true, title: '旧活动' })]);
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    expect(screen.getByRole('heading', { name: '搜索页广告' })).toBeInTheDocument();
    expect(await screen.findByText('考研季')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', '标题', '图片', '平台', '投放时间', '状态', '排序', '启用', '标记过期', '更新时间', '操作']);
    const search = screen.getByRole('search');
    expect(within(search).getByLabelText('标题')).toBeInTheDocument();
    expect(within(search).getByLabelText('平台')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(provider.calls[0]).toEqual({ op: 'list', query: { page: 1, limit: 20 } });
  });

  it('marks expired rows visibly', async () => {
    signInWith(DEMO_ROLES.viewer);
    renderInApp(<ResourceList def={searchAdDef} provider={new MemoryProvider([adRecord(1), adRecord(2, { is_marked_expired: true, title: '旧活动' })])} />);
    const old = (await screen.findByText('旧活动')).closest('tr')!;
    expect(within(old).getByText('已过期')).toBeInTheDocument();
    expect(old).toHaveAttribute('data-marked', 'true');
    expect(within(screen.getByText('广告 1').closest('tr')!).queryByText('已过期')).toBeNull();
  });

  it('searches from page 1 with the typed filter, trimmed', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider([adRecord(1, { title: '考研季' }), adRecord(2, { title: '寒假' })]);
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    await screen.findByText('寒假');
    await userEvent.type(within(screen.getByRole('search')).getByLabelText('标题'), '  寒假 ');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(provider.calls.at(-1)).toEqual({ op: 'list', query: { title: '寒假', page: 1, limit: 20 } });
    await userEvent.clear(within(screen.getByRole('search')).getByLabelText('标题'));
    await userEvent.type(within(screen.getByRole('search')).getByLabelText('标题'), '没有');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findAllByText('没有符合条件的记录')).not.toHaveLength(0);
  });

  it('orders by a sortable column and pages through the spec’s pager', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider(Array.from({ length: 25 }, (_, i) => adRecord(i + 1)));
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    await screen.findByText('共 25 条');
    await userEvent.click(screen.getAllByText('ID')[0]);
    await waitFor(() => expect(provider.calls.at(-1)?.query).toEqual({ page: 1, limit: 20, ordering: 'id' }));
    await userEvent.click(screen.getAllByText('ID')[0]);
    await waitFor(() => expect(provider.calls.at(-1)?.query).toEqual({ page: 1, limit: 20, ordering: '-id' }));
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(provider.calls.at(-1)?.query).toEqual({ page: 2, limit: 20, ordering: '-id' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
  });

  it('names what a click on a sortable heading does next, in its title, in the console’s antd locale', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider(Array.from({ length: 3 }, (_, i) => adRecord(i + 1)));
    renderInApp(
      <ConfigProvider locale={zhCN}>
        <ResourceList def={searchAdDef} provider={provider} />
      </ConfigProvider>,
    );
    await screen.findByText('共 3 条');
    const id = () => screen.getAllByRole('columnheader').find((h) => h.textContent === 'ID')!;
    expect(id()).toHaveAttribute('title', '点击升序');
    expect(id()).toHaveAttribute('aria-description', '可排序');
    // antd's own tooltip is off: its hint is the title, on the heading and nowhere else.
    expect(
      screen
        .getAllByRole('columnheader')
        .filter((h) => h.hasAttribute('title'))
        .every((h) => h.hasAttribute('aria-description')),
    ).toBe(true);
    await userEvent.click(id());
    await waitFor(() => expect(id()).toHaveAttribute('aria-sort', 'ascending'));
    expect(id()).toHaveAttribute('title', '点击降序');
    await userEvent.click(id());
    await waitFor(() => expect(id()).toHaveAttribute('aria-sort', 'descending'));
    expect(id()).toHaveAttribute('title', '取消排序');
    // (antd's tooltip would show 0.1 s after the pointer enters.)
    await userEvent.hover(within(id()).getByText('ID'));
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows another page in the same row elements, each still naming its record', async () => {
    // Rows are keyed by place (list/slot-rows.tsx): a page change updates them instead of
    // remounting every row; data-row-key and the actions still belong to the record shown.
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider(Array.from({ length: 25 }, (_, i) => adRecord(i + 1)));
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    await screen.findByText('共 25 条');
    const first = rows()[0];
    const before = first.getAttribute('data-row-key');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[0]).toBe(first);
    expect(first.getAttribute('data-row-key')).not.toBe(before);
    for (const row of rows()) {
      const id = row.getAttribute('data-row-key');
      expect(within(row).getByText(`广告 ${id}`)).toBeInTheDocument();
      expect(within(row).getByLabelText(`编辑 广告 ${id}`)).toBeInTheDocument();
    }
  });

  it('keeps the rows usable while the next page loads, the refresh button spinning; a spinner where there are none', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider(Array.from({ length: 25 }, (_, i) => adRecord(i + 1)));
    const list = provider.list.bind(provider);
    let release: () => void = () => {};
    const held = () => new Promise<void>((r) => (release = r));
    let gate: Promise<void> | null = held(); // the first page waits too
    provider.list = async (query: Rec) => {
      await gate;
      return list(query);
    };
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    await waitFor(() => expect(screen.getByLabelText('加载中')).toBeInTheDocument());
    expect(screen.queryByText('暂无数据')).toBeNull();
    release();
    await screen.findByText('共 25 条');
    gate = held();
    const first = rows()[0];
    const refresh = screen.getByRole('button', { name: /刷\s*新/ });
    // The answer is given LOADING_SHOWN_AFTER_MS to come before the loading state is drawn.
    let clicked = NaN;
    let busyAt = NaN;
    document.addEventListener('click', () => (clicked = performance.now()), { capture: true, once: true });
    const seen = new MutationObserver(() => refresh.getAttribute('aria-busy') === 'true' && (busyAt = performance.now()));
    seen.observe(refresh, { attributes: true, attributeFilter: ['aria-busy'] });
    await userEvent.click(screen.getByTitle('2'));
    // Said at once to assistive technology (and to tests waiting for the list), drawn later.
    expect(first.closest('[aria-busy="true"]')).not.toBeNull();
    // Not drawn busy before LOADING_SHOWN_AFTER_MS (userEvent's click itself may take longer on a
    // loaded machine; the moment it was drawn busy is checked below either way).
    if (performance.now() - clicked < LOADING_SHOWN_AFTER_MS) expect(refresh).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    seen.disconnect();
    expect(busyAt - clicked).toBeGreaterThanOrEqual(LOADING_SHOWN_AFTER_MS);
    expect(refresh.querySelector('.anticon-reload.anticon-spin')).not.toBeNull();
    expect(rows()).toHaveLength(20);
    expect(first.closest('[aria-busy="true"]')).not.toBeNull();
    expect(document.querySelector('.ant-spin-blur, .ant-spin-spinning')).toBeNull();
    release();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(first.closest('[aria-busy="true"]')).toBeNull();
    // Drawn with the rows, not in a later commit.
    expect(refresh).toHaveAttribute('aria-busy', 'false');
    expect(refresh.querySelector('.anticon-spin')).toBeNull();
  });

  it('draws a quick answer in the same render as the new page, without a loading state', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider(Array.from({ length: 25 }, (_, i) => adRecord(i + 1)));
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    await screen.findByText('共 25 条');
    const refresh = screen.getByRole('button', { name: /刷\s*新/ });
    const busy: string[] = [];
    const seen = new MutationObserver(() => busy.push(String(refresh.getAttribute('aria-busy')) + rows().length));
    seen.observe(refresh, { attributes: true, attributeFilter: ['aria-busy'] });
    const drawn: { active: string | null; rows: number }[] = [];
    const pager = new MutationObserver(() =>
      drawn.push({ active: document.querySelector('.ant-pagination-item-active')?.getAttribute('title') ?? null, rows: rows().length }),
    );
    pager.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    seen.disconnect();
    pager.disconnect();
    expect(busy).toEqual([]);
    // Page 2 was never active over page 1's rows.
    expect(drawn.filter((d) => d.active === '2' && d.rows !== 5)).toEqual([]);
  });

  it('draws its tools (refresh, column settings, recycle bin) as one toolbar: one tab stop, arrows inside', async () => {
    signInWith(DEMO_ROLES.ads);
    renderInApp(<ResourceList def={searchAdDef} provider={new MemoryProvider([adRecord(1, { title: '考研季' })])} />);
    await screen.findByText('考研季');
    const toolbar = screen.getByRole('toolbar', { name: '列表工具' });
    const tools = within(toolbar).getAllByRole('button');
    // 回收站 for a holder of the delete permission (a viewer has none: its list shows no 回收站).
    expect(tools.map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['刷新', '列设置', '回收站']);
    await waitFor(() => expect(tools.map((b) => b.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']));
    tools[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tools[1]);
    expect(tools.map((b) => b.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
  });

  it('offers no 回收站 to a user who may not delete', async () => {
    signInWith(DEMO_ROLES.viewer);
    renderInApp(<ResourceList def={searchAdDef} provider={new MemoryProvider([adRecord(1, { title: '考研季' })])} />);
    await screen.findByText('考研季');
    expect(within(screen.getByRole('toolbar', { name: '列表工具' })).queryByRole('button', { name: '回收站' })).toBeNull();
  });

  it('shows the empty state', async () => {
    signInWith(DEMO_ROLES.ads);
    renderInApp(<ResourceList def={searchAdDef} provider={new MemoryProvider([])} />);
    expect(await screen.findAllByText('暂无数据')).not.toHaveLength(0);
  });

  it('shows a failed load with the message and retries', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider([adRecord(1)]);
    provider.failNext(apiError(50000, '服务器内部错误'));
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    expect(await screen.findByText('服务器内部错误')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('广告 1')).toBeInTheDocument();
    expect(screen.queryByText('服务器内部错误')).toBeNull();
  });
});

describe('permission gating from the permission table', () => {
  it('shows no write action to viewer', async () => {
    signInWith(DEMO_ROLES.viewer);
    renderInApp(<ResourceList def={searchAdDef} provider={new MemoryProvider([adRecord(1)])} />);
    await screen.findByText('广告 1');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByLabelText('编辑 广告 1')).toBeNull();
    expect(screen.queryByLabelText('删除 广告 1')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByLabelText('复制 广告 1')).toBeNull();
    // Reading is all it may do: the whole record, read-only.
    expect(screen.getByLabelText('查看 广告 1')).toBeInTheDocument();
  });

  it('shows create, edit, delete and both toggles to the ads account', async () => {
    signInWith(DEMO_ROLES.ads);
    renderInApp(<ResourceList def={searchAdDef} provider={new MemoryProvider([adRecord(1)])} />);
    await screen.findByText('广告 1');
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
    expect(screen.getByLabelText('编辑 广告 1')).toBeInTheDocument();
    expect(screen.getByLabelText('删除 广告 1')).toBeInTheDocument();
    expect(screen.getByLabelText('启用 广告 1')).toBeInTheDocument();
    expect(screen.getByLabelText('标记过期 广告 1')).toBeInTheDocument();
  });

  it('follows the declaration’s per-row rules whatever the permission', async () => {
    signInWith(DEMO_ROLES.ads);
    const def = { ...searchAdDef, rowEditable: (r: Rec) => r.id !== 2, rowDeletable: (r: Rec) => r.id !== 1 };
    renderInApp(<ResourceList def={def} provider={new MemoryProvider([adRecord(1), adRecord(2)])} />);
    await screen.findByText('广告 2');
    expect(screen.getByLabelText('编辑 广告 1')).toBeInTheDocument();
    expect(screen.queryByLabelText('删除 广告 1')).toBeNull();
    expect(screen.queryByLabelText('编辑 广告 2')).toBeNull();
    expect(screen.queryByLabelText('启用 广告 2')).toBeNull();
    expect(screen.getByLabelText('删除 广告 2')).toBeInTheDocument();
  });

  it('shows only the delete of an account that may only delete', async () => {
    signInWith(['base_services.view_search_page_advertisement', 'base_services.delete_search_page_advertisement']);
    renderInApp(<ResourceList def={searchAdDef} provider={new MemoryProvider([adRecord(1)])} />);
    await screen.findByText('广告 1');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByLabelText('编辑 广告 1')).toBeNull();
    expect(screen.getByLabelText('删除 广告 1')).toBeInTheDocument();
  });
});

describe('row actions', () => {
  it('marks an ad expired with a PATCH of the mark and its version, then back', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider([adRecord(1)]);
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    await userEvent.click(await screen.findByLabelText('标记过期 广告 1'));
    expect(await screen.findByText('已过期')).toBeInTheDocument();
    expect(provider.calls.find((c) => c.op === 'patch')).toEqual({ op: 'patch', id: 1, body: { is_marked_expired: true, version: 1 } });
    await userEvent.click(screen.getByLabelText('标记过期 广告 1'));
    await waitFor(() => expect(screen.queryByText('已过期')).toBeNull());
    expect(provider.records[0]).toMatchObject({ is_marked_expired: false, version: 3 });
  });

  it('enables with a PUT of the whole record (search_page PATCH takes only the mark)', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider([adRecord(1, { is_enable: true, remark: '备注' })]);
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    await userEvent.click(await screen.findByLabelText('启用 广告 1'));
    await waitFor(() => expect(provider.records[0].is_enable).toBe(false));
    const put = provider.calls.find((c) => c.op === 'update')!;
    expect(put.body).toMatchObject({ is_enable: false, remark: '备注', version: 1, title: '广告 1' });
    expect(put.body).not.toHaveProperty('id');
  });

  it('reloads the list when a toggle hits a stale version', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider([adRecord(1)]);
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    await screen.findByText('广告 1');
    provider.records[0].version = 5; // someone else saved meanwhile
    provider.records[0].title = '别人改的标题';
    await userEvent.click(screen.getByLabelText('标记过期 广告 1'));
    expect(await screen.findByText('别人改的标题')).toBeInTheDocument();
    expect(provider.records[0].is_marked_expired).toBe(false);
  });

  it('shows only the written switches busy while their writes are under way, then the saved records', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider([adRecord(1), adRecord(2)]);
    const patch = provider.patch.bind(provider);
    let release: () => void = () => {};
    provider.patch = async (id, body) => {
      await new Promise<void>((r) => (release = r));
      return patch(id, body);
    };
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    const mark = await screen.findByRole('switch', { name: '标记过期 广告 2' });
    await userEvent.click(mark);
    await waitFor(() => expect(mark).toHaveAttribute('aria-busy', 'true'));
    expect(mark).toBeDisabled();
    // Only that switch: not the same field of the other row, nor the row's other switch.
    expect(screen.getAllByRole('switch').filter((s) => s.hasAttribute('aria-busy'))).toEqual([mark]);
    // A second write meanwhile, on another row: both stay busy until each ends.
    const releaseFirst = release;
    const other = screen.getByRole('switch', { name: '标记过期 广告 1' });
    await userEvent.click(other);
    await waitFor(() => expect(other).toHaveAttribute('aria-busy', 'true'));
    expect(mark).toHaveAttribute('aria-busy', 'true');
    await act(async () => releaseFirst());
    await waitFor(() => expect(screen.getByRole('switch', { name: '标记过期 广告 2' })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('switch', { name: '标记过期 广告 1' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    await waitFor(() => expect(screen.getByRole('switch', { name: '标记过期 广告 1' })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('switch', { name: '标记过期 广告 1' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('switch', { name: '标记过期 广告 2' })).not.toHaveAttribute('aria-busy');
    expect(provider.records.find((r) => r.id === 2)?.is_marked_expired).toBe(true);
    expect(provider.records.find((r) => r.id === 1)?.is_marked_expired).toBe(true);
  });

  it('asks on the pressed row’s 删除 alone, from the keyboard too, and a new page’s rows ask afresh', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider(Array.from({ length: 25 }, (_, i) => adRecord(i + 1)));
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    const asking = () => document.querySelectorAll('.ant-popconfirm:not(.ant-popover-hidden)');
    (await screen.findByRole('button', { name: '删除 广告 2' })).focus();
    await userEvent.keyboard('{Enter}');
    const cancel = await screen.findByRole('button', { name: /取\s*消/ });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(asking()).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(asking()).toHaveLength(0));
    expect(provider.calls.some((c) => c.op === 'delete')).toBe(false);

    // The second row now shows 广告 22: its 删除 is a plain trigger again, and asks for its own record.
    await userEvent.click(screen.getByTitle('2'));
    const next = await screen.findByRole('button', { name: '删除 广告 22' });
    expect(asking()).toHaveLength(0);
    await userEvent.click(next);
    await waitFor(() => expect(asking()).toHaveLength(1));
    await userEvent.click(document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden) .ant-btn-dangerous')!);
    await waitFor(() => expect(provider.calls.find((c) => c.op === 'delete')).toEqual({ op: 'delete', id: 22, body: { version: 1 } }));
  });

  it('deletes after confirmation with the row version', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider([adRecord(1), adRecord(2)]);
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    await userEvent.click(await screen.findByLabelText('删除 广告 2'));
    expect(provider.records).toHaveLength(2);
    await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-dangerous')).not.toBeNull());
    await userEvent.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-dangerous')!);
    await waitFor(() => expect(screen.queryByText('广告 2')).toBeNull());
    expect(provider.calls.find((c) => c.op === 'delete')).toEqual({ op: 'delete', id: 2, body: { version: 1 } });
  });
});
