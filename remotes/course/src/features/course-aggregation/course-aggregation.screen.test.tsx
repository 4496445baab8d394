// Aggregate products against the real API server: SKUs, the default SKU and prices in yuan.
import { configure, within } from '@testing-library/react';
import { http } from '@admin/shared/api';
import type { CourseAggregation, CourseProduct } from '@admin/shared/contract/resources';
import { renderScreen, rowOf, signIn } from '@admin/testing';
import CourseAggregationScreen, { priceRange } from './course-aggregation-screen';

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 30_000 });

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
