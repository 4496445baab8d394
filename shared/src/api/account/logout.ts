import { http } from '../http';
import type { ApiRequestConfig } from '../request-config';

/** GET /account/auth/user/logout */
export const logoutRequest = (config?: ApiRequestConfig): Promise<unknown> => http.get<unknown>('/account/auth/user/logout', config);
