import { Code, HEADER, missingPermissionMessage } from '@admin/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../types';
import { ApiError } from '../http/api-error';
import { resolveToken } from './sessions';

export const MSG = {
  [Code.TOKEN_INVALID]: '登录状态已失效，请重新登录',
  [Code.TOKEN_REVOKED]: '您的账号已在其他地方登录，当前登录已失效',
  [Code.SSO_ENDED]: '单点登录会话已结束，请重新登录',
} as Record<number, string>;

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * onRequest hook of API routes: runs before the body is read, so a caller without a valid token
 * or without the route's permission never gets its input parsed, let alone written.
 */
export function authHook(deps: Deps) {
  return async (req: FastifyRequest): Promise<void> => {
    req.user = null;
    const e = req.routeOptions.config.endpoint;
    if (!e) return;
    const sys = headerValue(req.headers[HEADER.system.toLowerCase()]);
    if (sys !== HEADER.systemValue) {
      throw new ApiError(Code.INVALID, `缺少请求头 ${HEADER.system}: ${HEADER.systemValue}`, {
        errors: [{ field: `header.${HEADER.system}`, message: `请求头 ${HEADER.system} 应为 ${HEADER.systemValue}` }],
      });
    }
    if (e.auth === 'public') return;
    let token = headerValue(req.headers[HEADER.token]);
    if (!token && e.tokenInQuery) {
      const q = (req.query ?? {}) as Record<string, unknown>;
      if (typeof q.token === 'string') token = q.token;
    }
    if (!token) throw new ApiError(Code.TOKEN_INVALID, MSG[Code.TOKEN_INVALID]);
    const r = await resolveToken(deps.db, token, deps.now(), e.auth === 'permission' ? e.permissions : [], deps.sessionIdleMs);
    if (!r.ok) throw new ApiError(r.code, MSG[r.code] ?? MSG[Code.TOKEN_INVALID]);
    req.user = { id: r.user.userId, username: r.user.username, name: r.user.name, avatar: r.user.avatar, sessionId: r.user.sessionId };
    if (e.auth === 'permission' && !r.allowed) {
      throw new ApiError(Code.FORBIDDEN, missingPermissionMessage(e), { missing: e.permissions });
    }
  };
}

/**
 * onRequest hook of a route outside the permission table that only a signed-in account may read
 * (the OpenAPI document): a live session's token in header `token`, any permissions, else the
 * envelope the client knows (50022, 50021, 61000).
 */
export function signedInOnly(deps: Deps) {
  return async (req: FastifyRequest): Promise<void> => {
    const token = headerValue(req.headers[HEADER.token]);
    if (!token) throw new ApiError(Code.TOKEN_INVALID, MSG[Code.TOKEN_INVALID]);
    const r = await resolveToken(deps.db, token, deps.now(), [], deps.sessionIdleMs);
    if (!r.ok) throw new ApiError(r.code, MSG[r.code] ?? MSG[Code.TOKEN_INVALID]);
  };
}
