import { API_BASE, ApiError, readToken } from '@admin/shared/api';
import { HEADER } from '@admin/shared/contract';

/**
 * Reads a senior's proof of admission (GET school/senior/{id}/proof/): bytes for holders of the
 * change permission, never a public URL. fetch, not the data layer, which expects the JSON
 * envelope; the envelope of a refusal becomes the ApiError every other call rejects with. The
 * picture is handed back as a data: URL, held only by the page that asked for it.
 */
export async function readProof(path: string): Promise<string> {
  const headers: Record<string, string> = { [HEADER.system]: HEADER.systemValue };
  const token = readToken();
  if (token) headers[HEADER.token] = token;
  const res = await fetch(new URL(`${API_BASE}${path}`, window.location.href).href, { headers });
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
  const bytes = new Uint8Array(await res.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}
