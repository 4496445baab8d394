/*
 * A call sent with fetch by code that has no API client yet, whose answer the client then takes
 * as its own (answered.ts): the sign-in page's own script sends the sign-in call at the click,
 * while the console's code (the client among it) is still downloading, instead of after it
 * (issue 15, click 登录 → home: on a slow link the download took ~0.8 s and the call waited for
 * it). A leaf file without axios or state, like sso-url.ts, so that page can import it.
 */
import type { LoginBody } from '@admin/shared/contract';
import { HEADER, REQUEST_TIMEOUT_MS } from '../contract/constants';

/** Where every call of the API goes (http.ts uses the same). */
export const API_BASE = '/admin_api/v1';

/** What came back, as the client's adapter needs it. */
export interface SentAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /** The body as text: the client parses it as it does every answer. */
  body: string;
}

/** The call timed out after `ms` (the client's own timeout, spec 9). */
export class SentTimeout extends Error {
  constructor(readonly ms: number) {
    super(`timeout of ${ms}ms exceeded`);
  }
}

/**
 * POSTs `body` as JSON to `path` (under `base`, API_BASE) with the headers and timeout the API
 * client gives a call made without a session. Rejects with SentTimeout, or with the fetch error
 * when nothing came back.
 */
export async function sendJson(path: string, body: unknown, { base = API_BASE, timeout = REQUEST_TIMEOUT_MS } = {}): Promise<SentAnswer> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/plain, */*', [HEADER.system]: HEADER.systemValue },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeout),
    });
  } catch (error) {
    throw error instanceof DOMException && error.name === 'TimeoutError' ? new SentTimeout(timeout) : error;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  return { status: response.status, statusText: response.statusText, headers, body: await response.text() };
}

/** The sign-in call's path (account/login.ts sends it through the client). */
export const LOGIN_PATH = '/account/auth/token/create';

/** What the sign-in call sends for what was typed (the name without surrounding spaces). */
export const signInBody = ({ username, password }: LoginBody): LoginBody => ({ username: username.trim(), password });

/** Sends the sign-in call for `credentials` now; the auth store's login takes its answer. */
export const sendSignIn = (credentials: LoginBody): Promise<SentAnswer> => sendJson(LOGIN_PATH, signInBody(credentials));
