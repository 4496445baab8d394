/** Where the console's server exchanges the SSO callback's one-time code for a token. */
export const SSO_TOKEN_URL = '/sso/token';

/**
 * The token for the callback's `code`: the server gives it once, to the browser whose state
 * cookie is `state`. Rejects with the server's message (or a general one) otherwise.
 */
export async function exchangeSsoCode(code: string, state: string, fetchFn: typeof fetch = fetch): Promise<string> {
  const res = await fetchFn(SSO_TOKEN_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, state }),
  });
  const body = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: { token?: unknown; errors?: { message?: string }[] } } | null;
  if (body?.code === 20000 && typeof body.data?.token === 'string') return body.data.token;
  throw new Error(body?.data?.errors?.[0]?.message ?? body?.msg ?? `HTTP ${res.status}`);
}
