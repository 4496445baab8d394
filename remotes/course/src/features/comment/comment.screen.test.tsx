// One course's discussion against the real API server: staff reply, hide with a reason, hide
// several at once; the viewer reads without write controls.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import type { Comment, CommentStatistics } from '@admin/shared/contract/resources';
import { idle, renderRoutes, signIn } from '@admin/testing';
import CommentScreen from './comment-screen';

const busiest = async () => (await http.get<{ items: CommentStatistics[] }>('/comment/statistics/', { params: { ordering: '-comments', limit: 1 } })).items[0];
const threads = async (uuid: string, params: Record<string, unknown> = {}) =>
  (await http.get<{ items: Comment[] }>(`/comment/statistics/${uuid}/comments/`, { params: { limit: 100, ...params } })).items;
const open = (uuid: string, query = '') =>
  renderRoutes([{ path: '/learn-interaction/detail/:uuid', element: <CommentScreen /> }], `/learn-interaction/detail/${uuid}${query}`);
const article = async (id: number) => {
  await waitFor(() => expect(document.querySelector(`article[data-comment-id="${id}"]`)).not.toBeNull());
  await idle();
  return document.querySelector<HTMLElement>(`article[data-comment-id="${id}"]`)!;
};

it('replies to an unanswered thread as staff', async () => {
  await signIn('admin');
  const course = await busiest();
  const [waiting] = await threads(course.uuid, { unanswered: 1 });
  open(course.uuid, '?view=unanswered');
  expect(await screen.findByText(new RegExp(`待回复 ${course.unanswered}`))).toBeTruthy();
  const thread = await article(waiting.id);
  await userEvent.click(within(thread).getByRole('button', { name: `回复 ${waiting.author_name}` }));
  await userEvent.type(within(thread).getByLabelText(`回复 ${waiting.author_name}`), '这道题下周直播会专门讲解。');
  await userEvent.click(within(thread).getByRole('button', { name: '发送回复' }));
  await waitFor(async () => {
    const now = (await threads(course.uuid)).find((t) => t.id === waiting.id)!;
    expect(now.replies.at(-1)).toMatchObject({ author_type: 'staff', content: '这道题下周直播会专门讲解。' });
  });
  // The statistics are read again: one fewer unanswered.
  expect(await screen.findByText(new RegExp(`待回复 ${course.unanswered - 1}`))).toBeTruthy();
});

it('keeps a half-written reply while the list is read again for another view and back', async () => {
  await signIn('admin');
  const course = await busiest();
  const [waiting] = await threads(course.uuid, { unanswered: 1 });
  open(course.uuid, '?view=unanswered');
  let thread = await article(waiting.id);
  await userEvent.click(within(thread).getByRole('button', { name: `回复 ${waiting.author_name}` }));
  await userEvent.type(within(thread).getByLabelText(`回复 ${waiting.author_name}`), '稍后统一答复');
  const views = screen.getByRole('radiogroup', { name: '显示' });
  // A view without the thread takes it (and its box) off the page; the way back brings both.
  await userEvent.click(within(views).getByText('已隐藏'));
  await waitFor(() => expect(document.querySelector(`article[data-comment-id="${waiting.id}"]`)).toBeNull());
  await userEvent.click(within(views).getByText('待回复'));
  thread = await article(waiting.id);
  expect(within(thread).getByLabelText(`回复 ${waiting.author_name}`)).toHaveValue('稍后统一答复');
});

it('hides a comment only once a reason is given', async () => {
  await signIn('admin');
  const course = await busiest();
  const [target] = (await threads(course.uuid, { is_hidden: 0 })).filter((t) => !t.is_pinned);
  open(course.uuid);
  const thread = await article(target.id);
  await userEvent.click(within(thread).getAllByRole('button', { name: `隐藏 ${target.author_name}` })[0]);
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: /隐\s*藏/ }));
  expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
  expect((await threads(course.uuid)).find((t) => t.id === target.id)!.is_hidden).toBe(false);
  await userEvent.type(within(dialog).getByLabelText('原因'), '与课程内容无关');
  await userEvent.click(within(dialog).getByRole('button', { name: /隐\s*藏/ }));
  await waitFor(async () => {
    const now = (await threads(course.uuid)).find((t) => t.id === target.id)!;
    expect(now).toMatchObject({ is_hidden: true, moderation_reason: '与课程内容无关', moderated_by: '管理员' });
  });
  expect(await within(await article(target.id)).findByText(/隐藏原因：与课程内容无关/)).toBeTruthy();
});

it('hides the selected threads in one request', async () => {
  await signIn('admin');
  const course = await busiest();
  const [a, b] = (await threads(course.uuid, { is_hidden: 0 })).filter((t) => !t.is_pinned);
  open(course.uuid);
  await userEvent.click(within(await article(a.id)).getByRole('checkbox'));
  await userEvent.click(within(await article(b.id)).getByRole('checkbox'));
  const bar = screen.getByRole('region', { name: '已选 2 项' });
  await userEvent.click(within(bar).getByRole('button', { name: /批量隐藏/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('原因'), '集中清理灌水');
  await userEvent.click(within(dialog).getByRole('button', { name: /隐\s*藏/ }));
  await waitFor(async () => {
    const hidden = (await threads(course.uuid, { is_hidden: 1 })).filter((t) => t.id === a.id || t.id === b.id);
    expect(hidden.map((t) => t.moderation_reason)).toEqual(['集中清理灌水', '集中清理灌水']);
  });
});

it('shows the viewer the threads without write controls', async () => {
  await signIn('viewer');
  const course = await busiest();
  const [first] = await threads(course.uuid);
  open(course.uuid);
  const thread = await article(first.id);
  expect(within(thread).getByText(first.content)).toBeTruthy();
  const labels = [...document.querySelectorAll('button, input[type=checkbox]')].map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim());
  expect(labels.filter((l) => /^(回复|隐藏|恢复显示|置顶|取消置顶|批量隐藏)/.test(l))).toEqual([]);
  expect(document.querySelector('article input[type=checkbox]')).toBeNull();
});
