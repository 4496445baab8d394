// The data layer against the real API server: the typed client fills and checks path parameters,
// reads share one cached answer, a write anywhere (the typed client, a mutation hook, the kit's
// data provider) makes every screen that shows its resource read again, and a new session never
// sees the last one's answers.
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, queryClient } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { commentStatistics, feedback, type CommentStatistics, type Feedback, type FeedbackCounts } from '@admin/shared/contract/resources';
import { createDataProvider, resourceDef } from '@admin/shared/resource';
import { signIn } from '../resource/fields/screen-kit';
import { api, useResourceMutation, useResourceQuery } from './index';

// A loaded machine answers slowly; what is waited for is the change, not its speed.

const sent: string[] = [];
http.interceptors.request.use((config) => {
  sent.push(`${config.method?.toUpperCase()} ${config.url}`);
  return config;
});
beforeEach(() => void (sent.length = 0));

function Counts({ label }: { label: string }) {
  const counts = useResourceQuery(api.feedback.counts.options<FeedbackCounts>());
  return <p aria-label={label}>{counts.data ? `closed ${counts.data.closed}` : counts.isError ? 'failed' : '…'}</p>;
}

const openFeedback = async () => (await api.feedback.list(null, { status: 'new', limit: 5 })).items;

it('calls each op of a module with its method and path, and names a missing path parameter', async () => {
  await signIn('admin');
  sent.length = 0;
  const counts: FeedbackCounts = await api.feedback.counts();
  expect(Object.keys(counts).sort()).toEqual(['closed', 'new', 'processing', 'resolved']);
  const [first] = await openFeedback();
  const one: Feedback = await api.feedback.get({ id: first.id });
  expect(one.id).toBe(first.id);
  expect(sent).toEqual(['GET /base/feedback/counts/', 'GET /base/feedback/', `GET /base/feedback/${first.id}/`]);
  // Called from untyped code without its parameter, a call is refused before anything is sent.
  const untyped = api.feedback.get as unknown as (params: object) => Promise<unknown>;
  expect(() => untyped({})).toThrow('base.feedback get needs :id');
  expect(sent).toHaveLength(3);
});

it('gives every screen showing a read one request, and reads again after a write to its resource', async () => {
  await signIn('admin');
  sent.length = 0;
  render(
    <>
      <Counts label="a" />
      <Counts label="b" />
    </>,
  );
  const before = await api.feedback.counts<FeedbackCounts>();
  await waitFor(() => expect(screen.getByLabelText('a')).toHaveTextContent(`closed ${before.closed}`));
  expect(screen.getByLabelText('b')).toHaveTextContent(`closed ${before.closed}`);
  expect(sent.filter((s) => s === 'GET /base/feedback/counts/')).toHaveLength(2); // the two views' one read, and the test's own

  const [f] = await openFeedback();
  await act(() => api.feedback.patch({ id: f.id }, { status: 'closed', version: f.version }));
  await waitFor(() => expect(screen.getByLabelText('a')).toHaveTextContent(`closed ${before.closed + 1}`));
  expect(screen.getByLabelText('b')).toHaveTextContent(`closed ${before.closed + 1}`);

  // The kit's data provider writes through the same layer.
  const provider = createDataProvider(resourceDef(feedback, { title: 't', fields: [] }));
  const [g] = await openFeedback();
  await act(() => provider.patch(g.id, { status: 'closed', version: g.version }));
  await waitFor(() => expect(screen.getByLabelText('a')).toHaveTextContent(`closed ${before.closed + 2}`));
});

function Reply({ uuid, id }: { uuid: string; id: number }) {
  const stats = useResourceQuery(api.commentStatistics.get.options<CommentStatistics>({ uuid }));
  const reply = useResourceMutation(api.comment.reply, { invalidates: [commentStatistics] });
  return (
    <>
      <p aria-label="replies">{stats.data ? String(stats.data.comments) : '…'}</p>
      <button disabled={reply.isPending} onClick={() => reply.mutate({ params: { uuid, id }, body: { content: '已收到，谢谢' } })}>
        reply
      </button>
    </>
  );
}

it('invalidates the other resources a mutation names', async () => {
  await signIn('admin');
  const { items: courses } = await api.commentStatistics.list(null, { limit: 1 });
  const uuid = String(courses[0].uuid);
  const { items: threads } = await api.comment.list({ uuid }, { limit: 1 });
  const thread = Number(threads[0].id);
  const before = (await api.commentStatistics.get<CommentStatistics>({ uuid })).comments;
  render(<Reply uuid={uuid} id={thread} />);
  await waitFor(() => expect(screen.getByLabelText('replies')).toHaveTextContent(String(before)));
  await act(async () => screen.getByRole('button', { name: 'reply' }).click());
  await waitFor(() => expect(screen.getByLabelText('replies')).toHaveTextContent(String(before + 1)));
});

it('forgets every answer when the session changes', async () => {
  await signIn('admin');
  await queryClient.fetchQuery(api.feedback.counts.options());
  expect(queryClient.getQueryData(api.feedback.counts.key())).toBeDefined();
  act(() => useAuthStore.getState().resetSession());
  expect(queryClient.getQueryData(api.feedback.counts.key())).toBeUndefined();
});

// Checked by the type checker, never run: parameters are named and typed from the module's paths.
export function typed() {
  // @ts-expect-error a record's op needs its id
  void api.feedback.get();
  // @ts-expect-error the path has :uuid, not :id
  void api.comment.reply({ id: 1 });
  // @ts-expect-error feedback has no delete
  void api.feedback.delete;
  void api.comment.reply({ uuid: 'u', id: 1 }, { content: 'x' });
  const path: '/comment/statistics/:uuid/' = commentStatistics.routes.get.path;
  return path;
}
