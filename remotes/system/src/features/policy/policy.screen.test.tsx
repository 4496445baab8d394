// Policy versions against the real server: a draft is published after a confirmation and then
// offers no edit or delete; 对比 shows what changed from the version before.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, isApiError } from '@admin/shared/api';
import { renderScreen, rowOf, signIn } from '@admin/testing';
import PolicyScreen from './policy-screen';

type Policy = { id: number; title: string; revision: string; status: string; is_current: boolean; require_consent: boolean; version: number };
const byRevision = async (revision: string) =>
  (await http.get<{ items: Policy[] }>('/setting/policy/', { params: { type: 'privacy_policy', limit: 100 } })).items.find((p) => p.revision === revision)!;

it('publishes a draft after confirming; the published row can then be neither edited nor deleted', async () => {
  await signIn('admin');
  const draft = await byRevision('2.2');
  renderScreen(PolicyScreen, '/setting/policy-management');
  const row = await rowOf(draft.id);
  expect(within(row).getByLabelText(`编辑 ${draft.title}`)).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: `发布 ${draft.title} 2.2` }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`发布 ${draft.title} 2.2`)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /要求用户重新同意/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: /^发\s*布$/ }));
  await waitFor(async () => expect(await byRevision('2.2')).toMatchObject({ status: 'published', require_consent: false }));
  const after = await rowOf(draft.id);
  await waitFor(() => expect(within(after).getByText('已发布')).toBeInTheDocument());
  expect(within(after).queryByLabelText(`编辑 ${draft.title}`)).toBeNull();
  expect(within(after).queryByLabelText(`删除 ${draft.title}`)).toBeNull();
  expect(within(after).queryByRole('button', { name: /^发布 / })).toBeNull();
});

it('marks a published version whose effective time is still ahead as 待生效, not the current one', async () => {
  await signIn('admin');
  const ahead = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
  const made = await http.post<Policy>('/setting/policy/', {
    type: 'user_agreement',
    revision: '9.1',
    title: '用户服务协议',
    content: '<p>下月起生效的版本</p>',
    effective_at: ahead,
  });
  await http.post(`/setting/policy/${made.id}/publish/`, { version: made.version, require_consent: false });
  const current = (await http.get<{ items: Policy[] }>('/setting/policy/', { params: { type: 'user_agreement', limit: 100 } })).items.find(
    (p) => p.is_current,
  )!;
  renderScreen(PolicyScreen, '/setting/policy-management');
  const row = await rowOf(made.id);
  await waitFor(() => expect(within(row).getByText('待生效')).toBeInTheDocument());
  expect(within(row).getByText('已发布')).toBeInTheDocument();
  expect(within(row).queryByText('当前版本')).toBeNull();
  const now = await rowOf(current.id);
  expect(within(now).getByText('当前版本')).toBeInTheDocument();
  expect(within(now).queryByText('待生效')).toBeNull();
});

it('compares a version with the one before it, paragraph by paragraph', async () => {
  await signIn('viewer');
  const v21 = await byRevision('2.1');
  renderScreen(PolicyScreen, '/setting/policy-management');
  const row = await rowOf(v21.id);
  expect(within(row).getByText('当前版本')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /^发布 / })).toBeNull();
  await userEvent.click(within(row).getByRole('button', { name: `对比 ${v21.title} 2.1` }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('新增 2 段，删除 1 段')).toBeInTheDocument();
  const changes = [...dialog.querySelectorAll('li[data-op]')]
    .filter((li) => li.getAttribute('data-op') !== 'same')
    .map((li) => [li.getAttribute('data-op'), li.querySelector('ins, del')?.textContent]);
  expect(changes).toEqual([
    ['removed', '我们收集学习记录用于推荐课程。'],
    ['added', '我们收集学习记录与答题数据用于推荐课程和生成报告。'],
    ['added', '您可以在设置中注销账号并删除数据。'],
  ]);
  const draft = await byRevision('2.2');
  const refused = await http.post(`/setting/policy/${draft.id}/publish/`, { version: draft.version, require_consent: true }).catch((e: unknown) => e);
  expect(isApiError(refused) && refused.code).toBe(40300);
});
