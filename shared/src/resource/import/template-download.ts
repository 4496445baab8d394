import { API_BASE, ApiError, http, readToken } from '@admin/shared/api';
import { HEADER } from '@admin/shared/contract';
import { filenameOf, saveFile } from '../list/export-download';

/**
 * GETs a file the server sends as an attachment (`path` under the API base, with its query) and
 * saves it to the person's disk. An answer without `Content-Disposition: attachment` is the
 * server's envelope, turned into the ApiError every other call rejects with (a JSON file is an
 * attachment, so its type alone does not make it an error).
 */
export async function downloadFile(path: string, fallback: string): Promise<void> {
  const headers: Record<string, string> = { [HEADER.system]: HEADER.systemValue };
  const token = readToken();
  if (token) headers[HEADER.token] = token;
  const url = new URL(`${http.defaults.baseURL ?? API_BASE}${path}`, window.location.href).href;
  const res = await fetch(url, { headers });
  const disposition = res.headers.get('Content-Disposition');
  if (!res.ok || !/^\s*attachment/i.test(disposition ?? '')) {
    const envelope = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError({
      kind: envelope?.code ? 'envelope' : 'transport',
      code: envelope?.code ?? null,
      msg: envelope?.msg ?? `HTTP ${res.status}`,
      status: res.status,
    });
  }
  saveFile({ blob: await res.blob(), filename: filenameOf(disposition, fallback) });
}

/** Downloads a resource's import template (`GET <base>/import/template/?lang=`) to the person's disk. */
export const downloadTemplate = (base: string, lang: 'zh' | 'en'): Promise<void> => downloadFile(`${base}/import/template/?lang=${lang}`, 'template.xlsx');
