import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './harness';

export const SSO_STATE = 'test-state-0123456789abcdef';

export interface SsoForm {
  /** The form's CSRF token and the cookie that carries it. */
  csrf: string;
  cookie: string;
}

/** Opens the stub's form as the console's link does (with `state`): its CSRF token and cookie. */
export async function openSsoForm(t: TestServer, back = '/admin/', state = SSO_STATE): Promise<SsoForm> {
  const res = await t.app.inject({ url: `/sso/login?back=${encodeURIComponent(back)}&state=${state}` });
  if (res.statusCode !== 200) throw new Error(`GET /sso/login: ${res.statusCode}`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(res.body)?.[1];
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0];
  if (!csrf || !cookie.startsWith('sso_csrf=')) throw new Error('the SSO form carries no CSRF token');
  return { csrf, cookie };
}

export interface SsoPost {
  username: string;
  password?: string;
  back?: string;
  state?: string;
  /** Defaults: the form's own token and cookie, from this site. */
  csrf?: string;
  cookie?: string;
  origin?: string | null;
  from?: string;
}

/** Posts the stub's form (urlencoded, as the browser does). */
export async function postSsoForm(t: TestServer, form: SsoForm, p: SsoPost): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams({
    username: p.username,
    password: p.password ?? 'demo123456',
    back: p.back ?? '/admin/',
    state: p.state ?? SSO_STATE,
    csrf: p.csrf ?? form.csrf,
  });
  const origin = p.origin === undefined ? 'http://localhost' : p.origin;
  return t.app.inject({
    method: 'POST',
    url: '/sso/login',
    remoteAddress: p.from,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: p.cookie ?? form.cookie, ...(origin === null ? {} : { origin }) },
    payload: body.toString(),
  });
}

/** Exchanges a callback's code as the console does: JSON { code, state } with the state cookie. */
export function exchangeCode(t: TestServer, code: string, state = SSO_STATE, cookieState: string | null = state) {
  return t.app.inject({
    method: 'POST',
    url: '/sso/token',
    headers: { 'content-type': 'application/json', ...(cookieState === null ? {} : { cookie: `ssoState=${cookieState}` }) },
    payload: JSON.stringify({ code, state }),
  });
}

/** The whole stub round trip (form, post, callback, exchange): the token. */
export async function ssoSignIn(t: TestServer, username: string, back = '/admin/', password?: string): Promise<string> {
  const res = await postSsoForm(t, await openSsoForm(t, back), { username, back, password });
  if (res.statusCode !== 302) throw new Error(`POST /sso/login ${username}: ${res.statusCode}`);
  const code = new URL(String(res.headers.location), 'http://x').searchParams.get('code') ?? '';
  const ex = await exchangeCode(t, code);
  const token = ex.json().data?.token;
  if (typeof token !== 'string') throw new Error(`POST /sso/token: ${ex.body}`);
  return token;
}
