import { deleteBody } from '@admin/shared/contract/resources';
import { z } from 'zod';
import type { Ctx, ImplFactory } from '../http/endpoint';
import type { Deps } from '../types';
import { decodeRecord } from './codec';
import { repoOf, type CollectionDef } from './collection-repo';
import { acceptingReadOnly } from './read-only';
import { paramsSchema } from './scope';

type Rec = Record<string, unknown>;

/**
 * A family's own rule run before the generic create / update / patch / delete of a collection
 * (e.g. "a new app version must be higher than the latest", "a published policy is history").
 * `beforeWrite` sees the record as it would be stored and the stored one (null on create); it
 * throws to refuse, or returns fields the server fills in (e.g. a publish time).
 */
export interface WriteHook {
  beforeWrite?(deps: Deps, next: Rec, current: Rec | null, now: Date, id: unknown): Promise<Rec | void> | Rec | void;
  beforeDelete?(deps: Deps, current: Rec, now: Date): Promise<void> | void;
}

/** The create / update / patch / delete implementations of `def` with `hook` run first (pass as registerCollection's extraOps). */
export function hookedWrites(def: CollectionDef, hook: WriteHook): Record<string, ImplFactory> {
  const m = def.resource;
  const params = (e: { path: string }) => paramsSchema(e.path, m.params, { param: m.idParam, kind: m.idKey });
  const idOf = (c: Ctx) => (c.params as Rec)[m.idParam];
  const stored = async (deps: Deps, c: Ctx): Promise<Rec | null> => {
    const repo = repoOf(def, deps);
    const row = await repo.findRow(c.params, idOf(c));
    return row ? decodeRecord(repo.codecs, row) : null;
  };
  const before = async (deps: Deps, next: Rec, current: Rec | null, c: Ctx): Promise<Rec> => ({
    ...((await hook.beforeWrite?.(deps, next, current, c.now, idOf(c))) ?? {}),
  });
  return {
    create: (e, deps) => ({
      params: params(e),
      body: acceptingReadOnly(m, m.schemas.create),
      response: m.schemas.item,
      summary: `新增${m.label}`,
      handle: async (c) => {
        const body = c.body as Rec;
        return repoOf(def, deps).create(c.params, { ...body, ...(await before(deps, body, null, c)) }, c.now);
      },
    }),
    update: (e, deps) => ({
      params: params(e),
      body: acceptingReadOnly(m, m.schemas.update),
      response: m.schemas.item,
      summary: `修改${m.label}（整条，带 version）`,
      handle: async (c) => {
        const body = c.body as Rec;
        const current = await stored(deps, c);
        const extra = current ? await before(deps, body, current, c) : {};
        return repoOf(def, deps).update(c.params, idOf(c), { ...body, ...extra }, c.now);
      },
    }),
    patch: (e, deps) => ({
      params: params(e),
      body: m.patchBody,
      response: m.schemas.item,
      summary: `部分修改${m.label}（带 version）`,
      handle: async (c) => {
        const body = c.body as Rec;
        const current = await stored(deps, c);
        const extra = current ? await before(deps, { ...current, ...body }, current, c) : {};
        return repoOf(def, deps).patch(c.params, idOf(c), { ...body, ...extra }, c.now);
      },
    }),
    delete: (e, deps) => ({
      params: params(e),
      body: deleteBody,
      response: z.null(),
      summary: `删除${m.label}`,
      handle: async (c) => {
        const current = await stored(deps, c);
        if (current) await hook.beforeDelete?.(deps, current, c.now);
        await repoOf(def, deps).remove(c.params, idOf(c), (c.body as { version?: number } | undefined)?.version);
        return null;
      },
    }),
  };
}
