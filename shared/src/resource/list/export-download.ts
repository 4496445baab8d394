import { API_BASE, ApiError, http, readToken } from '@admin/shared/api';
import { HEADER } from '@admin/shared/contract';
import type { ExportBody, ExportFile, ExportProgress } from '../types';

/** The file name of `Content-Disposition` (RFC 6266: `filename*=UTF-8''…` first, then `filename=`). */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* a malformed escape: try the plain form */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/**
 * POSTs an export and reads the answer as a stream, reporting bytes as they arrive. fetch, not the
 * axios client: axios in a browser buffers the whole body and cannot report a stream's progress.
 * It uses the client's base URL and token header all the same, and turns an envelope answer (the
 * server's errors before the first byte) into the ApiError every other call rejects with.
 */
export async function downloadExport(path: string, body: ExportBody, onProgress?: (p: ExportProgress) => void, signal?: AbortSignal): Promise<ExportFile> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', [HEADER.system]: HEADER.systemValue };
  const token = readToken();
  if (token) headers[HEADER.token] = token;
  let res: Response;
  try {
    res = await fetch(new URL(`${http.defaults.baseURL ?? API_BASE}${path}`, window.location.href).href, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
  } catch (e) {
    throw transportError(e, signal);
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const text = await res.text().catch(() => '');
    let envelope: { code?: number; msg?: string; data?: { errors?: { field: string; message: string }[] } } | null = null;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = null;
    }
    if (envelope && typeof envelope.code === 'number') {
      throw new ApiError({
        kind: 'envelope',
        code: envelope.code,
        msg: envelope.msg ?? '',
        status: res.status,
        data: envelope.data,
        fieldErrors: envelope.data?.errors,
      });
    }
    throw new ApiError({ kind: 'transport', code: null, msg: `HTTP ${res.status}`, status: res.status });
  }
  const totalHeader = res.headers.get('X-Total-Count');
  const total = totalHeader === null ? null : Number(totalHeader);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  onProgress?.({ bytes, total });
  try {
    if (res.body) {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        onProgress?.({ bytes, total });
      }
    } else {
      const whole = new Uint8Array(await res.arrayBuffer());
      chunks.push(whole);
      bytes = whole.byteLength;
      onProgress?.({ bytes, total });
    }
  } catch (e) {
    throw transportError(e, signal);
  }
  const fallback = `export.${body.format}`;
  return {
    blob: new Blob(chunks as BlobPart[], { type: type || 'application/octet-stream' }),
    filename: filenameOf(res.headers.get('Content-Disposition'), fallback),
    total,
  };
}

const transportError = (e: unknown, signal?: AbortSignal) =>
  signal?.aborted
    ? new ApiError({ kind: 'canceled', code: null, msg: 'canceled', cause: e })
    : new ApiError({ kind: 'transport', code: null, msg: e instanceof Error ? e.message : String(e), cause: e });

/** Hands a file to the browser's download (an object URL on a temporary `a[download]`). */
export function saveFile(file: Pick<ExportFile, 'blob' | 'filename'>): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers start reading the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
