// Aggregated tests against the real server: the check against the exam's structure, a test's
// packages reordered by keyboard, and one content's papers and questions.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@admin/shared/api';
import { idle, renderRoutes, rowOf, signIn } from '@admin/testing';
import AggContentScreen from './agg-content-screen';
import AggQuestionsScreen from './agg-questions-screen';

type Test = { id: number; exam: string; name: string };
type Content = { id: number; quiz_package_id: number; package_name: string };

const realRect = Element.prototype.getBoundingClientRect;
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

it('shows whether a test matches its exam and reorders its packages by keyboard', async () => {
  await signIn('admin');
  const tests = (await http.get<{ items: Test[] }>('/practice/agg-test/')).items;
  const english = tests.find((t) => t.exam === 'english_one')!;
  const english1 = renderRoutes([{ path: '/exercise/agg/:agg_package_id', element: <AggContentScreen /> }], `/exercise/agg/${english.id}`);
  await screen.findByText('结构与英语一一致，总分 100');
  english1.unmount();

  const politics = tests.find((t) => t.exam === 'politics')!;
  renderRoutes([{ path: '/exercise/agg/:agg_package_id', element: <AggContentScreen /> }], `/exercise/agg/${politics.id}`);
  await screen.findByText('结构与政治不一致');
  expect(screen.getByText(/^总分应为 100，现为/)).toBeTruthy();
  const before = (await http.get<{ items: Content[] }>('/practice/agg-content/', { params: { agg_test_id: politics.id } })).items;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest('tr[data-row-key]');
    if (!row) return realRect.call(this);
    const i = [...row.parentElement!.querySelectorAll(':scope > tr[data-row-key]')].indexOf(row);
    return { x: 0, y: i * 50, top: i * 50, left: 0, right: 1000, bottom: i * 50 + 50, width: 1000, height: 50, toJSON: () => ({}) } as DOMRect;
  };
  const handle = within(await rowOf(before[0].id)).getByRole('button', { name: /^排序/ });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
  await waitFor(async () => {
    const after = (await http.get<{ items: Content[] }>('/practice/agg-content/', { params: { agg_test_id: politics.id } })).items;
    expect(after.map((c) => c.id)).toEqual([before[1].id, before[0].id]);
  });
  await idle();
});

it('shows one content’s papers (practice/available-quiz/) and its questions with the key', async () => {
  await signIn('admin');
  const english = (await http.get<{ items: Test[] }>('/practice/agg-test/')).items.find((t) => t.exam === 'english_one')!;
  const [content] = (await http.get<{ items: Content[] }>('/practice/agg-content/', { params: { agg_test_id: english.id } })).items;
  const quizzes = await http.get<{ title: string }[]>('/practice/available-quiz/', { params: { package_id: content.quiz_package_id } });
  renderRoutes([{ path: '/exercise/agg-test/:agg_cont_id', element: <AggQuestionsScreen /> }], `/exercise/agg-test/${content.id}`);
  await screen.findByRole('heading', { name: content.package_name });
  const papers = screen.getByRole('region', { name: '试卷' });
  await waitFor(() => expect(within(papers).getByText(quizzes[0].title)).toBeTruthy());
  await waitFor(() => expect(document.querySelectorAll('.qv').length).toBeGreaterThan(5));
  expect(document.querySelectorAll('.qv-key').length).toBeGreaterThan(0);
});
