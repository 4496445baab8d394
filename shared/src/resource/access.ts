import { useMemo } from 'react';
import { canCall } from '@admin/shared/contract';
import { useAuthStore } from '@admin/shared/auth';
import { editOp, fillPath } from './routes';
import { toggleOp } from './toggle';
import type { Op, ResourceDef } from './types';

export interface ResourceAccess {
  list: boolean;
  create: boolean;
  /** Open an existing record in the edit form and save it. */
  edit: boolean;
  delete: boolean;
  /** Flip a toggle field (by name) from the list. */
  toggle: Record<string, boolean>;
}

/**
 * What the roles may do on a resource, read from the server's permission table (the server is
 * the guard; this only decides which buttons to show). Pure, so it is tested without rendering.
 */
export function resourceAccess(def: Pick<ResourceDef, 'routes' | 'fields' | 'schemas'>, roles: readonly string[]): ResourceAccess {
  const can = (op: Op | undefined) => {
    const r = op && def.routes[op];
    return !!r && canCall(roles, r.method, fillPath(r.path, { id: 1 }));
  };
  const toggle: Record<string, boolean> = {};
  for (const f of def.fields) if (f.toggle) toggle[f.name] = can(toggleOp(def, f.name));
  const edit = editOp(def.routes);
  return {
    list: can('list'),
    create: can('create'),
    edit: can('get') && can(edit),
    delete: can('delete'),
    toggle,
  };
}

/** resourceAccess for the signed-in user. */
export function useResourceAccess(def: Pick<ResourceDef, 'routes' | 'fields' | 'schemas'>): ResourceAccess {
  const roles = useAuthStore((s) => s.roles);
  return useMemo(() => resourceAccess(def, roles), [def, roles]);
}
