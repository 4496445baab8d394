import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ROLES } from '@admin/shared/contract';
import { ApiError, isApiError } from '@admin/shared/api';
import { setLocale } from '@admin/shared/i18n';
import { ResourceList } from '../resource-list';
import { adRecord, renderInApp, signInWith } from '../test-kit';
import type { ExportFile, ExportProgress } from '../types';
import { downloadExport, filenameOf } from './export-download';
import { BatchProvider, batchAdDef, withListApi } from './list-test-kit';

const prefs = withListApi();

/** A fetch answer as the server streams it: headers, then the body in chunks. */
function answer(status: number, headers: Record<string, string>, chunks: string[]) {
  const bytes = chunks.map((c) => new TextEncoder().encode(c));
  let i = 0;
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase()) ?? ''] ?? null },
    text: async () => chunks.join(''),
    body: { getReader: () => ({ read: async () => (i < bytes.length ? { done: false, value: bytes[i++] } : { done: true, value: undefined }) }) },
  };
}

describe('downloadExport', () => {
  const body = { format: 'csv' as const, query: { ordering: 'sort' }, columns: [{ field: 'id', label: 'ID' }], lang: 'zh' as const, tz: 'Asia/Shanghai' };
  const saved = globalThis.fetch;
  afterEach(() => void (globalThis.fetch = saved));

  it('posts the body with the client’s headers and reads the stream with progress and the file name', async () => {
    document.cookie = 'Admin-Token=tok-1; path=/';
    const fetch = jest.fn(async (..._args: unknown[]) =>
      answer(
        200,
        {
          'Content-Type': 'text/csv; charset=utf-8',
          'X-Total-Count': '2',
          'Content-Disposition': "attachment; filename*=UTF-8''%E5%B9%BF%E5%91%8A-20261123-1800.csv",
        },
        ['\uFEFFID\r\n', '1\r\n2\r\n'],
      ),
    );
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const seen: ExportProgress[] = [];
    const file = await downloadExport('/base/ads/search_page/export/', body, (p) => seen.push(p));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/admin_api/v1/base/ads/search_page/export/`);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'AUTH-SYS': 'admin', token: 'tok-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual(body);
    expect(seen.map((p) => p.bytes)).toEqual([0, 7, 13]);
    expect(seen.every((p) => p.total === 2)).toBe(true);
    expect(file.filename).toBe('广告-20261123-1800.csv');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader(); // jsdom's Blob has no text(); bytes, so the BOM is kept
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(file.blob);
    });
    expect([...bytes]).toEqual([...new TextEncoder().encode('\uFEFFID\r\n1\r\n2\r\n')]);
  });

  it('turns an envelope answer before the first byte into the ApiError of the other calls', async () => {
    globalThis.fetch = (async () =>
      answer(403, { 'Content-Type': 'application/json' }, [
        JSON.stringify({ code: 40300, msg: '缺少权限 base_services.view_search_page_advertisement', data: null }),
      ])) as unknown as typeof globalThis.fetch;
    const e = await downloadExport('/x/export/', body).catch((err: unknown) => err);
    expect(isApiError(e) && [e.code, e.msg]).toEqual([40300, '缺少权限 base_services.view_search_page_advertisement']);
  });

  it('reads both forms of Content-Disposition', () => {
    expect(filenameOf('attachment; filename="a.xlsx"', 'x')).toBe('a.xlsx');
    expect(filenameOf('attachment; filename*=UTF-8\'\'%E6%A0%87%E7%AD%BE.csv; filename="fallback.csv"', 'x')).toBe('标签.csv');
    expect(filenameOf(null, 'export.csv')).toBe('export.csv');
  });
});

describe('the export button of a list', () => {
  const objectUrls: Blob[] = [];
  beforeAll(() => {
    URL.createObjectURL = (b: Blob) => (objectUrls.push(b), `blob:${objectUrls.length}`);
    URL.revokeObjectURL = () => {};
  });

  it('posts the filters, ordering and visible columns with their labels and options, shows progress, and can be canceled', async () => {
    signInWith(DEMO_ROLES.viewer);
    const provider = new BatchProvider([adRecord(1)]);
    let release: () => void = () => {};
    provider.exportWith = (_body, onProgress, signal) =>
      new Promise<ExportFile>((resolve, reject) => {
        onProgress?.({ bytes: 3 * 1024, total: 1200 });
        signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
        release = () => resolve({ blob: new Blob(['x']), filename: '搜索页广告.csv', total: 1200 });
      }).catch((e: unknown) => {
        throw signal?.aborted ? new ApiError({ kind: 'canceled', code: null, msg: 'canceled' }) : e;
      });
    prefs().store.set('columns:test.search_page', { value: { order: ['id', 'title', 'image'], hidden: ['image'], density: 'large' }, version: 1 });
    const clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderInApp(<ResourceList def={{ ...batchAdDef, fixedQuery: { kind: 'search_page' }, defaultOrdering: 'sort' }} provider={provider} urlState={false} />);
    await screen.findByText('广告 1');
    await waitFor(() => expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('图片'));

    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await userEvent.click(await screen.findByText('CSV'));
    expect(await screen.findByText(/1200 行，已接收 3 KB/)).toBeInTheDocument();
    const body = provider.exports[0];
    expect(body.format).toBe('csv');
    expect(body.query).toEqual({ kind: 'search_page', ordering: 'sort' });
    expect(body.lang).toBe('zh');
    expect(typeof body.tz).toBe('string');
    // sort is off by default where the drag handle orders the rows; hidden columns are not exported
    expect(body.columns.map((c) => c.field)).toEqual(['id', 'title', 'platforms', 'start_at', 'end_at', 'is_enable', 'is_marked_expired', 'updated_at']);
    expect(body.columns.find((c) => c.field === 'platforms')).toEqual({
      field: 'platforms',
      label: '平台',
      options: expect.arrayContaining([{ value: 2, label: 'Android' }]),
    });
    expect(body.columns.find((c) => c.field === 'end_at')?.label).toBe('投放时间 - 结束时间');

    await userEvent.click(screen.getByRole('button', { name: /取消导出/ }));
    expect(await screen.findByText('已取消导出')).toBeInTheDocument();
    expect(clicks).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await userEvent.click(await screen.findByText('Excel'));
    await screen.findByText(/1200 行/);
    release();
    expect(await screen.findByText('已导出 搜索页广告.csv')).toBeInTheDocument();
    expect(provider.exports[1].format).toBe('xlsx');
    expect(clicks).toHaveBeenCalledTimes(1);
    clicks.mockRestore();
  });

  it('sends English labels and lang en after a language switch', async () => {
    signInWith(DEMO_ROLES.viewer);
    setLocale('en');
    try {
      const provider = new BatchProvider([adRecord(1)]);
      renderInApp(<ResourceList def={batchAdDef} provider={provider} urlState={false} />);
      await screen.findByText('广告 1');
      await userEvent.click(screen.getByRole('button', { name: /Export/ }));
      await userEvent.click(await screen.findByText('CSV'));
      await waitFor(() => expect(provider.exports).toHaveLength(1));
      expect(provider.exports[0].lang).toBe('en');
      expect(provider.exports[0].columns.find((c) => c.field === 'updated_at')?.label).toBe('Updated');
    } finally {
      setLocale('zh-CN');
    }
  });

  it('is not offered without the export endpoint', async () => {
    signInWith(DEMO_ROLES.viewer);
    const { export: _no, ...routes } = batchAdDef.routes;
    renderInApp(<ResourceList def={{ ...batchAdDef, routes }} provider={new BatchProvider([adRecord(1)])} urlState={false} />);
    await screen.findByText('广告 1');
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});
