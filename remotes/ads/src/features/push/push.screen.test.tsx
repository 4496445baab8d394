// The push screens against the real API server: a create the server refuses keeps the form
// filled with the server's message beside the field; sent pushes are read-only history.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { pagerTotal, pick, renderScreen, rowOf, signIn } from '@admin/testing';
import { screenFor } from './push-screen';

beforeAll(() => signIn('ads'), 120_000);

type Push = { id: number; title: string; status: string; audience: string; user_ids: number[]; send_at: string | null; platforms: number[] };
type Page = { items: Push[]; total: number };

const errorBeside = (root: HTMLElement, label: string) =>
  within(root).getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

it('keeps a refused create filled, shows the server’s field error, and saves once fixed', async () => {
  renderScreen(screenFor('/push/index', 'push.app').default);
  const before = await pagerTotal();
  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.click(within(drawer).getByLabelText('标题'));
  await userEvent.paste('考前冲刺提醒');
  await userEvent.click(within(drawer).getByLabelText('推送内容'));
  await userEvent.paste('冲刺密训营今晚开营，点击查看学习计划');
  await userEvent.click(within(drawer).getByLabelText('指定用户'));
  await userEvent.click(await within(drawer).findByLabelText('用户 ID'));
  await userEvent.paste('10001, 10002\n10003');
  await pick(drawer, '状态', '定时发送');
  const sendAt = within(drawer).getByLabelText('发送时间');
  await userEvent.click(sendAt);
  await userEvent.type(sendAt, '2020-01-01 08:00:00');
  await userEvent.keyboard('{Enter}');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

  await waitFor(() => expect(errorBeside(drawer, '发送时间')).toBe('定时发送时间必须晚于当前时间'));
  expect(within(drawer).getByLabelText('标题')).toHaveValue('考前冲刺提醒');
  expect(within(drawer).getByLabelText('用户 ID')).toHaveValue('10001, 10002\n10003');
  expect((await http.get<Page>('/base/push/app/', { params: { limit: 1 } })).total).toBe(before);

  await pick(drawer, '状态', '草稿');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const saved = (await http.get<Page>('/base/push/app/', { params: { title: '考前冲刺提醒' } })).items;
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ status: 'draft', audience: 'users', user_ids: [10001, 10002, 10003], platforms: [2, 3, 6, 7] });
});

it('shows sent pushes as history without edit or delete, drafts with both', async () => {
  const sent = (await http.get<Page>('/base/push/pc/', { params: { status: 'sent', limit: 1 } })).items[0];
  const draft = (await http.get<Page>('/base/push/pc/', { params: { status: 'draft', limit: 1 } })).items[0];
  renderScreen(screenFor('/push/pcIndex', 'push.pc').default);
  expect(await pagerTotal()).toBe((await http.get<Page>('/base/push/pc/', { params: { limit: 1 } })).total);
  const sentRow = await rowOf(sent.id);
  expect(within(sentRow).getByText('已发送')).toBeInTheDocument();
  expect(within(sentRow).queryByRole('button', { name: /编辑|删除/ })).toBeNull();
  const draftRow = await rowOf(draft.id);
  expect(within(draftRow).getByText('草稿')).toBeInTheDocument();
  expect(within(draftRow).getByLabelText(`编辑 ${draft.title}`)).toBeInTheDocument();
  expect(within(draftRow).getByLabelText(`删除 ${draft.title}`)).toBeInTheDocument();
});
