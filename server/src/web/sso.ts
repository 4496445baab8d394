import { Code } from '@admin/shared/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { auditSignIn, signInAudited } from '../audit/sign-in';
import { ApiError } from '../http/api-error';
import type { Deps } from '../types';

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

function page(back: string, error?: string, username = ''): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>统一登录 · Single sign-on</title>
<style>body{font-family:system-ui,sans-serif;background:#f0f2f5;display:flex;justify-content:center;padding-top:12vh;margin:0}
form{background:#fff;padding:32px;border-radius:8px;width:320px;box-shadow:0 2px 8px rgba(0,0,0,.1)}
h1{font-size:20px;margin:0 0 4px}p.sub{color:#888;margin:0 0 20px;font-size:13px}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #d9d9d9;border-radius:4px}
button{margin-top:20px;width:100%;padding:9px;border:0;border-radius:4px;background:#1677ff;color:#fff;font-size:15px;cursor:pointer}
.err{color:#cf1322;font-size:13px;margin-top:12px}</style></head>
<body><form method="post" action="/sso/login">
<h1>统一登录</h1><p class="sub">Single sign-on (reference stub)</p>
<input type="hidden" name="back" value="${esc(back)}">
<label for="u">用户名 / Username</label><input id="u" name="username" autocomplete="username" required value="${esc(username)}">
<label for="p">密码 / Password</label><input id="p" name="password" type="password" autocomplete="current-password" required>
${error ? `<div class="err" role="alert">${esc(error)}</div>` : ''}
<button type="submit">登录 / Sign in</button>
</form></body></html>`;
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(body);
}

/** GET/POST /sso/login: the single-sign-on stub (DESIGN 6). Sessions it opens have source `sso`. */
export function registerSso(app: FastifyInstance, deps: Deps): void {
  const tags = ['sso'];
  app.get('/sso/login', { schema: { tags, summary: 'SSO stub login form', querystring: { type: 'object', properties: { back: { type: 'string' } } } } }, (req, reply) => html(reply, 200, page(safeBack((req.query as Record<string, unknown>).back))));

  const form = {
    type: 'object',
    properties: { username: { type: 'string' }, password: { type: 'string' }, back: { type: 'string' } },
  };
  app.post('/sso/login', { schema: { tags, summary: 'SSO stub sign-in; 302 to /admin/authredirect?token=…&redirect=…', consumes: ['application/x-www-form-urlencoded'], body: form } }, async (req, reply) => {
    const b = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const back = safeBack(b.back);
    const username = typeof b.username === 'string' ? b.username.trim() : '';
    const password = typeof b.password === 'string' ? b.password : '';
    if (!username || !password) return html(reply, 400, page(back, '请输入用户名和密码', username));
    try {
      const token = await signInAudited(deps.db, req, username.slice(0, 64), password.slice(0, 256), 'sso', deps.now());
      const to = `/admin/authredirect?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(back)}`;
      return reply.header('cache-control', 'no-store').redirect(to, 302);
    } catch (err) {
      if (err instanceof ApiError && (err.code === Code.INVALID || err.code === Code.TOO_MANY)) {
        await auditSignIn(deps.db, req, username.slice(0, 64), deps.now(), { code: err.code, message: err.message });
        return html(reply, err.code === Code.TOO_MANY ? 429 : 401, page(back, err.message, username));
      }
      throw err;
    }
  });
}
