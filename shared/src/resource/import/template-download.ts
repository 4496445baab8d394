import { API_BASE, ApiError, http, readToken } from '@admin/shared/api';
import { HEADER } from '@admin/shared/contract';
import { filenameOf, saveFile } from '../list/export-download';

/** Downloads a resource's import template (`GET <base>/import/template/?lang=`) to the person's disk. */
export async function downloadTemplate(base: string, lang: 'zh' | 'en'): Promise<void> {
  const headers: Record<string, string> = { [HEADER.system]: HEADER.systemValue };
  const token = readToken();
  if (token) headers[HEADER.token] = token;
  const url = new URL(`${http.defaults.baseURL ?? API_BASE}${base}/import/template/?lang=${lang}`, window.location.href).href;
  const res = await fetch(url, { headers });
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const envelope = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError({
      kind: envelope?.code ? 'envelope' : 'transport',
      code: envelope?.code ?? null,
      msg: envelope?.msg ?? `HTTP ${res.status}`,
      status: res.status,
    });
  }
  saveFile({ blob: await res.blob(), filename: filenameOf(res.headers.get('Content-Disposition'), 'template.xlsx') });
}
