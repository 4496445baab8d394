import { Code } from '@admin/shared/contract';
import { ENDPOINTS, undoCopyBody, undoCopyResult } from '@admin/shared/contract/resources';
import { actorOf, appendAudit, AUDIT_TABLE } from '../../audit/audit-log';
import { COPY_ACTION, isCopySnapshot, UNDO_COPY_ACTION } from '../../audit/undoable-copy';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Registry } from '../../http/registry';
import { readRegion, regionChanges, regionMarks, replaceRegion } from '../../kit/region';
import { bad, requireAnyOf } from './access';

type Rec = Record<string, unknown>;

/** The ids of the copy entries of these targets that have been undone. */
async function undoneOf(db: Db, copies: readonly { resource: string; record_id: string }[]): Promise<Set<number>> {
  if (!copies.length) return new Set();
  const rows = await db
    .selectFrom(AUDIT_TABLE)
    .select('params')
    .where('action', '=', UNDO_COPY_ACTION)
    .where('outcome', '=', Code.OK)
    .where('resource', 'in', [...new Set(copies.map((x) => x.resource))])
    .where('record_id', 'in', [...new Set(copies.map((x) => x.record_id))])
    .execute();
  return new Set(rows.map((r) => Number((JSON.parse(String(r.params ?? '{}')) as Rec).entry)));
}

/** Marks the log's copies that can still be undone from their row (their target kept, not undone yet). */
export async function markUndoable(db: Db, items: Rec[]): Promise<Rec[]> {
  const copies = items.filter((x) => x.action === COPY_ACTION && x.outcome === Code.OK && x.record_id !== null);
  if (!copies.length) return items;
  const kept = new Set(
    (
      await db
        .selectFrom(AUDIT_TABLE)
        .select('id')
        .where(
          'id',
          'in',
          copies.map((x) => Number(x.id)),
        )
        .where('snapshot', 'is not', null)
        .execute()
    ).map((r) => Number(r.id)),
  );
  const undone = await undoneOf(
    db,
    copies.map((x) => ({ resource: String(x.resource), record_id: String(x.record_id) })),
  );
  return items.map((x) => (copies.includes(x) ? { ...x, undoable: kept.has(Number(x.id)) && !undone.has(Number(x.id)) } : x));
}

/**
 * POST /audit/undo-copy/ { entry }: puts the target of a copy into another year back as its audit
 * row kept it, once, in the request's transaction. Refused (writing nothing) when the entry is no
 * copy, when it was undone already, without the permission the copy needed, and when anything the
 * copy wrote has changed since (undoing would lose that work).
 */
export function undoCopyOp(reg: Registry): void {
  reg.add('audit', 'undoCopy', (_e, deps) => ({
    body: undoCopyBody,
    response: undoCopyResult,
    summary: '撤销一次复制到其他年份（业务课年份、广告位、择校页面）：目标恢复为复制前的样子，只能一次；复制写入的内容之后又被修改则不撤销；需要复制所需的权限',
    handle: async (c) => {
      const id = c.body.entry;
      const row = (await deps.db.selectFrom(AUDIT_TABLE).selectAll().where('id', '=', id).executeTakeFirst()) as Rec | undefined;
      if (!row || Number(row.outcome) !== Code.OK || row.action !== COPY_ACTION || row.record_id === null) throw bad('entry', `历史记录 ${id} 不是一次复制`);
      const target = { resource: String(row.resource), record_id: String(row.record_id) };
      const copy = ENDPOINTS.find((e) => e.resource === target.resource && e.op === COPY_ACTION);
      await requireAnyOf(deps, c, copy?.permissions ?? [], `${target.resource} 不支持撤销复制`);
      const snapshot = row.snapshot ? (JSON.parse(String(row.snapshot)) as unknown) : null;
      if (!isCopySnapshot(snapshot)) throw bad('entry', '这次复制没有记下目标原来的内容，不能撤销');
      if ((await undoneOf(deps.db, [target])).has(id)) throw bad('entry', '这次复制已经撤销过了');
      const { region } = snapshot;
      const current = await readRegion(deps.db, region);
      const changed = regionChanges(regionMarks(region, current), snapshot.after);
      if (changed) {
        throw new ApiError(Code.CONFLICT, `复制之后，复制写入的内容又有 ${changed} 处新增、删除或修改；撤销会丢掉这些修改，所以没有撤销，请手动调整`, {
          errors: [{ field: 'entry', message: `复制之后又有 ${changed} 处修改` }],
        });
      }
      await replaceRegion(deps.db, region, current, snapshot.before);
      const params = row.params ? (JSON.parse(String(row.params)) as Rec) : {};
      await appendAudit(deps.db, actorOf(c.req, c.user), c.now, [{ ...target, action: UNDO_COPY_ACTION, params: { ...params, entry: id } }]);
      deps.counts.invalidate();
      const count = (rows: readonly unknown[][]) => rows.reduce((n, part) => n + part.length, 0);
      return { ...target, removed: count(current), restored: count(snapshot.before) };
    },
  }));
}
