/*
 * A call sent with fetch by code that has no API client yet, whose answer the client then takes
 * as its own (answered.ts): the sign-in page's own script sends the sign-in call at the click,
 * while the console's code (the client among it) is still downloading, instead of after it
 * (click 登录 → home: on a slow link the download took ~0.8 s and the call waited for
 * it). A leaf file without axios or state, like sso-url.ts, so that page can import it.
 */
import type { LoginBody } from '@admin/shared/contract';
import { isSuccess } from './envelope-check';
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

interface SendOptions {
  base?: string;
  timeout?: number;
  /** The session's token, sent in the header the API client sends it in. */
  token?: string;
}

/**
 * Sends a call to `path` (under `base`, API_BASE) with the headers and timeout the API client
 * gives it: `body` as JSON for a POST. Rejects with SentTimeout, or with the fetch error when
 * nothing came back.
 */
async function send(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  { base = API_BASE, timeout = REQUEST_TIMEOUT_MS, token }: SendOptions,
): Promise<SentAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', [HEADER.system]: HEADER.systemValue };
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  if (token) headers[HEADER.token] = token;
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeout),
    });
  } catch (error) {
    throw error instanceof DOMException && error.name === 'TimeoutError' ? new SentTimeout(timeout) : error;
  }
  const answerHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => (answerHeaders[name] = value));
  return { status: response.status, statusText: response.statusText, headers: answerHeaders, body: await response.text() };
}

/** POSTs `body` as JSON to `path` as a call made without a session (see send). */
export const sendJson = (path: string, body: unknown, options: Omit<SendOptions, 'token'> = {}): Promise<SentAnswer> => send('POST', path, body, options);

/** The sign-in call's path (account/login.ts sends it through the client). */
export const LOGIN_PATH = '/account/auth/token/create';

/** What the sign-in call sends for what was typed (the name without surrounding spaces). */
export const signInBody = ({ username, password }: LoginBody): LoginBody => ({ username: username.trim(), password });

/** Sends the sign-in call for `credentials` now; the auth store's login takes its answer. */
export const sendSignIn = (credentials: LoginBody): Promise<SentAnswer> => sendJson(LOGIN_PATH, signInBody(credentials));

/** The user-info call's path (account/get-user-info.ts sends it through the client). */
export const USER_INFO_PATH = '/account/auth/user/info';

/** The user-info call sent for the token a sign-in answer carried; the auth store takes its answer. */
export interface SentInfo {
  token: string;
  answer: Promise<SentAnswer>;
}

/**
 * The token of a sign-in answer that succeeded, else null. Only to send the next call early: the
 * API client still judges the answer itself (a refused sign-in is reported by it, not here).
 */
export function signedInToken(answer: SentAnswer): string | null {
  if (answer.status !== 200) return null;
  try {
    const envelope: unknown = JSON.parse(answer.body);
    const token = isSuccess(envelope) ? (envelope.data as { token?: unknown } | null)?.token : undefined;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/**
 * Sends the user-info call (GET /account/auth/user/info?token=, spec 4) as soon as the sign-in
 * answer carrying a token arrives, instead of once the console's client has taken that answer in
 * (click 登录 → home: ~30 ms of the client's own steps at full speed, 80–150 ms while
 * the browser is still compiling the console's code). Resolves as the sign-in answer arrives:
 * undefined when it carries no token.
 */
export const sendUserInfoAfter = (signIn: Promise<SentAnswer>, options: Omit<SendOptions, 'token'> = {}): Promise<SentInfo | undefined> =>
  signIn.then((answer) => {
    const token = signedInToken(answer);
    if (token === null) return undefined;
    const sent = send('GET', `${USER_INFO_PATH}?${new URLSearchParams({ token })}`, undefined, { ...options, token });
    sent.catch(() => undefined); // reported by the client, which takes this answer as its call's
    return { token, answer: sent };
  });
