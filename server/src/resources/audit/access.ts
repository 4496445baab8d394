import { Code } from '@admin/shared/contract';
import { resourceNamed, type ResourceModule } from '@admin/shared/contract/resources';
import { permissionsOf } from '../../auth/sessions';
import { ApiError, invalid } from '../../http/api-error';
import type { Ctx } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import type { Storage } from '../../kit/storage';
import type { Deps } from '../../types';

/*
 * The audit calls (history, restore, recycle bin) serve every resource through one set of rows
 * that need only a signed-in account: each checks the resource's own permission here.
 */

export type AuditAction = 'view' | 'add' | 'change' | 'delete';

const OPS_OF: Record<AuditAction, readonly string[]> = {
  view: ['list', 'get', 'read'],
  add: ['create'],
  change: ['update', 'patch', 'write'],
  delete: ['delete', 'bulkDelete'],
};

/** The permissions any one of which allows `action` on `m`: those of its endpoints for it (a DELETE call counts as a delete). */
export const permissionsFor = (m: ResourceModule, action: AuditAction): string[] => [
  ...new Set(m.endpoints.filter((e) => OPS_OF[action].includes(e.op) || (action === 'delete' && e.method === 'DELETE')).flatMap((e) => e.permissions)),
];

/** 40000 naming the body field, for an entry or resource that cannot be used. */
export const bad = (field: string, message: string) => invalid([{ field, message }], message);

/** The module of an audit call and its storage; 40000 for a name no module has. */
export function moduleOf(reg: Registry, name: string, field: string): { m: ResourceModule; storage: Storage } {
  const m = resourceNamed(name);
  const storage = m && reg.storageOf(name);
  if (!m || !storage) throw bad(field, `没有名为 ${name} 的资源`);
  return { m, storage };
}

/** Whether the held permissions allow `action` on `m`. */
export const allows = (held: readonly string[], m: ResourceModule, action: AuditAction): boolean => permissionsFor(m, action).some((p) => held.includes(p));

/** 40300 unless the user holds one of `needed` (none: the call is `unsupported`). */
export async function requireAnyOf(deps: Deps, c: Ctx, needed: readonly string[], unsupported: string): Promise<void> {
  const held = await permissionsOf(deps.db, c.user!.id);
  if (!needed.some((p) => held.includes(p))) {
    throw new ApiError(Code.FORBIDDEN, needed.length ? `缺少权限 ${needed.join(' 或 ')}` : unsupported, { missing: needed });
  }
}

/** 40300 unless the user holds the resource's permission for `action` (the server is the guard). */
export const requirePermission = (deps: Deps, c: Ctx, m: ResourceModule, action: AuditAction): Promise<void> =>
  requireAnyOf(deps, c, permissionsFor(m, action), `${m.label}不支持该操作`);

/** The record's key as stored (an integer id from the log's text). */
export const keyValue = (storage: Storage, id: string): unknown => (storage.key === 'id' ? Number(id) : id);
