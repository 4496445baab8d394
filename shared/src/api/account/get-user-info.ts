import type { UserInfo } from '@admin/shared/contract';
import { http } from '../http';

/** GET /account/auth/user/info?token= — roles are permission codenames such as nav.view_floor. */
export const getUserInfo = (token: string): Promise<UserInfo> =>
  http.get<UserInfo>('/account/auth/user/info', { params: { token } });
