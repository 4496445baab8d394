// FAQ allocation against the real API server: attach a course to several FAQs at once, then detach it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { courseFaqAlloc, type CourseFaqAlloc, type CourseProduct } from '@admin/shared/contract/resources';
import { idle, renderScreen, rowOf, signIn } from '@admin/testing';
import CourseFaqAllocScreen from './course-faq-alloc-screen';

const faqs = async (query: Record<string, unknown> = {}) =>
  (await http.get<{ items: CourseFaqAlloc[] }>('/course/faq-alloc/', { params: { limit: 100, ...query } })).items;

/** Opens the bulk dialog, ticks the FAQs and picks the course by searching for part of its name. */
async function allocate(questions: string[], product: CourseProduct, search: string): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: '批量分配课程' }));
  const dialog = await screen.findByRole('dialog');
  for (const q of questions) await userEvent.click(await within(dialog).findByRole('checkbox', { name: `选择问题 ${q}` }));
  await userEvent.click(within(dialog).getByRole('combobox', { name: '课程（可多选）' }));
  await userEvent.keyboard(search);
  const option = await waitFor(() => {
    const el = document.querySelector<HTMLElement>(`.ant-select-item-option[title^="${product.name}"]`);
    if (!el) throw new Error('no option yet');
    return el;
  });
  fireEvent.click(option);
  return dialog;
}

it('attaches a course to the ticked FAQs in one request, then detaches it', async () => {
  await signIn('admin');
  // A course no FAQ of the demo mentions yet.
  const product = (await http.get<{ items: CourseProduct[] }>('/course/products/direct/new', { params: { name: '雅思', limit: 1 } })).items[0];
  expect(await faqs({ product_id: product.id })).toEqual([]);
  const [a, b] = await faqs();
  renderScreen(CourseFaqAllocScreen);
  await rowOf(a.id);

  const dialog = await allocate([a.question, b.question], product, '雅思');
  await userEvent.click(within(dialog).getByRole('button', { name: '关联到所选问题' }));
  await waitFor(async () => expect((await faqs({ product_id: product.id })).map((f) => f.id).sort()).toEqual([a.id, b.id].sort()));
  await idle();

  // The list read again: the rows count the course among theirs.
  await waitFor(async () => expect(within(await rowOf(a.id)).getByText(`等 ${a.product_ids.length + 1} 门`)).toBeTruthy());

  const again = await allocate([b.question], product, '雅思');
  await userEvent.click(within(again).getByRole('button', { name: '从所选问题取消关联' }));
  await waitFor(async () => expect((await faqs({ product_id: product.id })).map((f) => f.id)).toEqual([a.id]));
  await idle();
});

it("after an attach refused for a colleague's change, reads the FAQs again and waits for them before it can be sent again", async () => {
  await signIn('admin');
  const [product, other] = (await http.get<{ items: CourseProduct[] }>('/course/products/direct/new', { params: { limit: 2 } })).items;
  const a = (await faqs()).find((f) => !f.product_ids.includes(product.id) && !f.product_ids.includes(other.id))!;
  renderScreen(CourseFaqAllocScreen);
  await rowOf(a.id);
  const dialog = await allocate([a.question], product, product.name.slice(0, 4));
  // A colleague attaches another course to the same FAQ meanwhile: the dialog's version of it is old.
  await http.post(courseFaqAlloc.routes.attach!.path, { items: [{ id: a.id, version: a.version }], product_ids: [other.id] });

  // The dialog's next reading (all FAQs, no page) is held until the test lets it go.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const hold = http.interceptors.request.use(async (config) => {
    if (config.method === 'get' && config.url?.includes('/course/faq-alloc/') && config.params?.limit === 100 && !held) {
      held = true;
      await gate;
    }
    return config;
  });
  const attach = within(dialog).getByRole('button', { name: '关联到所选问题' });
  try {
    await userEvent.click(attach);
    await waitFor(() => expect(held).toBe(true));
    expect(attach.hasAttribute('disabled')).toBe(true);
  } finally {
    release();
    http.interceptors.request.eject(hold);
  }
  await waitFor(() => expect(attach.hasAttribute('disabled')).toBe(false));
  await userEvent.click(attach);
  await waitFor(async () => expect((await faqs({ product_id: product.id })).map((f) => f.id)).toContain(a.id));
  expect((await faqs({ product_id: other.id })).map((f) => f.id)).toContain(a.id);
  await idle();
});

it('offers the viewer no bulk assignment', async () => {
  await signIn('viewer');
  const [a] = await faqs();
  renderScreen(CourseFaqAllocScreen);
  await rowOf(a.id);
  expect(screen.queryByRole('button', { name: '批量分配课程' })).toBeNull();
});

it('filters the FAQs by a course picked by name (the URL keeps its id, the form shows its name)', async () => {
  await signIn('admin');
  const id = (await faqs()).find((f) => f.product_ids.length)!.product_ids[0];
  const [product] = (await http.get<{ items: CourseProduct[] }>('/course/products/direct/new', { params: { ids: String(id) } })).items;
  const expected = (await faqs({ product_id: product.id })).map((f) => f.id);
  const others = (await faqs()).filter((f) => !expected.includes(f.id));
  expect(expected.length).toBeGreaterThan(0);
  expect(others.length).toBeGreaterThan(0);

  renderScreen(CourseFaqAllocScreen);
  await rowOf(others[0].id);
  const search = screen.getByRole('search');
  await userEvent.click(within(search).getByRole('combobox', { name: '关联课程' }));
  await userEvent.keyboard(product.name);
  const option = await waitFor(() => {
    const el = document.querySelector<HTMLElement>(`.ant-select-item-option[title^="${product.name}"]`);
    if (!el) throw new Error('no option yet');
    return el;
  });
  fireEvent.click(option);
  await userEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${others[0].id}"]`)).toBeNull());
  for (const id of expected) await rowOf(id);
  // The filter reads back from the URL as an id and shows the course by its name.
  expect(await within(search).findByText(`${product.name}（#${product.id}）`)).toBeTruthy();
});
