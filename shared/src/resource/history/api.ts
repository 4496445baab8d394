import { http } from '@admin/shared/api';
import type { History, UndoCopyResult } from '@admin/shared/contract/resources';
import type { Rec } from '../types';

/*
 * The audit calls of the kit (server: resources/audit/). Each checks the resource's own
 * permission on the server: view for the history, change to restore, delete to undo a delete,
 * the copy's own to undo a copy.
 */

/** A record's history, newest first, with who created and last changed it. */
export const fetchHistory = (resource: string, id: string | number, opts: { silent?: boolean } = {}) =>
  http.get<History>('/audit/history/', { params: { resource, id: String(id) }, silent: opts.silent });

/** Puts the record back as it was right after history entry `entry`; `version` is the one it has now (40900 when stale). */
export const restoreVersion = (entry: number, version: number) => http.post<Rec>('/audit/restore/', { entry, version });

/** Puts a deleted record back from the recycle bin, same id, named by the history entry of its delete. */
export const undeleteRecord = (entry: number) => http.post<Rec>('/audit/undelete/', { entry });

/**
 * Puts the records `ids` of `resource` back from the recycle bin, in one request: all of them or
 * none. `silent`: the caller shows a refusal itself.
 */
export const undeleteRecords = (resource: string, ids: readonly (string | number)[], opts: { silent?: boolean } = {}) =>
  http.post<{ items: Rec[]; count: number }>('/audit/undelete/', { resource, ids: ids.map(String) }, { silent: opts.silent });

/**
 * Undoes a copy into another year named by its audit entry (the copy's answer carries it): the
 * target goes back to what it held before, once; refused when what the copy wrote has changed
 * since. `silent`: the caller shows a refusal itself.
 */
export const undoCopy = (entry: number, opts: { silent?: boolean } = {}) => http.post<UndoCopyResult>('/audit/undo-copy/', { entry }, { silent: opts.silent });
