// Feedback triage against the real API server: counts per status that filter the list, a feedback
// moved 新建 → 处理中 → 已解决 with a reply, an illegal move refused by the server, bulk close,
// and the viewer's read-only list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { idle, pick, renderRoutes, renderScreen, rowOf, signIn } from '@admin/testing';
import FeedbackScreen from './feedback-screen';

jest.setTimeout(240_000);

type Fb = { id: number; status: string; content: string; reply: string; assignee_name: string | null; version: number };
type Counts = Record<'new' | 'processing' | 'resolved' | 'closed', number>;
const list = async (params: Record<string, unknown>) => (await http.get<{ items: Fb[] }>('/base/feedback/', { params: { limit: 100, ...params } })).items;
const one = async (id: number) => http.get<Fb>(`/base/feedback/${id}/`);
const counts = () => http.get<Counts>('/base/feedback/counts/');
const countsGroup = () => screen.getByRole('group', { name: '各状态反馈数' });
const edit = async (f: Fb) => {
  await idle();
  fireEvent.click(within(await rowOf(f.id)).getByRole('button', { name: /^编辑 / }));
  return screen.findByRole('dialog');
};
const save = async (drawer: HTMLElement) => userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

it('shows the counts per status and filters the list by one', async () => {
  await signIn('admin');
  const c = await counts();
  renderScreen(FeedbackScreen, '/feedback/index');
  await waitFor(() => expect(within(countsGroup()).getByRole('button', { name: new RegExp(`处理中 ${c.processing}$`) })).toBeTruthy());
  await userEvent.click(within(countsGroup()).getByRole('button', { name: /处理中/ }));
  const processing = await list({ status: 'processing' });
  await rowOf(processing[0].id);
  await waitFor(() => expect(document.querySelectorAll('tbody tr[data-row-key]').length).toBe(Math.min(processing.length, 20)));
  const shown = [...document.querySelectorAll('tbody tr[data-row-key]')].map((r) => Number(r.getAttribute('data-row-key')));
  expect(shown.every((id) => processing.some((f) => f.id === id))).toBe(true);
});

it('moves a feedback 新建 → 处理中 → 已解决 with a reply; the server refuses skipping a state', async () => {
  await signIn('admin');
  const [f] = await list({ status: 'new' });
  renderRoutes([{ path: '/feedback/index', element: <FeedbackScreen /> }], '/feedback/index?status=new');

  // Straight to 已解决 is refused by the server, beside the status.
  let drawer = await edit(f);
  await userEvent.click(await within(drawer).findByRole('radio', { name: '已解决' }));
  fireEvent.change(within(drawer).getByLabelText('回复'), { target: { value: '马上处理' } });
  await save(drawer);
  expect(await within(drawer).findByText(/不能从「新建」改为「已解决」/)).toBeTruthy();
  expect((await one(f.id)).status).toBe('new');
  await userEvent.click(within(drawer).getByRole('radio', { name: '处理中' }));
  await pick(drawer, '处理人', '管理员');
  await save(drawer);
  await waitFor(async () => expect(await one(f.id)).toMatchObject({ status: 'processing', assignee_name: '管理员', reply: '马上处理' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await userEvent.click(within(countsGroup()).getByRole('button', { name: /^全部/ }));
  drawer = await edit(f);
  await userEvent.click(await within(drawer).findByRole('radio', { name: '已解决' }));
  fireEvent.change(within(drawer).getByLabelText('回复'), { target: { value: '已修复，请升级到最新版本' } });
  await save(drawer);
  await waitFor(async () => expect(await one(f.id)).toMatchObject({ status: 'resolved', reply: '已修复，请升级到最新版本' }));
  // Resolved feedback is history: viewed, no longer edited.
  await waitFor(async () => expect(within(await rowOf(f.id)).queryByRole('button', { name: /^编辑 / })).toBeNull());
  expect(within(await rowOf(f.id)).getByRole('button', { name: /^查看 / })).toBeTruthy();
});

it('closes the selected feedback in one bulk change after a confirmation', async () => {
  await signIn('admin');
  const before = await counts();
  const [a, b] = await list({ status: 'new' });
  renderRoutes([{ path: '/feedback/index', element: <FeedbackScreen /> }], '/feedback/index?status=new');
  await rowOf(a.id);
  await userEvent.click(within(await rowOf(a.id)).getByRole('checkbox'));
  await userEvent.click(within(await rowOf(b.id)).getByRole('checkbox'));
  const bar = screen.getByRole('region', { name: '已选 2 项' });
  await userEvent.click(within(bar).getByRole('button', { name: /^关\s*闭$/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText(/关闭选中的 2 条反馈/).length).toBeGreaterThan(0);
  await userEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
  await waitFor(async () => expect([(await one(a.id)).status, (await one(b.id)).status]).toEqual(['closed', 'closed']));
  await waitFor(() => expect(within(countsGroup()).getByRole('button', { name: new RegExp(`已关闭 ${before.closed + 2}$`) })).toBeTruthy());
});

it('offers the viewer no edit and no bulk action', async () => {
  await signIn('viewer');
  const [f] = await list({ status: 'new' });
  renderScreen(FeedbackScreen, '/feedback/index');
  const row = await rowOf(f.id);
  expect(within(row).queryByRole('button', { name: /^编辑 / })).toBeNull();
  expect(within(row).queryByRole('checkbox')).toBeNull();
  expect(within(row).getByRole('button', { name: /^查看 / })).toBeTruthy();
});
