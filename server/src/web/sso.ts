import { Code, controlCharacterProblem, COOKIE, SSO_STATE_RE } from '@admin/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { signInAudited } from '../audit/sign-in';
import { recordSignInRefusal } from '../audit/sign-in-refusal';
import { ApiError, invalid } from '../http/api-error';
import type { Deps } from '../types';
import { cookieOf } from './request-cookies';
import { fromThisSite } from './same-origin';
import { exchangeSsoCode, issueSsoCode } from './sso-code';

export const SSO_DEFAULT_BACK = '/admin/';
const PROBE = 'http://sso.invalid';

/**
 * The back-URL after single sign-on: a path of this console (`/admin` or below) on this origin,
 * else `/admin/`. Refuses absolute and protocol-relative URLs, backslashes, control characters
 * and paths that normalise out of /admin, so the stub is never an open redirect.
 */
export function safeBack(back: unknown): string {
  if (typeof back !== 'string' || back.length > 2048) return SSO_DEFAULT_BACK;
  if (!back.startsWith('/') || back.startsWith('//') || back.includes('\\') || /[\u0000-\u001f\u007f]/.test(back)) return SSO_DEFAULT_BACK;
  let u: URL;
  try {
    u = new URL(back, PROBE);
  } catch {
    return SSO_DEFAULT_BACK;
  }
  if (u.origin !== PROBE) return SSO_DEFAULT_BACK;
  if (u.pathname !== '/admin' && !u.pathname.startsWith('/admin/')) return SSO_DEFAULT_BACK;
  return `${u.pathname}${u.search}${u.hash}`;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the form carries back: where to go, the console's state, and the form's CSRF token. */
interface FormFields {
  back: string;
  state: string;
  csrf: string;
}

const HEAD = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>统一登录 · Single sign-on</title>
<style>body{font-family:system-ui,sans-serif;background:#f0f2f5;display:flex;justify-content:center;padding-top:12vh;margin:0}
form{background:#fff;padding:32px;border-radius:8px;width:320px;box-shadow:0 2px 8px rgba(0,0,0,.1)}
h1{font-size:20px;margin:0 0 4px}p.sub{color:#888;margin:0 0 20px;font-size:13px}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #d9d9d9;border-radius:4px}
button{margin-top:20px;width:100%;padding:9px;border:0;border-radius:4px;background:#1677ff;color:#fff;font-size:15px;cursor:pointer}
.err{color:#cf1322;font-size:13px;margin-top:12px}a{color:#1677ff}</style></head>`;

function page(f: FormFields, error?: string, username = ''): string {
  return `${HEAD}
<body><form method="post" action="/sso/login">
<h1>统一登录</h1><p class="sub">Single sign-on (reference stub)</p>
<input type="hidden" name="back" value="${esc(f.back)}">
<input type="hidden" name="state" value="${esc(f.state)}">
<input type="hidden" name="csrf" value="${esc(f.csrf)}">
<label for="u">用户名 / Username</label><input id="u" name="username" autocomplete="username" required value="${esc(username)}">
<label for="p">密码 / Password</label><input id="p" name="password" type="password" autocomplete="current-password" required>
${error ? `<div class="err" role="alert">${esc(error)}</div>` : ''}
<button type="submit">登录 / Sign in</button>
</form></body></html>`;
}

/** The stub opened without the console's `state`: a sign-in from here could not go back to it. */
const NOT_STARTED = `${HEAD}
<body><form><h1>统一登录</h1><p class="sub">Single sign-on (reference stub)</p>
<div class="err" role="alert">请从管理后台的登录页进入统一登录（缺少 state 参数）</div>
<p><a href="/admin/login">去管理后台登录 / Go to the console's sign-in</a></p></form></body></html>`;

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(body);
}

/** The form's fields under the input rules of the API (shared/src/contract/input-rules.ts): the message, or null. */
function inputProblem(username: string, password: string): string | null {
  const name = controlCharacterProblem(username);
  if (name) return `用户名：${name}`;
  const pw = controlCharacterProblem(password);
  return pw ? `密码：${pw}` : null;
}

/** A refused name shown again in the form, without the characters it was refused for. */
const withoutControls = (typed: string) => [...typed].filter((ch) => !controlCharacterProblem(ch)).join('');

const CSRF_COOKIE = 'sso_csrf';
const CSRF_RE = /^[A-Za-z0-9_-]{43}$/;

const stateOf = (v: unknown): string => (typeof v === 'string' && SSO_STATE_RE.test(v) ? v : '');

/** The form's CSRF token: the browser's (cookie sso_csrf, HttpOnly, SameSite=Strict), else a new one it is given. */
function csrfFor(req: FastifyRequest, reply: FastifyReply): string {
  const held = cookieOf(req, CSRF_COOKIE);
  if (held && CSRF_RE.test(held)) return held;
  const made = randomBytes(32).toString('base64url');
  reply.header('set-cookie', `${CSRF_COOKIE}=${made}; Path=/sso; HttpOnly; SameSite=Strict${req.protocol === 'https' ? '; Secure' : ''}`);
  return made;
}

/** The posted CSRF token is the browser's cookie (a page of another site can send neither). */
function csrfMatches(req: FastifyRequest, posted: unknown): boolean {
  const held = cookieOf(req, CSRF_COOKIE);
  if (!held || typeof posted !== 'string' || posted.length !== held.length) return false;
  return timingSafeEqual(Buffer.from(posted), Buffer.from(held));
}

/**
 * GET/POST /sso/login: the single-sign-on stub (DESIGN 6), and POST /sso/token, where the console
 * exchanges the callback's one-time code for the token. Sessions it opens have source `sso`.
 *
 * The console sends its `state` (a random value it keeps in cookie ssoState); the form carries it
 * back with a one-time code, never a token, to /admin/authredirect, which goes on only when the
 * state is its own and the exchange (checking the cookie again) gives a token. The form itself
 * is posted only from this site (Origin) with its CSRF token, so another site cannot sign a
 * visitor in, nor get a code or token for credentials it holds.
 */
export function registerSso(app: FastifyInstance, deps: Deps): void {
  const tags = ['sso'];
  app.get(
    '/sso/login',
    { schema: { tags, summary: 'SSO stub login form', querystring: { type: 'object', properties: { back: { type: 'string' }, state: { type: 'string' } } } } },
    (req, reply) => {
      const q = req.query as Record<string, unknown>;
      const state = stateOf(q.state);
      if (!state) return html(reply, 400, NOT_STARTED);
      return html(reply, 200, page({ back: safeBack(q.back), state, csrf: csrfFor(req, reply) }));
    },
  );

  const form = {
    type: 'object',
    properties: { username: { type: 'string' }, password: { type: 'string' }, back: { type: 'string' }, state: { type: 'string' }, csrf: { type: 'string' } },
  };
  app.post(
    '/sso/login',
    {
      schema: {
        tags,
        summary: 'SSO stub sign-in; 302 to /admin/authredirect?code=…&state=…&redirect=…',
        consumes: ['application/x-www-form-urlencoded'],
        body: form,
      },
    },
    async (req, reply) => {
      const b = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      const back = safeBack(b.back);
      const state = stateOf(b.state);
      const username = typeof b.username === 'string' ? b.username.trim() : '';
      const password = typeof b.password === 'string' ? b.password : '';
      if (!state) return html(reply, 400, NOT_STARTED);
      if (!fromThisSite(req))
        return html(reply, 403, page({ back, state, csrf: csrfFor(req, reply) }, '登录请求不是从本站的登录页发出的，已拒绝；请在此页重新登录', username));
      if (!csrfMatches(req, b.csrf)) return html(reply, 403, page({ back, state, csrf: csrfFor(req, reply) }, '登录页已过期，请重新输入密码登录', username));
      const fields = { back, state, csrf: String(b.csrf) };
      if (!username || !password) return html(reply, 400, page(fields, '请输入用户名和密码', username));
      // The input rule of every API call (a refusal before the password is checked, recorded as the API's is).
      const problem = inputProblem(username, password);
      if (problem) {
        await recordSignInRefusal(deps.db, req, username.slice(0, 64), deps.now(), { code: Code.INVALID, message: problem });
        return html(reply, 400, page(fields, problem, withoutControls(username)));
      }
      try {
        const token = await signInAudited(deps.db, req, username.slice(0, 64), password.slice(0, 256), 'sso', deps.now());
        const code = await issueSsoCode(deps.db, token, state, deps.now());
        const to = `/admin/authredirect?code=${code}&state=${state}&redirect=${encodeURIComponent(back)}`;
        return reply.header('cache-control', 'no-store').redirect(to, 302);
      } catch (err) {
        if (err instanceof ApiError && (err.code === Code.INVALID || err.code === Code.TOO_MANY)) {
          await recordSignInRefusal(deps.db, req, username.slice(0, 64), deps.now(), { code: err.code, message: err.message });
          return html(reply.headers(err.headers), err.code === Code.TOO_MANY ? 429 : 401, page(fields, err.message, username));
        }
        throw err;
      }
    },
  );

  const exchange = {
    type: 'object',
    properties: { code: { type: 'string' }, state: { type: 'string' } },
  };
  app.post(
    '/sso/token',
    { schema: { tags, summary: "Exchanges the SSO callback's one-time code for a token (JSON { code, state }; cookie ssoState)", body: exchange } },
    async (req, reply) => {
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
        throw invalid([{ field: 'body', message: '请求体应为 JSON（Content-Type: application/json）' }]);
      const b = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      const code = typeof b.code === 'string' && /^[A-Za-z0-9_-]{43}$/.test(b.code) ? b.code : '';
      const state = stateOf(b.state);
      if (!code) throw invalid([{ field: 'code', message: '登录回调缺少有效的 code，请重新登录' }]);
      if (!state || cookieOf(req, COOKIE.ssoState) !== state) {
        throw invalid([{ field: 'state', message: '这次登录不是从本浏览器发起的，请重新登录' }]);
      }
      const token = await exchangeSsoCode(deps.db, code, state, deps.now());
      if (!token) throw invalid([{ field: 'code', message: '登录码无效、已使用或已过期，请重新登录' }]);
      return reply.header('cache-control', 'no-store').send({ code: Code.OK, msg: 'ok', data: { token } });
    },
  );
}
