import type { LoginBody, LoginResult } from '@admin/shared/contract';
import { http } from '../http';

/** POST /account/auth/token/create */
export const login = (body: LoginBody): Promise<LoginResult> =>
  http.post<LoginResult>('/account/auth/token/create', body);
