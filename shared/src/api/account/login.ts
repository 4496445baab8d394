import type { LoginBody, LoginResult } from '@admin/shared/contract';
import { answered } from '../answered';
import { http } from '../http';
import { LOGIN_PATH, type SentAnswer } from '../sent-request';

/**
 * POST /account/auth/token/create. `sent`: the same call already sent by the sign-in page's own
 * script (sent-request.ts), whose answer is taken as this call's.
 */
export const login = (body: LoginBody, sent?: Promise<SentAnswer>): Promise<LoginResult> =>
  http.post<LoginResult>(LOGIN_PATH, body, sent ? { adapter: answered(sent) } : undefined);
