/** Huabei instalments per product system (/pay-method/indexNew): period rules, one per system, permissions. */
import { useTestServer } from '../../test/use-test-server';
import type { Envelope } from '../../test/harness';

const s = useTestServer(['admin', 'viewer']);

const BASE = '/payment/prosys-huabei-config/';
const call = s.ask;
const errors = (e: Envelope) => e.data?.errors ?? [];
const count = async () => (await call('GET', BASE)).data.total as number;

it('lists the demo configuration of four product systems', async () => {
  const list = (await call('GET', BASE)).data;
  expect(list.items.map((c: { product_sys_id: number }) => c.product_sys_id)).toEqual([1, 2, 3, 4]);
  expect(list.items[0]).toMatchObject({
    product_sys_name: '考研全程班体系',
    periods: [3, 6, 12],
    interest_free_periods: [3, 6],
    min_amount: 100_000,
    is_enable: true,
  });
  expect((await call('GET', `${BASE}?is_enable=0`)).data.items.map((c: { product_sys_id: number }) => c.product_sys_id)).toEqual([4]);
});

it('refuses an interest-free period the buyer cannot choose, and writes nothing', async () => {
  const before = await count();
  const r = await call('POST', BASE, { product_sys_id: 5, periods: [3, 6], interest_free_periods: [12] });
  expect(r.code).toBe(40000);
  expect(errors(r)).toEqual([{ field: 'interest_free_periods', message: '免息期数 12 不在可选分期期数中' }]);
  expect(await count()).toBe(before);
});

it('refuses periods Huabei does not offer, no period at all, a low minimum and an unknown system', async () => {
  const bad = async (body: Record<string, unknown>) => {
    const r = await call('POST', BASE, { product_sys_id: 5, periods: [3], ...body });
    expect(r.code).toBe(40000);
    return errors(r).map((e: { field: string }) => e.field);
  };
  expect(await bad({ periods: [3, 4] })).toEqual(['periods.1']);
  expect(await bad({ periods: [6, 6] })).toEqual(['periods']);
  expect(await bad({ periods: [] })).toEqual(['periods']);
  expect(await bad({ min_amount: 9_999 })).toEqual(['min_amount']);
  expect(await bad({ product_sys_id: 999 })).toEqual(['product_sys_id']);
});

it('keeps one configuration per product system', async () => {
  const r = await call('POST', BASE, { product_sys_id: 1, periods: [3] });
  expect(r.code).toBe(40000);
  expect(errors(r).map((e: { field: string }) => e.field)).toEqual(['product_sys_id']);
});

it('checks a PATCH against the stored periods: dropping an interest-free period is refused', async () => {
  const first = (await call('GET', `${BASE}1/`)).data;
  const r = await call('PATCH', `${BASE}1/`, { periods: [3, 12], version: first.version });
  expect(r.code).toBe(40000);
  expect(errors(r)).toEqual([{ field: 'interest_free_periods', message: '免息期数 6 不在可选分期期数中' }]);
  const ok = await call('PATCH', `${BASE}1/`, { periods: [3, 12], interest_free_periods: [3], version: first.version });
  expect(ok.code).toBe(20000);
  expect(ok.data).toMatchObject({ periods: [3, 12], interest_free_periods: [3], version: first.version + 1 });
});

it('lets the viewer read and refuses its writes', async () => {
  expect((await call('GET', BASE, undefined, 'viewer')).code).toBe(20000);
  const create = await call('POST', BASE, { product_sys_id: 5, periods: [3] }, 'viewer');
  expect(create.code).toBe(40300);
  expect(create.msg).toContain('payment.add_prosyshuabeiconfig');
  const current = (await call('GET', `${BASE}2/`)).data;
  expect((await call('PATCH', `${BASE}2/`, { is_enable: false, version: current.version }, 'viewer')).code).toBe(40300);
  expect((await call('DELETE', `${BASE}2/`, undefined, 'viewer')).code).toBe(40300);
  expect((await call('GET', `${BASE}2/`)).data.version).toBe(current.version);
});

it('keeps a configuration on its product system: a PUT may repeat it, not change it', async () => {
  const c = (await call('GET', `${BASE}3/`)).data;
  const body = { product_sys_id: 3, periods: [3, 6, 12], interest_free_periods: [], min_amount: 30_000, is_enable: true, remark: '', version: c.version };
  const moved = await call('PUT', `${BASE}3/`, { ...body, product_sys_id: 5 });
  expect(moved.code).toBe(40000);
  expect(errors(moved).map((e: { field: string }) => e.field)).toEqual(['product_sys_id']);
  const same = await call('PUT', `${BASE}3/`, body);
  expect(same.code).toBe(20000);
  expect(same.data).toMatchObject({ product_sys_id: 3, periods: [3, 6, 12], version: c.version + 1 });
  expect((await call('PATCH', `${BASE}3/`, { product_sys_id: 5, version: same.data.version })).code).toBe(40000);
});
