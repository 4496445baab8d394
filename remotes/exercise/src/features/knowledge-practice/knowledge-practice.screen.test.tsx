// Knowledge practice against the real server: the knowledge picker of practice/knowledge/list/,
// a rule's matching count as its conditions change, and the count on a saved set.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@admin/shared/api';
import { idle, renderScreen, rowOf, signIn } from '@admin/testing';
import KnowledgePracticeScreen from './knowledge-practice-screen';

type Set = { id: number; name: string; matching_count: number; knowledge_id: number; mode: string };

it('counts what a rule matches live, narrows it to past exams, and lists each set with its count', async () => {
  await signIn('admin');
  const sets = (await http.get<{ items: Set[] }>('/practice/knowledge-practice/')).items;
  renderScreen(KnowledgePracticeScreen, '/exercise/knowledge-practice');
  const ruled = sets.find((s) => s.mode === 'rule')!;
  expect(ruled.matching_count).toBeGreaterThan(0);
  expect(within(await rowOf(ruled.id)).getAllByText(String(ruled.matching_count)).length).toBeGreaterThan(0);

  const tester = screen.getByRole('region', { name: '试一试规则' });
  expect(within(tester).getByRole('status').textContent).toBe('先选择知识点');
  // The picker is the knowledge tree of practice/knowledge/list/.
  fireEvent.mouseDown(within(tester).getByLabelText('知识点'));
  await waitFor(() => expect(document.querySelector('.ant-select-tree-node-content-wrapper[title="函数与极限"]')).not.toBeNull());
  fireEvent.click(document.querySelector<HTMLElement>('.ant-select-tree-node-content-wrapper[title="函数与极限"]')!);
  await waitFor(() => expect(within(tester).getByRole('status').textContent).toMatch(/^当前匹配 \d+ 道/));
  const all = Number(/(\d+)/.exec(within(tester).getByRole('status').textContent!)![1]);
  expect(all).toBeGreaterThan(0);
  fireEvent.click(within(tester).getByRole('switch'));
  await waitFor(() => expect(within(tester).getByRole('status').textContent).not.toBe(`当前匹配 ${all} 道已启用的题目（含下级知识点）`));
  const real = Number(/(\d+)/.exec(within(tester).getByRole('status').textContent!)![1]);
  expect(real).toBeLessThan(all);
  await idle();
});
