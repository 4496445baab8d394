// Quiz packages and the question bank against the real server: a price typed in yuan, item
// statistics with the likely-wrong key, a bulk change, and a package's page (formulas drawn,
// questions added from the bank, a keyboard reorder, the phone preview with the key).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { idle, renderRoutes, rowOf, signIn } from '@admin/testing';
import QuizPackageScreen from './quiz-package-screen';
import QuizScreen from './quiz-screen';

type Pkg = { id: number; name: string; price: number; question_count: number; total_score: number };
type Item = { id: number; question_id: number; sort: number };
type Q = { id: number; version: number; difficulty: number; stats: { suspect_key: boolean } };

const realRect = Element.prototype.getBoundingClientRect;
const bankAt = (query: string) => renderRoutes([{ path: '/exercise/quiz-pkg', element: <QuizPackageScreen /> }], `/exercise/quiz-pkg${query}`);
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

it('creates a paid package with its price typed in yuan, stored in cents', async () => {
  await signIn('admin');
  bankAt('');
  await idle();
  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.click(within(drawer).getByLabelText('题包名称'));
  await userEvent.paste('数学一极限专项');
  await userEvent.click(within(drawer).getByRole('switch', { name: '免费' }));
  const price = (await within(drawer).findByLabelText('价格')) as HTMLInputElement;
  await userEvent.clear(price);
  await userEvent.type(price, '19.90');
  expect(price.value).toBe('19.90');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect([...drawer.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent)).toEqual([]));
  await waitFor(async () => {
    const [p] = (await http.get<{ items: Pkg[] }>('/practice/quiz-package/', { params: { name: '数学一极限专项' } })).items;
    expect(p.price).toBe(1990);
  });
});

it('shows item statistics with the likely-wrong key and changes the difficulty of selected questions', async () => {
  await signIn('admin');
  const { items } = await http.get<{ items: Q[] }>('/practice/question/', { params: { limit: 20 } });
  const suspect = (await http.get<{ items: Q[] }>('/practice/question/', { params: { type: 'single', limit: 100 } })).items.find((q) => q.stats.suspect_key)!;
  const filtered = bankAt('?tab=bank&bank.type=single&bank.limit=50');
  const row = await rowOf(suspect.id);
  expect(within(row).getByText('答案可能有误')).toBeTruthy();
  // One question previewed as students see it: phone width first, the key marked.
  const previewButton = within(row).getByRole('button', { name: /预\s*览/ });
  await userEvent.click(previewButton);
  const preview = await screen.findByRole('dialog');
  expect(within(preview).getByText(`预览题目 #${suspect.id}`)).toBeTruthy();
  expect(within(preview).getByTestId('preview-frame').style.width).toBe('375px');
  expect(preview.querySelectorAll('.qv-right')).toHaveLength(1);
  await userEvent.click(within(preview).getByRole('radio', { name: '电脑' }));
  await waitFor(() => expect(within(preview).getByTestId('preview-frame').style.width).toBe('960px'));
  filtered.unmount();

  const first = items[0];
  bankAt('?tab=bank');
  const target = await rowOf(first.id);
  await userEvent.click(within(target).getByRole('checkbox'));
  const bar = (await screen.findByText(/已选 1 项/)).closest('div')!.parentElement!;
  fireEvent.mouseDown(within(bar.parentElement!).getAllByLabelText('难度').at(-1)!);
  await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="★★★★★"]')).not.toBeNull());
  fireEvent.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="★★★★★"]')!);
  await userEvent.click(screen.getByRole('button', { name: /应\s*用/ }));
  await waitFor(async () => {
    const revs = await http.get<{ revision: number; content: { difficulty: number } }[]>(`/practice/question/${first.id}/revisions/`);
    expect(revs[0]).toMatchObject({ revision: first.version + 1, content: { difficulty: 5 } });
  });
});

it('draws formulas on a package page, adds a question from the bank, reorders by keyboard and previews on a phone', async () => {
  await signIn('admin');
  const math = (await http.get<{ items: Pkg[] }>('/practice/quiz-package/', { params: { name: '数学一章节练习' } })).items[0];
  renderRoutes([{ path: '/exercise/quiz/:quiz_package_id', element: <QuizScreen /> }], `/exercise/quiz/${math.id}`);
  await screen.findByText(`共 ${math.question_count} 题，总分 ${math.total_score}`);
  await idle();
  await waitFor(() => expect(document.querySelectorAll('.katex').length).toBeGreaterThan(3));

  // Add a question of the bank (a politics one, not in the package yet).
  await userEvent.click(screen.getByRole('button', { name: '从题库添加' }));
  const drawer = await screen.findByRole('dialog');
  const candidate = (await http.get<{ items: Q[] }>('/practice/question/', { params: { not_in_package: math.id, limit: 1 } })).items[0];
  await waitFor(() => expect(drawer.querySelector(`tr[data-row-key="${candidate.id}"]`)).not.toBeNull());
  await idle();
  await userEvent.click(within(drawer.querySelector<HTMLElement>(`tr[data-row-key="${candidate.id}"]`)!).getByRole('checkbox'));
  await userEvent.click(within(drawer).getByRole('button', { name: '加入题包' }));
  await waitFor(async () => expect((await http.get<Pkg>(`/practice/quiz-package/${math.id}/`)).question_count).toBe(math.question_count + 1));
  await userEvent.keyboard('{Escape}');
  await screen.findByText(new RegExp(`共 ${math.question_count + 1} 题`));

  // Move the first item one row down with the keyboard: one request, saved in the new order.
  const before = (await http.get<{ items: Item[] }>(`/practice/quiz-package/${math.id}/item/`, { params: { ordering: 'sort', limit: 100 } })).items;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest('tr[data-row-key]');
    if (!row) return realRect.call(this);
    const i = [...row.parentElement!.querySelectorAll(':scope > tr[data-row-key]')].indexOf(row);
    return { x: 0, y: i * 50, top: i * 50, left: 0, right: 1000, bottom: i * 50 + 50, width: 1000, height: 50, toJSON: () => ({}) } as DOMRect;
  };
  // Section and item ids may coincide: the item's row is the one showing a question.
  await rowOf(before[0].id);
  const firstRow = [...document.querySelectorAll<HTMLElement>(`tr[data-row-key="${before[0].id}"]`)].find((r) => r.querySelector('.qv'))!;
  const handle = within(firstRow).getByRole('button', { name: /^排序/ });
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
    const after = (await http.get<{ items: Item[] }>(`/practice/quiz-package/${math.id}/item/`, { params: { ordering: 'sort', limit: 100 } })).items;
    expect(after.slice(0, 2).map((x) => x.id)).toEqual([before[1].id, before[0].id]);
  });

  // The preview as students see it: phone width, then with the key.
  await userEvent.click(screen.getByRole('button', { name: /预\s*览/ }));
  const preview = await screen.findByRole('dialog');
  await waitFor(() => expect(within(preview).getByTestId('preview-frame').style.width).toBe('375px'));
  expect(preview.querySelectorAll('.qv-key')).toHaveLength(0);
  await userEvent.click(within(preview).getByRole('switch', { name: '显示答案' }));
  await waitFor(() => expect(preview.querySelectorAll('.qv-key').length).toBeGreaterThan(0));
  expect(preview.querySelectorAll('.katex').length).toBeGreaterThan(3);
});

it('lets the read-only viewer export a package’s questions in its order', async () => {
  await signIn('viewer');
  const [pkg] = (await http.get<{ items: Pkg[] }>('/practice/quiz-package/', { params: { ordering: 'id' } })).items.filter((p) => p.question_count > 0);
  const items = (await http.get<{ items: Item[] }>(`/practice/quiz-package/${pkg.id}/item/`, { params: { limit: 100, ordering: 'sort,id' } })).items;
  const files: Blob[] = [];
  URL.createObjectURL = (b: Blob) => (files.push(b), 'blob:export');
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderRoutes([{ path: '/exercise/quiz/:quiz_package_id', element: <QuizScreen /> }], `/exercise/quiz/${pkg.id}`);
  await userEvent.click(await screen.findByRole('button', { name: /导出题目/ }));
  await userEvent.click(await screen.findByText('JSON（全部字段）'));
  await waitFor(() => expect(files).toHaveLength(1));
  const file = JSON.parse(await files[0].text()) as { package: { name: string }; items: { question: { id: number } }[] };
  expect(file.package.name).toBe(pkg.name);
  expect(file.items.map((x) => x.question.id)).toEqual(items.map((x) => x.question_id));
  click.mockRestore();
});

it('previews every question of a package longer than one page of the API', async () => {
  await signIn('admin');
  const ids: number[] = [];
  for (let i = 1; i <= 101; i++) {
    const q = await http.post<{ id: number }>('/practice/question/', {
      type: 'judge',
      subject_id: 1,
      stem: `<p>长题包第 ${i} 题</p>`,
      answer: ['T'],
      score: 1,
    });
    ids.push(q.id);
  }
  const pkg = await http.post<Pkg>('/practice/quiz-package/', { name: '一百零一题的题包', kind: 'chapter', status: 'published', is_free: true, price: 0 });
  await http.post(`/practice/quiz-package/${pkg.id}/item/add/`, { question_ids: ids });
  renderRoutes([{ path: '/exercise/quiz/:quiz_package_id', element: <QuizScreen /> }], `/exercise/quiz/${pkg.id}`);
  await userEvent.click(await screen.findByRole('button', { name: /^预\s*览$/ }));
  const frame = await screen.findByTestId('preview-frame');
  await waitFor(() => expect(frame.querySelectorAll('.qv')).toHaveLength(101));
  expect(within(frame).getByText('长题包第 101 题')).toBeTruthy();
});
