import { http } from '@admin/shared/api';
import type { RecycleBinPage, RecycleBinQuery } from '@admin/shared/contract/resources';

/*
 * The recycle bin's calls (server: resources/audit/recycle-bin.ts). Both need the resource's
 * delete permission on the server; restoring is undeleteRecords (history/api.ts).
 */

/** One page of the deleted records of `resource` (or of every resource the user may delete), newest first. */
export const fetchRecycleBin = (query: RecycleBinQuery) => http.get<RecycleBinPage>('/audit/recycle-bin/', { params: query, silent: true });
