// Study materials against the real server: the category tree beside the list, a PDF uploaded once with its page count, the download log.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import type { Material, MaterialClassifyNode } from '@admin/shared/contract/resources';
import { renderRoutes, rowOf, signIn } from '@admin/testing';
import MaterialManageScreen from './material-manage-screen';

const routes = [{ path: '/exercise/materialManage', element: <MaterialManageScreen /> }];
const list = (query: Record<string, unknown> = {}) =>
  http.get<{ items: Material[]; total: number }>('/practice/material/item/', { params: { limit: 100, ...query } });

/** A two-page PDF, as small as a PDF gets. */
const pdf = (title: string) =>
  new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R >> endobj\n4 0 obj << /Type /Page /Parent 2 0 R >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

it('lists a category’s materials, its subcategories’ included, when it is chosen in the tree', async () => {
  await signIn('admin');
  const english = (await http.get<MaterialClassifyNode[]>('/practice/material/classify/tree/')).find((n) => n.name === '英语')!;
  const inEnglish = await list({ classify_id: english.id });
  const outside = (await list()).items.find((m) => !inEnglish.items.some((e) => e.id === m.id))!;
  renderRoutes(routes, '/exercise/materialManage');
  await rowOf(outside.id);
  await userEvent.click(await screen.findByText(new RegExp(`^英语（${inEnglish.total}）$`)));
  await rowOf(inEnglish.items[0].id);
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${outside.id}"]`)).toBeNull());
});

it('uploads a PDF with a new material, shows its pages, and says so when the same file comes again', async () => {
  await signIn('admin');
  renderRoutes(routes, '/exercise/materialManage');
  await screen.findAllByText(/份|（\d+）/);
  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.type(within(drawer).getByLabelText('标题'), '二页测试讲义');
  await userEvent.click(within(drawer).getByRole('combobox', { name: '分类' }));
  await userEvent.keyboard('英语一');
  await userEvent.click(await screen.findByTitle('英语一'));
  const bytes = pdf('two pages');
  await userEvent.upload(within(drawer).getByLabelText('文件', { selector: 'input' }), new File([bytes], 'notes.pdf', { type: 'application/pdf' }));
  await within(drawer).findByRole('link', { name: '下载 notes.pdf' });
  expect(within(drawer).getByRole('status').textContent).toBe('共 2 页');
  // The same bytes under another name: stored once, and the person is told.
  await userEvent.upload(within(drawer).getByLabelText('文件', { selector: 'input' }), new File([bytes], 'copy.pdf', { type: 'application/pdf' }));
  await within(drawer).findByRole('link', { name: '下载 copy.pdf' });
  expect(within(drawer).getByRole('status').textContent).toMatch(/^这个文件之前已上传过/);
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  const saved = await waitFor(async () => {
    const [m] = (await list({ title: '二页测试讲义' })).items;
    if (!m) throw new Error('not saved yet');
    return m;
  });
  expect(saved).toMatchObject({ page_count: 2, download_count: 0, access: 'free', file: { name: 'copy.pdf', size: bytes.length } });
  expect(within(await rowOf(saved.id)).getByText(/共 2 页/)).toBeTruthy();
});

it('shows a material’s downloads per day and who downloaded it', async () => {
  await signIn('admin');
  const m = (await list({ ordering: 'id' })).items.find((x) => x.download_count > 0)!;
  renderRoutes(routes, '/exercise/materialManage');
  await userEvent.click(within(await rowOf(m.id)).getByRole('button', { name: '下载记录' }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText(`「${m.title}」的下载记录`)).toBeTruthy();
  expect(await within(drawer).findByText(`近 30 天每日下载量（合计 ${m.download_count}）`)).toBeTruthy();
  expect(within(within(drawer).getByRole('list', { name: '每日下载量' })).getAllByRole('listitem')).toHaveLength(30);
  await waitFor(() => expect(within(drawer).getAllByRole('row').length).toBeGreaterThan(1));
});

it('moves the selected materials to another category in one bulk change', async () => {
  await signIn('admin');
  const flat = (nodes: MaterialClassifyNode[]): MaterialClassifyNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const target = flat(await http.get<MaterialClassifyNode[]>('/practice/material/classify/tree/')).find((n) => n.name === '复试')!;
  const two = (await list({ ordering: 'id' })).items.filter((m) => m.classify_id !== target.id).slice(0, 2);
  renderRoutes(routes, '/exercise/materialManage');
  for (const m of two) await userEvent.click(within(await rowOf(m.id)).getByRole('checkbox'));
  await userEvent.click(screen.getByRole('combobox', { name: '移到分类' }));
  await userEvent.keyboard('复试');
  await userEvent.click(await screen.findByTitle('复试'));
  await userEvent.click(screen.getByRole('button', { name: /^移\s*动$/ }));
  await waitFor(async () => {
    const moved = (await list({ classify_id: target.id })).items.map((m) => m.id);
    for (const m of two) expect(moved).toContain(m.id);
  });
});
