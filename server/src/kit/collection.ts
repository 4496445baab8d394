import type { Endpoint } from '@admin/shared/contract';
import { deleteBody, listPageSchema } from '@admin/shared/contract/resources';
import { z } from 'zod';
import type { Ctx, ImplFactory } from '../http/endpoint';
import type { Registry } from '../http/registry';
import type { Deps } from '../types';
import { batchOps } from './batch';
import { lineGuarded, parentLineGuarded } from './business-line';
import { codecsOf } from './codec';
import { CollectionRepo, type CollectionDef } from './collection-repo';
import { acceptingReadOnly } from './read-only';
import { refsOf, yearUsesOfRefs } from './refs';
import { paramsSchema, scopeYearUses } from './scope';

export { repoOf, type CollectionDef, type CollectionRepo, type RecordRows } from './collection-repo';

type Rec = Record<string, unknown>;

/** The implementations of the module's list / get / create / update / patch / delete endpoints (and named actions). */
export function registerCollection(reg: Registry, def: CollectionDef, extraOps: Record<string, ImplFactory> = {}): void {
  const m = def.resource;
  for (const [name, f] of Object.entries(m.filters)) {
    if (f.op === 'custom' && !def.customFilters?.[name]) throw new Error(`${m.name}: no implementation of custom filter ${name}`);
  }
  const repos = new WeakMap<Deps, CollectionRepo>();
  const repo = (deps: Deps) => {
    let r = repos.get(deps);
    if (!r) repos.set(deps, (r = new CollectionRepo(def, deps)));
    return r;
  };
  const params = (e: Endpoint) => paramsSchema(e.path, m.params, { param: m.idParam, kind: m.idKey });
  const idOf = (c: Ctx) => (c.params as Rec)[m.idParam];
  const ops: Record<string, ImplFactory> = {
    list: (e, deps) => ({
      params: params(e),
      query: m.listQuery,
      response: listPageSchema(m.schemas.item),
      summary: `${m.label}列表`,
      handle: (c) => repo(deps).list(c.params, c.query, c.now),
    }),
    get: (e, deps) => ({
      params: params(e),
      response: m.schemas.item,
      summary: `${m.label}详情`,
      handle: (c) => repo(deps).get(c.params, idOf(c)),
    }),
    create: (e, deps) => ({
      params: params(e),
      body: acceptingReadOnly(m, m.schemas.create),
      response: m.schemas.item,
      summary: `新增${m.label}`,
      handle: (c) => repo(deps).create(c.params, c.body, c.now),
    }),
    update: (e, deps) => ({
      params: params(e),
      body: acceptingReadOnly(m, m.schemas.update),
      response: m.schemas.item,
      summary: `修改${m.label}（整条，带 version）`,
      handle: (c) => repo(deps).update(c.params, idOf(c), c.body, c.now),
    }),
    patch: (e, deps) => ({
      params: params(e),
      body: m.patchBody,
      response: m.schemas.item,
      summary: `部分修改${m.label}（带 version）`,
      handle: (c) => repo(deps).patch(c.params, idOf(c), c.body, c.now),
    }),
    delete: (e, deps) => ({
      params: params(e),
      body: deleteBody,
      response: z.null(),
      summary: `删除${m.label}`,
      handle: async (c) => {
        await repo(deps).remove(c.params, idOf(c), (c.body as { version?: number } | undefined)?.version);
        return null;
      },
    }),
    ...batchOps(def, repo),
    ...extraOps,
  };
  reg.store(m.name, {
    table: def.table,
    key: m.idKey,
    idParam: m.idParam,
    scope: def.scope ?? [],
    fixed: def.fixed ?? {},
    codecs: codecsOf(m.schemas.create.shape),
    repo,
    years: [...yearUsesOfRefs(def.table, refsOf(m.references)), ...scopeYearUses(def.table, def.scope ?? [])],
  });
  const used = new Set(m.endpoints.map((e) => e.op));
  const guarded = lineGuarded(m, def.table, ops);
  for (const [op, f] of Object.entries(def.parentLine ? parentLineGuarded(def.parentLine, guarded) : guarded)) if (used.has(op)) reg.add(m.name, op, f);
}
