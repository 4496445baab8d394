/*
 * Test helpers of the kit (not exported): an in-memory data provider that behaves like the
 * server on versions (40900 on a stale write) and can be told to fail the next call, and a
 * declaration over the contract's search_page ad so the permission table applies for real.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { ApiError } from '@admin/shared/api';
import { adExpirePatchSchema, adResourceOf, adSchemas } from '@admin/shared/contract/resources';
import { useAuthStore } from '@admin/shared/auth';
import { resourceDef } from './define';
import { enableField, imageField, platformField, scheduleField } from './presets';
import type { DataProvider, Rec, ResourceDef } from './types';

/** The kit's routes of an ad kind, from its contract module. */
export const routesOfKind = (kind: string) => resourceDef(adResourceOf(kind)!, { title: kind, fields: [] }).routes;

export const searchAdDef: ResourceDef = {
  name: 'test.search_page',
  title: '搜索页广告',
  routes: routesOfKind('search_page'),
  schemas: { ...adSchemas, patch: adExpirePatchSchema },
  orderable: ['id', 'sort', 'updated_at'],
  fields: [
    { name: 'title', label: '标题', type: 'text', list: true, search: true },
    imageField(),
    {
      name: 'link_type',
      label: '链接类型',
      type: 'select',
      options: [
        { value: 'none', label: '无' },
        { value: 'web', label: '网页' },
      ],
    },
    { name: 'link_value', label: '链接', type: 'text', form: { showIf: (v) => v.link_type !== 'none' } },
    platformField(),
    scheduleField(),
    { name: 'sort', label: '排序', type: 'number', list: true },
    enableField(),
    { name: 'is_marked_expired', label: '标记过期', type: 'switch', list: true, search: true, toggle: true, form: false, mark: { label: '已过期' } },
  ],
};

export const adRecord = (id: number, over: Rec = {}): Rec => ({
  id,
  kind: 'search_page',
  title: `广告 ${id}`,
  image: '/uploads/a.png',
  link_type: 'none',
  link_value: '',
  platforms: [1, 2],
  business_line: 1,
  user_group_id: null,
  start_at: '2026-03-01T00:00:00.000Z',
  end_at: '2026-04-01T00:00:00.000Z',
  sort: 0,
  is_enable: true,
  is_marked_expired: false,
  show_frequency: 'every_time',
  duration_seconds: 3,
  coupon_id: '',
  remark: '',
  created_at: '2026-02-01T00:00:00.000Z',
  updated_at: '2026-02-01T00:00:00.000Z',
  version: 1,
  ...over,
});

export const apiError = (code: number, msg: string, fieldErrors: { field: string; message: string }[] = []) =>
  new ApiError({ kind: 'envelope', code, msg, fieldErrors });

/** Records in memory with the server's version rule; `calls` records every call for assertions. */
export class MemoryProvider implements DataProvider {
  calls: { op: string; id?: string | number; body?: Rec; query?: Rec }[] = [];
  private failures: ApiError[] = [];
  constructor(public records: Rec[]) {}

  /** The next call rejects with this error. */
  failNext(e: ApiError): void {
    this.failures.push(e);
  }

  private take(): void {
    const f = this.failures.shift();
    if (f) throw f;
  }

  private find(id: string | number): Rec {
    const r = this.records.find((x) => x.id === Number(id));
    if (!r) throw apiError(40400, '广告不存在');
    return r;
  }

  private write(id: string | number, body: Rec): Rec {
    const r = this.find(id);
    if (body.version !== r.version)
      throw apiError(40900, '数据已被他人修改，请刷新后重试（version 已过期）', [{ field: 'version', message: '记录已被他人修改' }]);
    const { version: _v, ...fields } = body;
    Object.assign(r, fields, { version: (r.version as number) + 1 });
    return { ...r };
  }

  async list(query: Rec) {
    this.calls.push({ op: 'list', query });
    this.take();
    let items = this.records;
    if (typeof query.title === 'string') items = items.filter((r) => String(r.title).includes(query.title as string));
    if (query.is_marked_expired !== undefined) items = items.filter((r) => r.is_marked_expired === (query.is_marked_expired === '1'));
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 20);
    return { items: items.slice((page - 1) * limit, page * limit).map((r) => ({ ...r })), total: items.length, page, limit };
  }
  async get(id: string | number) {
    this.calls.push({ op: 'get', id });
    this.take();
    return { ...this.find(id) };
  }
  async create(body: Rec) {
    this.calls.push({ op: 'create', body });
    this.take();
    const r = adRecord(this.records.length + 1, { ...body, version: 1 });
    this.records.push(r);
    return { ...r };
  }
  async update(id: string | number, body: Rec) {
    this.calls.push({ op: 'update', id, body });
    this.take();
    return this.write(id, body);
  }
  async patch(id: string | number, body: Rec) {
    this.calls.push({ op: 'patch', id, body });
    this.take();
    return this.write(id, body);
  }
  async remove(id: string | number, version?: number) {
    this.calls.push({ op: 'delete', id, body: { version } });
    this.take();
    const r = this.find(id);
    if (version !== undefined && version !== r.version) throw apiError(40900, '数据已被他人修改');
    this.records = this.records.filter((x) => x !== r);
  }
}

export const signInWith = (roles: readonly string[]) => useAuthStore.setState({ roles: [...roles], token: 't' });

export const renderInApp = (ui: ReactElement) => render(<App>{ui}</App>);
