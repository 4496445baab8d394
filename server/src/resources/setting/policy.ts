import type { FieldError } from '@admin/shared/contract';
import { POLICY_TYPES, policy, publishPolicyBody } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { conflict, invalid, notFound } from '../../http/api-error';
import type { Ctx, ImplFactory } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import { registerCollection, repoOf, type CollectionDef } from '../../kit/collection';
import { paramsSchema } from '../../kit/scope';
import { hookedWrites } from '../../kit/write-hook';

type Rec = Record<string, unknown>;

/** A published version is what users agreed to: it is kept as it was (one rule for single and bulk writes). */
function publishedIsHistory(op: 'change' | 'delete', current: Rec): FieldError[] {
  if (current.status !== 'published') return [];
  return [{ field: 'status', message: op === 'change' ? '已发布的版本不能修改，请新建一个版本' : '已发布的版本是用户同意过的记录，不能删除' }];
}

const refuse = (errors: FieldError[]) => {
  if (errors.length) throw invalid(errors);
};

/** The id of the current version of each type: published, in effect at `now`, the latest to take effect. */
export async function currentPolicyIds(db: Db, now: Date): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const type of POLICY_TYPES) {
    const row = await db
      .selectFrom('setting_policy')
      .select('id')
      .where('type', '=', type)
      .where('status', '=', 'published')
      .where('effective_at', '<=', now.toISOString())
      .orderBy('effective_at', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (row) ids.add(Number(row.id));
  }
  return ids;
}

/** POST {id}/publish/ with the version read and whether users must agree again: a draft becomes published, from then on unchangeable. */
function publishOp(def: CollectionDef): ImplFactory {
  const m = def.resource;
  return (e, deps) => ({
    params: paramsSchema(e.path, m.params, { param: m.idParam, kind: m.idKey }),
    body: publishPolicyBody,
    response: m.schemas.item,
    summary: `发布${m.label}（带 version；发布后不能修改或删除）`,
    handle: async (c: Ctx<Rec, Rec, { version: number; require_consent: boolean }>) => {
      const repo = repoOf(def, deps);
      const row = await repo.findRow({}, c.params.id);
      if (!row) throw notFound(m.label);
      if (row.status === 'published') throw invalid([{ field: 'status', message: '该版本已发布' }]);
      if (Number(row.version) !== c.body.version) throw conflict();
      const at = c.now.toISOString();
      const r = await deps.db
        .updateTable('setting_policy')
        .set({ status: 'published', published_at: at, require_consent: c.body.require_consent ? 1 : 0, updated_at: at, version: c.body.version + 1 })
        .where('id', '=', c.params.id as number)
        .where('version', '=', c.body.version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw conflict();
      deps.counts.invalidate();
      return repo.get({}, c.params.id);
    },
  });
}

/** User agreement and privacy policy versions (/setting/policy-management). */
export function policyFamily(reg: Registry): void {
  const def: CollectionDef = {
    resource: policy,
    table: 'setting_policy',
    // Whether a version is current depends on the clock, so it is worked out at every read.
    decorate: async (db, items, now) => {
      const current = await currentPolicyIds(db, now);
      return items.map((it) => ({ ...it, require_consent: Boolean(Number(it.require_consent)), is_current: current.has(Number(it.id)) }));
    },
    rowRule: (op, current) => publishedIsHistory(op, current),
  };
  registerCollection(reg, def, {
    ...hookedWrites(def, {
      beforeWrite: (_deps, _next, current) => refuse(current ? publishedIsHistory('change', current) : []),
      beforeDelete: (_deps, current) => refuse(publishedIsHistory('delete', current)),
    }),
    publish: publishOp(def),
  });
}
