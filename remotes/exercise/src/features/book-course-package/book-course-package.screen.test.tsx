// Book-and-course packages against the real API server: stock warnings, ISBN checks, prices typed in yuan and stored in cents.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import type { BookCoursePackage } from '@admin/shared/contract/resources';
import { idle, renderScreen, rowOf, signIn } from '@admin/testing';
import BookCoursePackageScreen from './book-course-package-screen';

const BASE = '/practice/book/course/package/';
const byName = async (name: string) => (await http.get<{ items: BookCoursePackage[] }>(BASE, { params: { name } })).items;

it('lists the packages with prices in yuan and marks sold-out and low stock', async () => {
  await signIn('admin');
  const [maths] = await byName('考研数学复习全书');
  const [politics] = await byName('政治精讲精练');
  const [english] = await byName('英语真题黄皮书');
  renderScreen(BookCoursePackageScreen);
  const row = await rowOf(maths.id);
  expect(within(row).getByText('¥398.00')).toBeTruthy();
  expect(within(row).queryByText('库存不足')).toBeNull();
  expect(within(await rowOf(politics.id)).getByText('已售罄')).toBeTruthy();
  expect(within(await rowOf(english.id)).getByText('库存不足')).toBeTruthy();
  await idle();
});

/** Picks the option whose text starts with `name` in the picker labelled `label`. */
async function pick(container: HTMLElement, label: string, name: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.keyboard(name);
  const option = await waitFor(() => {
    const el = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) =>
      o.title.startsWith(name),
    );
    if (!el) throw new Error(`no option ${name} yet`);
    return el;
  });
  fireEvent.click(option);
}

it('creates a package once its ISBN and price are right, storing the yuan typed as cents', async () => {
  await signIn('admin');
  renderScreen(BookCoursePackageScreen);
  await screen.findAllByText('¥398.00');
  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.type(within(drawer).getByLabelText('课程包名称'), '2028 数学早鸟礼包');
  await userEvent.click(within(drawer).getByRole('button', { name: /添加一项/ }));
  const book = within(drawer).getByRole('group', { name: '图书 第 1 项' });
  await userEvent.type(within(book).getByLabelText('ISBN'), '978-7-04-050661-9');
  await userEvent.type(within(book).getByLabelText('书名'), '高等数学（第七版）上册');
  await userEvent.clear(within(book).getByLabelText('数量'));
  await userEvent.type(within(book).getByLabelText('数量'), '2');
  await pick(drawer, '关联课程商品', '2027 考研数学一全程班');
  await userEvent.type(within(drawer).getByLabelText('价格'), '129.999');
  await userEvent.type(within(drawer).getByLabelText('库存'), '300');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(within(drawer).getByText(/ISBN 无效/)).toBeTruthy());
  expect(within(drawer).getByText('请输入金额，如 19.90')).toBeTruthy();
  expect(await byName('2028 数学早鸟礼包')).toEqual([]);

  await userEvent.clear(within(book).getByLabelText('ISBN'));
  await userEvent.type(within(book).getByLabelText('ISBN'), '978-7-04-050661-7');
  await userEvent.clear(within(drawer).getByLabelText('价格'));
  await userEvent.type(within(drawer).getByLabelText('价格'), '129.9');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  const saved = await waitFor(async () => {
    const [p] = await byName('2028 数学早鸟礼包');
    if (!p) throw new Error('not saved yet');
    return p;
  });
  expect(saved).toMatchObject({ price: 12990, stock: 300, status: 'draft' });
  expect(saved.books).toEqual([{ isbn: '978-7-04-050661-7', title: '高等数学（第七版）上册', edition: '', quantity: 2 }]);
  expect(saved.product_ids).toHaveLength(1);
  expect(within(await rowOf(saved.id)).getByText('¥129.90')).toBeTruthy();
  await idle();
});

it('opens a package with its price in yuan, and saves a changed price in cents', async () => {
  await signIn('admin');
  const [pkg] = await byName('管综逻辑宝典');
  renderScreen(BookCoursePackageScreen);
  const row = await rowOf(pkg.id);
  await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
  const drawer = await screen.findByRole('dialog');
  const price = (await within(drawer).findByLabelText('价格')) as HTMLInputElement;
  await waitFor(() => expect(price.value).toBe('468.00'));
  await userEvent.clear(price);
  await userEvent.type(price, '0.5');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => expect((await byName('管综逻辑宝典'))[0].price).toBe(50));
  await idle();
});

it('offers the viewer no write', async () => {
  await signIn('viewer');
  const [pkg] = await byName('考研数学复习全书');
  renderScreen(BookCoursePackageScreen);
  await rowOf(pkg.id);
  expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  await idle();
});
