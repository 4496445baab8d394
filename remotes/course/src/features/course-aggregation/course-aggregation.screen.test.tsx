// Aggregate products against the real API server: SKUs, the default SKU and prices in yuan.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import type { CourseAggregation, CourseProduct } from '@admin/shared/contract/resources';
import { idle, renderScreen, rowOf, signIn } from '@admin/testing';
import CourseAggregationScreen, { priceRange } from './course-aggregation-screen';

it('shows each product’s SKUs and its price range in yuan, from the products’ prices in cents', async () => {
  await signIn('admin');
  const [first] = (await http.get<{ items: CourseAggregation[] }>('/course/aggregation/', { params: { limit: 1 } })).items;
  const ids = first.skus.map((s) => s.product_id);
  const products = (await http.get<{ items: CourseProduct[] }>('/course/products/direct/new', { params: { ids: ids.join(','), limit: 100 } })).items;
  const cents = products.map((p) => p.price);
  const yuan = (c: number) => `¥${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
  renderScreen(CourseAggregationScreen);
  const row = await rowOf(first.id);
  expect(within(row).getByText(`${yuan(Math.min(...cents))} – ${yuan(Math.max(...cents))}`)).toBeTruthy();
  for (const s of first.skus) expect(within(row).getByText(s.label)).toBeTruthy();
});

it('reads one price when every SKU costs the same, and nothing without prices', () => {
  expect(priceRange({ price_min: 129_900, price_max: 399_900 })).toBe('¥1299.00 – ¥3999.00');
  expect(priceRange({ price_min: 49_900, price_max: 49_900 })).toBe('¥499.00');
  expect(priceRange({ price_min: null, price_max: null })).toBe('');
});

/** Picks the product whose name starts with `name` in the reference picker labelled `label`. */
async function pickProduct(container: HTMLElement, label: string, name: string) {
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

it('creates an aggregate product from two SKUs once the default SKU is one of them', async () => {
  await signIn('admin');
  const [first] = (await http.get<{ items: CourseAggregation[] }>('/course/aggregation/', { params: { limit: 1 } })).items;
  renderScreen(CourseAggregationScreen);
  await rowOf(first.id);
  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.type(within(drawer).getByLabelText('商品名称'), '2028 数学一组合');
  await userEvent.click(within(drawer).getByRole('button', { name: /添加一项/ }));
  await userEvent.click(within(drawer).getByRole('button', { name: /添加一项/ }));
  const sku = (n: number) => within(drawer).getByRole('group', { name: `SKU 第 ${n} 项` });
  await pickProduct(sku(1), '课程商品', '2027 考研数学一全程班');
  await userEvent.type(within(sku(1)).getByLabelText('SKU 名称（如 全程班）'), '全程班');
  await pickProduct(sku(2), '课程商品', '2027 考研数学一强化班');
  await userEvent.type(within(sku(2)).getByLabelText('SKU 名称（如 全程班）'), '强化班');
  await pickProduct(drawer, '默认 SKU', '2027 考研英语一全程班');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(within(drawer).getByText('默认 SKU 必须是本聚合商品的 SKU 之一')).toBeTruthy());
  const none = await http.get<{ items: CourseAggregation[] }>('/course/aggregation/', { params: { name: '2028 数学一组合' } });
  expect(none.items).toEqual([]);

  await pickProduct(drawer, '默认 SKU', '2027 考研数学一强化班');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  const saved = await waitFor(async () => {
    const [a] = (await http.get<{ items: CourseAggregation[] }>('/course/aggregation/', { params: { name: '2028 数学一组合' } })).items;
    if (!a) throw new Error('not saved yet');
    return a;
  });
  expect(saved.skus.map((s) => s.label)).toEqual(['全程班', '强化班']);
  expect(saved.default_product_id).toBe(saved.skus[1].product_id);
  expect(saved.price_min).toBeLessThan(saved.price_max!);
  await idle();
});
