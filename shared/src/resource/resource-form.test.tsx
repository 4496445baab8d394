import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adSchemas } from '@admin/shared/contract/resources';
import { setApiUi } from '@admin/shared/api';
import { ResourceForm } from './resource-form';
import { MemoryProvider, adRecord, apiError, renderInApp, routesOfKind, searchAdDef } from './test-kit';
import type { Rec, ResourceDef } from './types';

beforeEach(() => {
  setApiUi({ toast: () => {}, confirmLogout: async () => false, navigate: () => {} });
  localStorage.clear(); // no draft of an earlier test is offered
});
afterEach(() => setApiUi(null));

/** The error text shown in the Form.Item of a field (its label names it). */
const errorBeside = (label: string) => {
  const input = screen.getByLabelText(label);
  return input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;
};

const filled: ResourceDef = {
  ...searchAdDef,
  createDefaults: {
    title: '新广告',
    image: '/uploads/a.png',
    platforms: [1],
    start_at: '2026-03-01T00:00:00Z',
    end_at: '2026-04-01T00:00:00Z',
  },
};

it('shows the contract’s rules beside the fields and sends nothing while they fail', async () => {
  const provider = new MemoryProvider([]);
  const onSaved = jest.fn();
  renderInApp(<ResourceForm def={searchAdDef} provider={provider} onSaved={onSaved} />);
  expect(screen.getByLabelText('标题').closest('.ant-form-item')).toHaveTextContent('标题');
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(errorBeside('标题')).toBe('请输入标题'));
  expect(errorBeside('平台')).toBe('请选择平台');
  await userEvent.type(screen.getByLabelText('标题'), 'x'.repeat(65));
  await waitFor(() => expect(errorBeside('标题')).toBe('最多 64 个字符'));
  expect(provider.calls).toEqual([]);
  expect(onSaved).not.toHaveBeenCalled();
});

it('trims the title on blur', async () => {
  renderInApp(<ResourceForm def={searchAdDef} provider={new MemoryProvider([])} onSaved={() => {}} />);
  await userEvent.type(screen.getByLabelText('标题'), '  春季  ');
  await userEvent.tab();
  expect(screen.getByLabelText('标题')).toHaveValue('春季');
});

it('creates with the contract defaults and the typed values', async () => {
  const provider = new MemoryProvider([]);
  const onSaved = jest.fn();
  renderInApp(<ResourceForm def={filled} provider={provider} onSaved={onSaved} />);
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(provider.calls[0].op).toBe('create');
  expect(provider.calls[0].body).toMatchObject({ title: '新广告', link_type: 'none', sort: 0, is_enable: true, platforms: [1] });
  expect(provider.calls[0].body).toHaveProperty('link_value', ''); // hidden by showIf (link type none): its default
});

it('keeps the form filled and puts the server’s field errors beside the fields', async () => {
  const provider = new MemoryProvider([]);
  provider.failNext(
    apiError(40000, '参数错误', [
      { field: 'title', message: '标题与已有广告重复' },
      { field: 'user_group_id', message: '用户分组不存在' },
    ]),
  );
  const onSaved = jest.fn();
  renderInApp(<ResourceForm def={filled} provider={provider} onSaved={onSaved} />);
  await userEvent.clear(screen.getByLabelText('标题'));
  await userEvent.type(screen.getByLabelText('标题'), '我的标题');
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(errorBeside('标题')).toBe('标题与已有广告重复'));
  // Not a field of this form: listed above it, without the API's internal name.
  expect(screen.getByText('用户分组不存在')).toBeInTheDocument();
  expect(screen.queryByText(/user_group_id/)).toBeNull();
  expect(screen.getByLabelText('标题')).toHaveValue('我的标题');
  expect(onSaved).not.toHaveBeenCalled();
});

describe('a stale version (40900)', () => {
  /** The form opened on version 1; a colleague saved version 2 with `theirs` meanwhile. */
  const setup = (theirs: Rec) => {
    const mine = adRecord(7, { title: '原标题', version: 1 });
    const provider = new MemoryProvider([adRecord(7, { title: '原标题', ...theirs, version: 2 })]);
    const onSaved = jest.fn();
    renderInApp(<ResourceForm def={searchAdDef} provider={provider} record={mine} onSaved={onSaved} />);
    return { provider, onSaved };
  };
  const retitle = async (title: string) => {
    await userEvent.clear(screen.getByLabelText('标题'));
    await userEvent.type(screen.getByLabelText('标题'), title);
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  };

  it('merges by itself when the colleague changed other fields, and keeps their change', async () => {
    const { provider, onSaved } = setup({ sort: 5, platforms: [3] });
    await retitle('我的修改');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    await waitFor(() => expect(document.body).toHaveTextContent('同事修改了 平台、排序，已与你的修改合并保存'));
    expect(provider.calls.at(-1)).toMatchObject({ op: 'update', id: 7, body: { title: '我的修改', sort: 5, platforms: [3], version: 2 } });
    expect(provider.records[0]).toMatchObject({ title: '我的修改', sort: 5, platforms: [3], version: 3 });
  });

  it('shows mine and theirs of a field both changed, and saves the chosen side with the rest merged', async () => {
    const { provider, onSaved } = setup({ title: '别人的标题', sort: 5 });
    await retitle('我的修改');
    const view = await screen.findByRole('alert');
    expect(view).toHaveTextContent('同事修改了你也修改的字段');
    const row = within(view).getByText('标题').closest('tr')!;
    expect(row).toHaveTextContent('我的修改');
    expect(row).toHaveTextContent('别人的标题');
    expect(within(view).queryByText('排序')).toBeNull(); // changed by one side only: merged, not asked
    expect(provider.records[0]).toMatchObject({ title: '别人的标题', version: 2 });

    await userEvent.click(within(view).getByLabelText('标题 同事的'));
    await userEvent.click(within(view).getByRole('button', { name: '按所选合并保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(provider.records[0]).toMatchObject({ title: '别人的标题', sort: 5, version: 3 });
  });

  it('keeps mine where the user does not choose otherwise', async () => {
    const { provider, onSaved } = setup({ title: '别人的标题' });
    await retitle('我的修改');
    await userEvent.click(await screen.findByRole('button', { name: '按所选合并保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(provider.records[0]).toMatchObject({ title: '我的修改', version: 3 });
  });

  it('can instead load the latest record into the form', async () => {
    setup({ title: '别人的标题' });
    await retitle('我的修改');
    await userEvent.click(await screen.findByRole('button', { name: '放弃我的修改，载入最新数据' }));
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue('别人的标题'));
    expect(screen.queryByText('同事修改了你也修改的字段')).toBeNull();
  });
});

it('edits a kind without PUT through PATCH with the whole form and the version', async () => {
  // Spec 7's own calls of the launch kind (no PUT), without the generic typed-ad routes.
  const { update: _put, ...basic } = routesOfKind('launch');
  const def: ResourceDef = { ...searchAdDef, schemas: adSchemas, routes: basic };
  const provider = new MemoryProvider([adRecord(3)]);
  const onSaved = jest.fn();
  renderInApp(<ResourceForm def={def} provider={provider} record={adRecord(3)} onSaved={onSaved} />);
  await userEvent.clear(screen.getByLabelText('标题'));
  await userEvent.type(screen.getByLabelText('标题'), '改名');
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(provider.calls[0]).toMatchObject({ op: 'patch', id: 3, body: { title: '改名', platforms: [1, 2], version: 1 } });
});
