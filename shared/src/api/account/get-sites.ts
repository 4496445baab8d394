import type { Site } from '@admin/shared/contract';
import { http } from '../http';

/** GET /account/user/application: the sibling sites of the top bar's site selector. */
export const getSites = (): Promise<Site[]> => http.get<Site[]>('/account/user/application');
