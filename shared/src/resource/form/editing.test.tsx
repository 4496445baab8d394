// The editing parts in the kit's drawer and form: the dirty guard, drafts, number and date
// inputs, the read-only view and duplicate (the in-memory provider behaves like the server on versions).
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEMO_ROLES } from '@admin/shared/contract';
import { setApiUi } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { ResourceFormDrawer } from '../form-drawer';
import type { FormTarget } from '../form-drawer';
import { ResourceForm } from '../resource-form';
import { ResourceList } from '../resource-list';
import { MemoryProvider, adRecord, renderInApp, searchAdDef, signInWith } from '../test-kit';
import type { ResourceDef } from '../types';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => {
  setApiUi({ toast: () => {}, confirmLogout: async () => false, navigate: () => {} });
  localStorage.clear();
  useAuthStore.setState({ name: '测试员' });
});
afterEach(() => setApiUi(null));

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
const PROMPT = '放弃未保存的修改？';
// antd's confirm writes its title twice (one copy for aria-labelledby).
const asked = () => screen.findAllByText(PROMPT);
const notAsked = () => waitFor(() => expect(screen.queryAllByText(PROMPT)).toHaveLength(0));

function drawerOn(target: FormTarget, provider = new MemoryProvider([adRecord(7)])) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  renderInApp(<ResourceFormDrawer def={searchAdDef} provider={provider} target={target} onClose={onClose} onSaved={onSaved} />);
  return { onClose, onSaved, provider };
}

// Esc, the mask and × all reach the drawer's onClose; Esc itself is driven in the browser suite
// (rc-portal listens on the window for it, which jsdom's focus model does not reach reliably).
describe('the dirty guard of the drawer', () => {
  const closeButton = () => document.querySelector<HTMLElement>('.ant-drawer-close')!;

  it('closes an unchanged form without asking', async () => {
    const { onClose } = drawerOn({ mode: 'edit', id: 7 });
    await screen.findByDisplayValue('广告 7');
    fireEvent.click(closeButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryAllByText(PROMPT)).toHaveLength(0);
  });

  it('asks before ×, the mask and 取消 throw changes away, and keeps editing when told to', async () => {
    const { onClose } = drawerOn({ mode: 'edit', id: 7 });
    const title = await screen.findByDisplayValue('广告 7');
    await userEvent.type(title, '改');
    await waitFor(() => expect(localStorage.getItem('draft:测试员:test.search_page:7')).not.toBeNull());
    fireEvent.click(closeButton());
    await asked();
    await userEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    await notAsked();
    expect(onClose).not.toHaveBeenCalled();
    expect(title).toHaveValue('广告 7改');

    fireEvent.click(document.querySelector<HTMLElement>('.ant-drawer-mask')!);
    await asked();
    await userEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    await notAsked();

    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await userEvent.click(await screen.findByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(localStorage.getItem('draft:测试员:test.search_page:7')).toBeNull(); // discarded means gone
  });

  it('asks when closed in the same moment as the last keystroke (before the watched values arrive)', async () => {
    const { onClose } = drawerOn({ mode: 'edit', id: 7 });
    const title = await screen.findByDisplayValue('广告 7');
    // No await between the two: a fast typist's Esc, ahead of the form's batched watch update.
    fireEvent.change(title, { target: { value: '广告 7改' } });
    fireEvent.click(closeButton());
    await asked();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('leaving the page with unsaved changes', () => {
  it('holds a route change until the user discards, and guards reload/close of the tab', async () => {
    const router = createMemoryRouter(
      [
        { path: '/edit', element: <ResourceForm def={searchAdDef} provider={new MemoryProvider([adRecord(7)])} record={adRecord(7)} onSaved={() => {}} /> },
        { path: '/elsewhere', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/edit'] },
    );
    render(
      <App>
        <RouterProvider router={router} />
      </App>,
    );
    await userEvent.type(screen.getByLabelText('标题'), '改');
    await waitFor(() => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      expect(unload.defaultPrevented).toBe(true);
    });

    await act(() => router.navigate('/elsewhere'));
    await asked();
    expect(router.state.location.pathname).toBe('/edit');
    await userEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    await notAsked();
    expect(router.state.location.pathname).toBe('/edit');

    await act(() => router.navigate('/elsewhere'));
    await userEvent.click(await screen.findByRole('button', { name: '放弃修改' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});

describe('drafts', () => {
  it('keeps a dirty form’s values and offers them when the form opens again, never applying them by itself', async () => {
    const first = renderInApp(<ResourceForm def={searchAdDef} provider={new MemoryProvider([adRecord(7)])} record={adRecord(7)} onSaved={() => {}} />);
    await userEvent.type(screen.getByLabelText('标题'), '（草稿）');
    await waitFor(() => expect(localStorage.getItem('draft:测试员:test.search_page:7')).toContain('广告 7（草稿）'));
    first.unmount(); // a crash or a reload

    renderInApp(<ResourceForm def={searchAdDef} provider={new MemoryProvider([adRecord(7)])} record={adRecord(7)} onSaved={() => {}} />);
    expect(await screen.findByText(/有一份未保存的草稿（\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}）/)).toBeInTheDocument();
    expect(screen.getByLabelText('标题')).toHaveValue('广告 7');
    await userEvent.click(screen.getByRole('button', { name: '恢复草稿' }));
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue('广告 7（草稿）'));
    expect(screen.queryByText(/有一份未保存的草稿/)).toBeNull();
  });

  it('writes the draft with every change, without waiting for a pause', async () => {
    renderInApp(<ResourceForm def={searchAdDef} provider={new MemoryProvider([adRecord(7)])} record={adRecord(7)} onSaved={() => {}} />);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '刚打的字' } });
    // The form reports the change (a macrotask); the draft is written then, not some time later.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(localStorage.getItem('draft:测试员:test.search_page:7')).toContain('刚打的字');
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '刚打的字又改' } });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(localStorage.getItem('draft:测试员:test.search_page:7')).toContain('刚打的字又改');
  });

  it('keeps a keystroke the form has not reported yet when the page goes away', async () => {
    renderInApp(<ResourceForm def={searchAdDef} provider={new MemoryProvider([adRecord(7)])} record={adRecord(7)} onSaved={() => {}} />);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '刚打的字' } });
    // No wait: the page goes in the same task as the keystroke.
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('draft:测试员:test.search_page:7')).toContain('刚打的字');
  });

  it('drops the offered draft on 丢弃 and after a save', async () => {
    localStorage.setItem('draft:测试员:test.search_page:7', JSON.stringify({ values: { title: '旧草稿' }, savedAt: Date.now() }));
    const first = renderInApp(<ResourceForm def={searchAdDef} provider={new MemoryProvider([adRecord(7)])} record={adRecord(7)} onSaved={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: /丢\s*弃/ }));
    expect(localStorage.getItem('draft:测试员:test.search_page:7')).toBeNull();
    expect(screen.getByLabelText('标题')).toHaveValue('广告 7');
    first.unmount();

    const onSaved = jest.fn();
    renderInApp(<ResourceForm def={searchAdDef} provider={new MemoryProvider([adRecord(7)])} record={adRecord(7)} onSaved={onSaved} />);
    await userEvent.type(screen.getByLabelText('标题'), '改');
    await waitFor(() => expect(localStorage.getItem('draft:测试员:test.search_page:7')).not.toBeNull());
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(localStorage.getItem('draft:测试员:test.search_page:7')).toBeNull();
  });

  it('leaves no draft behind when saved right after the last keystroke, nor when the page goes after it', async () => {
    const onSaved = jest.fn();
    renderInApp(<ResourceForm def={searchAdDef} provider={new MemoryProvider([adRecord(7)])} record={adRecord(7)} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '马上保存' } });
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue('马上保存'));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0)); // the watch and the draft effect catch up: a save is now pending
    });
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // The form is still on screen (a drawer closing, a page staying): the pending save must not write.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 600));
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('draft:测试员:test.search_page:7')).toBeNull();
  });
});

describe('inputs', () => {
  it('says why a number was refused instead of dropping the letters, and shows the contract’s limits', async () => {
    const provider = new MemoryProvider([adRecord(7)]);
    renderInApp(<ResourceForm def={searchAdDef} provider={provider} record={adRecord(7)} onSaved={() => {}} />);
    const sort = screen.getByLabelText('排序');
    const item = sort.closest('.ant-form-item')!;
    expect(item).toHaveTextContent('整数，0 到 99999');
    await userEvent.clear(sort);
    await userEvent.type(sort, '12abc');
    expect(sort).toHaveValue('12abc');
    await waitFor(() => expect(item.querySelector('.ant-form-item-explain-error')).toHaveTextContent('请输入数字'));
    await save();
    await waitFor(() => expect(document.activeElement).toBe(sort)); // the first error gets the focus
    expect(provider.calls.filter((c) => c.op !== 'get')).toEqual([]);

    await userEvent.clear(sort);
    await userEvent.type(sort, '1.5');
    await waitFor(() => expect(item.querySelector('.ant-form-item-explain-error')).toHaveTextContent('请输入整数'));
  });

  it('never submits on Enter in a date picker and keeps a typed time when the picker loses focus', async () => {
    const provider = new MemoryProvider([adRecord(7)]);
    const onSaved = jest.fn();
    renderInApp(<ResourceForm def={searchAdDef} provider={provider} record={adRecord(7)} onSaved={onSaved} />);
    const [from] = screen.getAllByPlaceholderText('开始时间');
    await userEvent.click(from);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-05 09:30:00');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByLabelText('标题')); // focus leaves the picker
    await waitFor(() => expect(from).toHaveValue('2026-03-05 09:30:00'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(provider.calls.filter((c) => c.op !== 'get')).toEqual([]);

    const [to] = screen.getAllByPlaceholderText('结束时间');
    await userEvent.click(to);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-20 18:00:00');
    await userEvent.click(screen.getByLabelText('标题')); // no Enter: typed and left
    await waitFor(() => expect(to).toHaveValue('2026-03-20 18:00:00'));
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = provider.calls.at(-1)!.body!;
    expect(new Date(sent.start_at as string).getTime()).toBe(new Date(2026, 2, 5, 9, 30).getTime());
    expect(new Date(sent.end_at as string).getTime()).toBe(new Date(2026, 2, 20, 18, 0).getTime());
  });
});

describe('查看 and 复制 in the list', () => {
  const sentDef: ResourceDef = { ...searchAdDef, rowEditable: (r) => r.id !== 2 };

  it('shows viewer the whole record read-only, with no way to edit', async () => {
    signInWith(DEMO_ROLES.viewer);
    renderInApp(<ResourceList def={searchAdDef} provider={new MemoryProvider([adRecord(1, { platforms: [2, 3], is_enable: false })])} />);
    await userEvent.click(await screen.findByLabelText('查看 广告 1'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('查看搜索页广告')).toBeInTheDocument();
    const row = (label: string) => within(drawer).getByText(label, { selector: 'th *, th' }).closest('tr')!;
    expect(row('标题')).toHaveTextContent('广告 1');
    expect(row('平台')).toHaveTextContent('AndroidiOS');
    expect(row('启用')).toHaveTextContent('否');
    expect(within(row('图片')).getByRole('img')).toHaveAttribute('src', '/uploads/a.png');
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  });

  it('offers 查看 for a row the resource keeps unchanged, with 编辑 only where editing is allowed', async () => {
    signInWith(DEMO_ROLES.ads);
    renderInApp(<ResourceList def={sentDef} provider={new MemoryProvider([adRecord(1), adRecord(2)])} />);
    await screen.findByText('广告 2');
    expect(screen.getByLabelText('查看 广告 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('查看 广告 1')).toBeNull(); // editable: its form is the way in
    await userEvent.click(screen.getByLabelText('查看 广告 2'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('广告 2');
    expect(within(drawer).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  });

  it('duplicates a record into a new form without its id, times or version, the title marked as a copy', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider([adRecord(1, { sort: 4 })]);
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    await userEvent.click(await screen.findByLabelText('复制 广告 1'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('复制搜索页广告')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByLabelText('标题')).toHaveValue('广告 1 (副本)'));
    await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(provider.records).toHaveLength(2));
    const created = provider.calls.find((c) => c.op === 'create')!.body!;
    expect(created).toMatchObject({ title: '广告 1 (副本)', sort: 4, platforms: [1, 2] });
    for (const k of ['id', 'kind', 'version', 'created_at', 'updated_at', 'is_marked_expired']) expect(created).not.toHaveProperty(k);
  });
});
