import { Code } from '@admin/shared/contract';
import { resourceNamed, type MineEntry } from '@admin/shared/contract/resources';
import { AUDIT_TABLE } from '../../audit/audit-log';
import type { Db } from '../../db/database';

/** Audit rows read per round while gathering changes. */
const PAGE = 200;

interface Row {
  id: unknown;
  created_at: unknown;
  resource: unknown;
  record_id: unknown;
  action: unknown;
  request_id: unknown;
}

/**
 * The account's `limit` latest changes, newest first. One request is one change: its rows of one
 * resource and action (a reorder writes a row per record it moved, a bulk change one per record)
 * make one entry that counts the records, with the record's id when it is one. Sign-ins and
 * uploads are no change of a record. The audit rows of one request are written together, so they
 * are next to each other in the account's rows, read newest first a page at a time.
 */
export async function myChanges(db: Db, accountId: number, limit: number): Promise<MineEntry[]> {
  const out: (MineEntry & { request: string })[] = [];
  let before: number | null = null;
  for (;;) {
    let q = db
      .selectFrom(AUDIT_TABLE)
      .select(['id', 'created_at', 'resource', 'record_id', 'action', 'request_id'])
      .where('account_id', '=', accountId)
      .where('outcome', '=', Code.OK)
      .where('action', 'not in', ['login', 'logout'])
      // A stored file changes no record until one refers to it (and that change is listed).
      .where('resource', '!=', 'upload');
    if (before !== null) q = q.where('id', '<', before);
    const rows = (await q.orderBy('id', 'desc').limit(PAGE).execute()) as Row[];
    for (const r of rows) {
      const last = out.at(-1);
      const request = String(r.request_id ?? '');
      if (last && request && last.request === request && last.resource === r.resource && last.action === r.action) {
        last.count += 1;
        last.record_id = null;
        continue;
      }
      // The entry after `limit` is begun: the last one asked for is whole.
      if (out.length === limit) return out.map(({ request: _r, ...e }) => e);
      const m = resourceNamed(String(r.resource));
      out.push({
        id: Number(r.id),
        created_at: String(r.created_at),
        resource: String(r.resource),
        label: m?.label ?? String(r.resource),
        label_en: m?.labelEn ?? String(r.resource),
        record_id: r.record_id === null ? null : String(r.record_id),
        action: String(r.action),
        count: 1,
        request,
      });
    }
    if (rows.length < PAGE) return out.map(({ request: _r, ...e }) => e);
    before = Number(rows.at(-1)!.id);
  }
}
