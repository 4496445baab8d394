/*
 * Test helpers of the list tools (not exported): the search_page ad declaration with the batch
 * calls and their permission rows, an in-memory provider that applies them with the server's
 * version rule, and an in-memory preferences endpoint behind the real API client.
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http, setApiUi } from '@admin/shared/api';
import type { Endpoint } from '@admin/shared/contract';
import { adResourceOf } from '@admin/shared/contract/resources';
import { apiError, MemoryProvider, searchAdDef } from '../test-kit';
import type { ExportBody, ExportFile, ExportProgress, Rec, ResourceDef, RowRef } from '../types';
import { forgetListBoxes } from './fit-width';

const base = '/base/ads/search_page';
const perm = (action: string) => `base_services.${action}_search_page_advertisement`;
const batchRows: Endpoint[] = [
  { method: 'PATCH', path: `${base}/bulk/`, resource: 'ads.search_page', op: 'bulkPatch', auth: 'permission', permissions: [perm('change')] },
  { method: 'POST', path: `${base}/bulk-delete/`, resource: 'ads.search_page', op: 'bulkDelete', auth: 'permission', permissions: [perm('delete')] },
  { method: 'PUT', path: `${base}/order/`, resource: 'ads.search_page', op: 'reorder', auth: 'permission', permissions: [perm('change')] },
  { method: 'POST', path: `${base}/export/`, resource: 'ads.search_page', op: 'export', auth: 'permission', permissions: [perm('view')] },
];

/** search_page ads with the four batch calls (as a module with BATCH_PATHS declares them). */
export const batchAdDef: ResourceDef = {
  ...searchAdDef,
  routes: {
    ...searchAdDef.routes,
    bulkPatch: { method: 'PATCH', path: `${base}/bulk/` },
    bulkDelete: { method: 'POST', path: `${base}/bulk-delete/` },
    reorder: { method: 'PUT', path: `${base}/order/` },
    export: { method: 'POST', path: `${base}/export/` },
  },
  endpoints: [...adResourceOf('search_page')!.endpoints, ...batchRows],
  // The expiry mark as well as is_enable may be bulk-patched here.
  schemas: { ...searchAdDef.schemas, patch: undefined },
};

/** MemoryProvider plus the batch calls: all rows checked before any is written, like one transaction. */
export class BatchProvider extends MemoryProvider {
  exports: ExportBody[] = [];
  /** What export() does: by default a small CSV at once. */
  exportWith: (body: ExportBody, onProgress?: (p: ExportProgress) => void, signal?: AbortSignal) => Promise<ExportFile> = async () => ({
    blob: new Blob(['id\r\n1\r\n']),
    filename: '广告-20261123-1800.csv',
    total: 1,
  });

  private check(items: readonly RowRef[]): Rec[] {
    const rows = items.map((it) => this.records.find((r) => r.id === it.id));
    const missing = items.filter((_, i) => !rows[i]);
    if (missing.length) throw apiError(40400, `广告不存在：${missing.map((m) => m.id).join('、')}`);
    const stale = items.map((it, i) => ({ it, i })).filter(({ it, i }) => rows[i]!.version !== it.version);
    if (stale.length)
      throw apiError(
        40900,
        '数据已被他人修改',
        stale.map(({ it, i }) => ({ field: `items.${i}.version`, message: `记录 ${it.id} 已被他人修改` })),
      );
    return rows as Rec[];
  }

  async bulkPatch(items: readonly RowRef[], changes: Rec) {
    this.calls.push({ op: 'bulkPatch', body: { items, changes } });
    const rows = this.check(items);
    for (const r of rows) Object.assign(r, changes, { version: (r.version as number) + 1 });
    return { items: rows.map((r) => ({ ...r })) };
  }

  async bulkDelete(items: readonly RowRef[]) {
    this.calls.push({ op: 'bulkDelete', body: { items } });
    const rows = this.check(items);
    this.records = this.records.filter((r) => !rows.includes(r));
    return { count: rows.length };
  }

  async reorder(items: readonly RowRef[]) {
    this.calls.push({ op: 'reorder', body: { items } });
    const rows = this.check(items);
    rows.forEach((r, i) => Object.assign(r, { sort: i, version: (r.version as number) + 1 }));
    this.records.sort((a, b) => (a.sort as number) - (b.sort as number));
    return { items: rows.map((r) => ({ ...r })) };
  }

  export = (body: ExportBody, onProgress?: (p: ExportProgress) => void, signal?: AbortSignal): Promise<ExportFile> => {
    this.exports.push(body);
    return this.exportWith(body, onProgress, signal);
  };
}

/** GET/PUT account/preferences/:key/ in memory, with versions; `requests` records what was sent. */
export function fakePreferences() {
  const store = new Map<string, { value: unknown; version: number }>();
  const requests: { method: string; key: string; body?: { value: unknown; version: number } }[] = [];
  const saved = http.defaults.adapter;
  const reply = (config: InternalAxiosRequestConfig, status: number, body: unknown) => ({
    data: body,
    status,
    statusText: String(status),
    headers: {},
    config,
  });
  const adapter: AxiosAdapter = async (config) => {
    const m = /^\/account\/preferences\/([^/]+)\/$/.exec(config.url ?? '');
    if (!m) throw new Error(`unexpected call ${config.method} ${config.url}`);
    const key = m[1];
    const method = (config.method ?? 'get').toUpperCase();
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    requests.push({ method, key, body });
    const cur = store.get(key) ?? { value: null, version: 0 };
    if (method === 'GET') return reply(config, 200, { code: 20000, msg: 'ok', data: { key, ...cur } });
    // The client reads the envelope whatever the status, so a 200 carrying 40900 is the same to it.
    if (body.version !== cur.version) return reply(config, 200, { code: 40900, msg: '偏好已被修改', data: null });
    const next = { value: body.value, version: cur.version + 1 };
    store.set(key, next);
    return reply(config, 200, { code: 20000, msg: 'ok', data: { key, ...next } });
  };
  http.defaults.adapter = adapter;
  return {
    store,
    requests,
    restore: () => void (http.defaults.adapter = saved),
  };
}

/**
 * Per test: a quiet API UI and the user's column settings answered in memory (the list reads them
 * through the API client). Returns the current test's preference store.
 */
export function withListApi(): () => ReturnType<typeof fakePreferences> {
  let prefs: ReturnType<typeof fakePreferences>;
  beforeEach(() => {
    // Each test gives the list's box its own width (list/fit-width.ts remembers the last one).
    forgetListBoxes();
    setApiUi({ toast: () => {}, confirmLogout: async () => false, navigate: () => {} });
    prefs = fakePreferences();
  });
  afterEach(() => {
    setApiUi(null);
    prefs.restore();
  });
  return () => prefs;
}

/** An element's markup with each element's attributes in name order (React sets them in prop order), to compare two drawings. */
export function markup(el: Element): string {
  const attrs = [...el.attributes]
    .map((a) => `${a.name}="${a.value}"`)
    .sort()
    .join(' ');
  const inner = [...el.childNodes].map((n) => (n.nodeType === Node.ELEMENT_NODE ? markup(n as Element) : n.textContent)).join('');
  return `<${el.tagName.toLowerCase()} ${attrs}>${inner}</${el.tagName.toLowerCase()}>`;
}
