// The question bank's import, editor and key change against the real server: tagged text staged
// with a row fixed beside its live preview and a near duplicate linked; the editor's similar
// questions and formula dialog; a changed key of an answered question confirmed with its reach.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { setLocale } from '@admin/shared/i18n';
import { idle, renderRoutes, rowOf, signIn } from '@admin/testing';
import QuizPackageScreen from '../quiz-package/quiz-package-screen';

// jsdom has no layout; ProseMirror asks for rectangles when it scrolls the selection into view.
beforeAll(() => {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  document.elementFromPoint = () => null;
});

type Q = { id: number; version: number; answer: string[]; stem: string; stats: { attempts: number; suspect_key: boolean }; package_count: number };
const bank = (query = '') => renderRoutes([{ path: '/exercise/quiz-pkg', element: <QuizPackageScreen /> }], `/exercise/quiz-pkg?tab=bank${query}`);

it('imports tagged text: a bad key fixed beside its preview, a near duplicate linked, the valid rows written', async () => {
  await signIn('admin');
  bank();
  await idle();
  await userEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
  const drawer = await screen.findByRole('dialog');
  const text = [
    '【科目】政治',
    '【分值】1',
    '1、“巧妇难为无米之炊”说明的哲学道理是（　）',
    'A. 意识对物质具有能动作用 B. 物质决定意识 C. 实践是认识的来源 D. 矛盾具有普遍性',
    '【答案】B',
    '2、导入测试：$1+1$ 等于（　）',
    'A. 1 B. 2',
    '【答案】E',
  ].join('\n');
  fireEvent.change(within(drawer).getByLabelText('选择文件（XLSX、Word 或 TXT）'), {
    target: { files: [new File([text], 'questions.txt', { type: 'text/plain' })] },
  });
  expect(await within(drawer).findByText(/共 2 行：1 行正确/)).toBeTruthy();
  expect(within(drawer).getByText('答案“E”不在选项 A–B 中').closest('td')!.className).toContain('import-cell-error');
  // The stored question it is like, with a link that opens it in the bank.
  const [like] = within(drawer).getAllByText(/^与题库中的题目 #\d+ 相似/);
  expect(within(like).getByRole('link').getAttribute('href')).toMatch(/\/exercise\/quiz-pkg\?tab=bank&bank\.view=\d+$/);

  await userEvent.click(within(drawer).getByRole('button', { name: '修改第 6 行' }));
  const fix = (await screen.findAllByRole('dialog')).find((d) => d !== drawer && within(d).queryByText('修改第 6 行'))!;
  const preview = within(fix).getByRole('region', { name: '预览' });
  await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull());
  const key = within(fix).getByLabelText('答案');
  await userEvent.clear(key);
  await userEvent.type(key, 'B');
  await waitFor(() => expect(preview.querySelector('.qv-right')?.textContent).toContain('2'));
  await userEvent.click(within(fix).getByRole('button', { name: /保存并检查/ }));
  expect(await within(drawer).findByText(/共 2 行：2 行正确/)).toBeTruthy();
  await userEvent.click(within(drawer).getByRole('button', { name: '全部导入' }));
  expect(await within(drawer).findByText('导入完成：新增 2，更新 0，无变化 0，跳过 0')).toBeTruthy();
  const [made] = (await http.get<{ items: Q[] }>('/practice/question/', { params: { stem: '导入测试' } })).items;
  expect(made.answer).toEqual(['B']);
  const revs = await http.get<{ revision: number }[]>(`/practice/question/${made.id}/revisions/`);
  expect(revs.map((r) => r.revision)).toEqual([1]);
});

it('shows similar questions and a formula dialog in the editor, and confirms a changed key with the attempts it touches', async () => {
  await signIn('admin');
  const suspect = (await http.get<{ items: Q[] }>('/practice/question/', { params: { type: 'single', limit: 100 } })).items.find((q) => q.stats.suspect_key)!;
  bank('&bank.type=single&bank.limit=50');
  const row = await rowOf(suspect.id);
  await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
  const form = await screen.findByRole('dialog');

  // The formula dialog: a formula that does not parse cannot be inserted; one that does is typed into the stem.
  const stemBar = await within(form).findByRole('toolbar', { name: /题干/ });
  await userEvent.click(within(stemBar).getByRole('button', { name: '公式' }));
  const dialog = (await screen.findAllByRole('dialog')).find((d) => within(d).queryByLabelText('LaTeX 公式'))!;
  fireEvent.change(within(dialog).getByLabelText('LaTeX 公式'), { target: { value: '\\frac{1}{' } });
  expect(await within(dialog).findByRole('alert')).toBeTruthy();
  expect(
    within(dialog)
      .getByRole('button', { name: /插\s*入/ })
      .hasAttribute('disabled'),
  ).toBe(true);
  fireEvent.change(within(dialog).getByLabelText('LaTeX 公式'), { target: { value: '\\frac{1}{2}' } });
  await waitFor(() => expect(dialog.querySelector('.katex')).not.toBeNull());
  await userEvent.click(within(dialog).getByRole('button', { name: /插\s*入/ }));
  await waitFor(() => expect(within(form).getByRole('textbox', { name: '题干' }).textContent).toContain('$\\frac{1}{2}$'));

  // The key changed: the save first says how many attempts and packages it touches.
  const right = suspect.answer[0];
  const other = right === 'A' ? 'B' : 'A';
  const answers = within(form).getByRole('group', { name: '答案' });
  await userEvent.click(within(answers).getByRole('checkbox', { name: right }));
  await userEvent.click(within(answers).getByRole('checkbox', { name: other }));
  await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
  const box = (await screen.findAllByText('修改已有作答的题目的答案'))[0].closest('.ant-modal') as HTMLElement;
  expect(within(box).getByText(new RegExp(`已有 ${suspect.stats.attempts} 次作答，在 ${suspect.package_count} 个题包中`))).toBeTruthy();
  await userEvent.click(within(box).getByRole('button', { name: /取\s*消/ }));
  await waitFor(() => expect(screen.queryAllByText('修改已有作答的题目的答案')).toHaveLength(0));
  expect((await http.get<Q>(`/practice/question/${suspect.id}/`)).version).toBe(suspect.version);
  await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
  const again = (await screen.findAllByText('修改已有作答的题目的答案'))[0].closest('.ant-modal') as HTMLElement;
  await userEvent.click(within(again).getByRole('button', { name: '仍然保存' }));
  await waitFor(async () => expect((await http.get<Q>(`/practice/question/${suspect.id}/`)).answer).toEqual([other]));
});

it('lists the bank’s near duplicates of the question being edited, linked', async () => {
  await signIn('admin');
  const [first] = (await http.get<{ items: Q[] }>('/practice/question/', { params: { stem: '巧妇难为', ordering: 'id' } })).items;
  bank(`&bank.stem=${encodeURIComponent('巧妇难为')}`);
  const row = await rowOf(first.id);
  await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
  const form = await screen.findByRole('dialog');
  const panel = await within(form).findByText('题库中有相似的题目，请确认不是重复录入', undefined, { timeout: 10_000 });
  const links = within(panel.closest('.ant-alert') as HTMLElement).getAllByRole('link');
  expect(links.length).toBeGreaterThan(0);
  expect(links.every((a) => !a.textContent!.startsWith(`#${first.id}（`))).toBe(true);
});

it('offers the key the question’s type answers with: its option letters, or 对 / 错 for true/false', async () => {
  await signIn('admin');
  const [judge] = (await http.get<{ items: Q[] }>('/practice/question/', { params: { type: 'judge', limit: 1 } })).items;
  bank('&bank.type=judge');
  const row = await rowOf(judge.id);
  await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
  const form = await screen.findByRole('dialog');
  const names = () =>
    within(within(form).getByRole('group', { name: '答案' }))
      .queryAllByRole('checkbox')
      .map((c) => c.closest('label')!.textContent);
  await within(form).findByRole('group', { name: '答案' });
  expect(names()).toEqual(['对', '错']);
  const key = judge.answer[0] === 'T' ? '对' : '错';
  expect((within(form).getByRole('checkbox', { name: key }) as HTMLInputElement).checked).toBe(true);

  // A choice question offers the letters of its options, one more when an option is added.
  await userEvent.click(within(form).getByRole('combobox', { name: '题型' }));
  await userEvent.click(await screen.findByTitle('单选题'));
  await waitFor(() => expect(names()).toEqual([]));
  const options = within(form).getByText('选项', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  for (const letter of ['A', 'B', 'C']) {
    await userEvent.click(within(options).getByRole('button', { name: /添加一项/ }));
    const items = within(options).getAllByRole('group');
    await userEvent.click(within(items.at(-1)!).getByRole('combobox', { name: '字母' }));
    await userEvent.click((await screen.findAllByTitle(letter)).at(-1)!);
  }
  await waitFor(() => expect(names()).toEqual(['A', 'B', 'C']));
});

/** The files the page saves (through an object URL and a link's click). */
function savedFiles() {
  const files: Blob[] = [];
  URL.createObjectURL = (b: Blob) => (files.push(b), 'blob:export');
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { files, click };
}
// fetch's own Blob, which jsdom's FileReader does not take.
const textOf = (b: Blob) => b.text();

it('exports the questions the bank’s filters select, as JSON and as the import’s Excel sheet, in English too', async () => {
  await signIn('admin');
  const { files, click } = savedFiles();
  const judges = (await http.get<{ items: Q[]; total: number }>('/practice/question/', { params: { type: 'judge', limit: 100 } })).items;
  bank('&bank.type=judge');
  await rowOf(judges[0].id);
  await userEvent.click(screen.getByRole('button', { name: /导出题目/ }));
  await userEvent.click(await screen.findByText('JSON（全部字段）'));
  await waitFor(() => expect(files).toHaveLength(1));
  const file = JSON.parse(await textOf(files[0])) as { questions: { id: number; type: string }[] };
  expect(file.questions.map((q) => q.id).sort()).toEqual(judges.map((q) => q.id).sort());

  act(() => setLocale('en'));
  await userEvent.click(await screen.findByRole('button', { name: /Export questions/ }));
  await userEvent.click(await screen.findByText('Excel (imports again)'));
  await waitFor(() => expect(files).toHaveLength(2));
  // An XLSX workbook is a zip.
  expect((await textOf(files[1])).slice(0, 2)).toBe('PK');
  expect(click).toHaveBeenCalledTimes(2);
  click.mockRestore();
  act(() => setLocale('zh-CN'));
});
