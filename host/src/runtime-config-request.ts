import { BASENAME } from './router/public-paths';

/*
 * The request for runtime-config.json, sent by the entry (index.ts) before the start-up chunks
 * have downloaded, so its answer is there when bootstrap needs it to render: it used to be sent
 * only after every start-up chunk had run, one more round trip before the sign-in page's first
 * paint (150 ms on Fast 3G). No shared module here: the entry runs before the share
 * scope exists.
 */

export const RUNTIME_CONFIG_URL = `${BASENAME}/runtime-config.json`;

let early: Promise<Response> | null = null;

/*
 * A plain same-origin GET, so it takes the answer index.html's <link rel="preload" as="fetch"
 * crossorigin> has already asked for (a preload is used only by a request of the same mode and
 * credentials). The server sends the file with Cache-Control: no-cache, so a deploy's change is
 * seen on the next load without 'no-store' here.
 */
export const requestRuntimeConfig = (fetchFn: typeof fetch = fetch): Promise<Response> => fetchFn(RUNTIME_CONFIG_URL);

/** Sends the request now; its answer is taken once by takeRuntimeConfigRequest(). */
export function startRuntimeConfigRequest(fetchFn: typeof fetch = fetch): void {
  early = requestRuntimeConfig(fetchFn);
  early.catch(() => undefined); // handled by whoever takes it
}

export function takeRuntimeConfigRequest(): Promise<Response> | null {
  const p = early;
  early = null;
  return p;
}
