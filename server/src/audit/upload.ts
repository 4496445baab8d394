import type { Ctx } from '../http/endpoint';
import type { Deps } from '../types';
import { actorOf, appendAudit } from './audit-log';
import { inTransaction } from '../db/request-transaction';

/**
 * Stores an uploaded file (its body already read and checked) together with its audit row, in one
 * transaction: the row first, then the file, so a store that fails leaves no row, and a row that
 * cannot be written stores no file. The record is the file's name; the action the upload's op.
 */
export function storeAudited(deps: Deps, c: Ctx, name: string, store: () => Promise<void>): Promise<void> {
  if (!c.user) return store(); // every upload needs a signed-in account; one without names nobody
  return inTransaction(deps.db, async (trx) => {
    await appendAudit(trx, actorOf(c.req, c.user), c.now, [{ resource: c.endpoint.resource, record_id: name, action: c.endpoint.op }]);
    await store();
  });
}
