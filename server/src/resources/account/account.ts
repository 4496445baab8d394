import { loginBodySchema, loginResultSchema, sitesSchema, userInfoQuerySchema, userInfoSchema, type Site } from '@admin/shared/contract';
import { z } from 'zod';
import { signInAudited } from '../../audit/sign-in';
import { permissionsOf, revokeSession } from '../../auth/sessions';
import type { Registry } from '../../http/registry';

/** The client id of this console among the sibling sites (its `cur` is true). */
export const CONSOLE_CLIENT_ID = 'exam-admin';

/** Sign-in, user info, logout and the sibling-site list (spec 7 "Account"). */
export function accountFamily(reg: Registry): void {
  reg.add('account', 'login', (_e, deps) => ({
    body: loginBodySchema,
    response: loginResultSchema,
    summary: '用户名密码登录，返回 token（同一账号的旧 token 随即失效）；登录与其审计记录在同一事务中写入',
    handle: async (c) => ({ token: await signInAudited(deps.db, c.req, c.body.username, c.body.password, 'password', c.now) }),
  }));

  reg.add('account', 'info', (_e, deps) => ({
    query: userInfoQuerySchema,
    response: userInfoSchema,
    summary: '当前用户信息：roles 为其拥有的权限',
    handle: async (c) => ({
      roles: await permissionsOf(deps.db, c.user!.id),
      name: c.user!.name,
      avatar: c.user!.avatar,
    }),
  }));

  reg.add('account', 'logout', (_e, deps) => ({
    response: z.null(),
    summary: '退出登录：当前 token 立即失效',
    handle: async (c) => {
      await revokeSession(deps.db, c.user!.sessionId, 'logout', c.now);
      return null;
    },
  }));

  reg.add('account', 'sites', (_e, deps) => ({
    response: sitesSchema,
    summary: '兄弟站点列表（站点切换）',
    handle: async (): Promise<Site[]> => {
      const rows = await deps.db.selectFrom('site').select(['client_id', 'name', 'get_host', 'is_open_new_win']).orderBy('sort').orderBy('id').execute();
      return rows.map((r) => ({
        client_id: r.client_id,
        name: r.name,
        get_host: r.get_host,
        cur: r.client_id === CONSOLE_CLIENT_ID,
        is_open_new_win: Boolean(Number(r.is_open_new_win)),
      }));
    },
  }));
}
