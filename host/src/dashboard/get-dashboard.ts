import { http } from '@admin/shared/api';
// Types only: the dashboard loads no resource contract code (and so no zod) on the first screen.
import type { DashboardResult } from '@admin/shared/contract/resources';

export type { DashboardItem, DashboardResult, DashboardWork } from '@admin/shared/contract/resources';

/** GET dashboard/: the signed-in user's work to do, within their permissions. */
export const getDashboard = (): Promise<DashboardResult> => http.get<DashboardResult>('/dashboard/');

/** The console URL of an item (the list and its filters). Mirrors the contract's dashboardHref without loading it. */
export const workHref = (item: { path: string; query: Record<string, string> }): string => `${item.path}?${new URLSearchParams(item.query).toString()}`;
