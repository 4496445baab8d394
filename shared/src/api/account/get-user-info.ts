import type { UserInfo } from '@admin/shared/contract';
import { answered } from '../answered';
import { http } from '../http';
import { USER_INFO_PATH, type SentAnswer } from '../sent-request';

/**
 * GET /account/auth/user/info?token= — roles are permission codenames such as nav.view_floor.
 * `sent`: the same call already sent by the sign-in page's own script (sent-request.ts), whose
 * answer is taken as this call's.
 */
export const getUserInfo = (token: string, sent?: Promise<SentAnswer>): Promise<UserInfo> =>
  http.get<UserInfo>(USER_INFO_PATH, { params: { token }, ...(sent ? { adapter: answered(sent) } : {}) });
