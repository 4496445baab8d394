import { useMemo } from 'react';
import { allows, findEndpoint, type Endpoint } from '@admin/shared/contract';
import { useAuthStore } from '@admin/shared/auth';
import { editOp } from './routes';
import { toggleOp } from './toggle';
import type { Op, ResourceDef, RouteSpec } from './types';

export interface ResourceAccess {
  list: boolean;
  /** Read one record (the 查看 view, the source of a duplicate). */
  view: boolean;
  create: boolean;
  /** Open an existing record in the edit form and save it. */
  edit: boolean;
  delete: boolean;
  /** Flip a toggle field (by name) from the list. */
  toggle: Record<string, boolean>;
  /** The batch calls (batch API), each by its own endpoint row. */
  bulkPatch: boolean;
  bulkDelete: boolean;
  reorder: boolean;
  export: boolean;
}

/** True when the roles allow the route: by the given endpoint rows, else by the page's registry. */
export function mayCall(roles: readonly string[], route: RouteSpec | undefined, endpoints?: readonly Endpoint[]): boolean {
  if (!route) return false;
  const path = route.path.replace(/:([a-z_]+)/g, '1');
  return allows(roles, findEndpoint(route.method, path, endpoints));
}

/**
 * What the roles may do on a resource, read from the permission rows of its module (the server is
 * the guard; this only decides which buttons to show). Pure, so it is tested without rendering.
 */
export function resourceAccess(def: Pick<ResourceDef, 'routes' | 'fields' | 'schemas' | 'endpoints' | 'readOnly'>, roles: readonly string[]): ResourceAccess {
  // An export reads, like list and get: a read-only screen still offers it.
  const can = (op: Op | undefined) =>
    (op === 'list' || op === 'get' || op === 'export' || !def.readOnly) && mayCall(roles, op && def.routes[op], def.endpoints);
  const toggle: Record<string, boolean> = {};
  for (const f of def.fields) if (f.toggle) toggle[f.name] = can(toggleOp(def, f.name));
  const edit = editOp(def.routes);
  return {
    list: can('list'),
    view: can('get'),
    create: can('create'),
    edit: can('get') && can(edit),
    delete: can('delete'),
    toggle,
    bulkPatch: can('bulkPatch'),
    bulkDelete: can('bulkDelete'),
    reorder: can('reorder'),
    export: can('export'),
  };
}

/** resourceAccess for the signed-in user. */
export function useResourceAccess(def: Pick<ResourceDef, 'routes' | 'fields' | 'schemas' | 'endpoints' | 'readOnly'>): ResourceAccess {
  const roles = useAuthStore((s) => s.roles);
  return useMemo(() => resourceAccess(def, roles), [def, roles]);
}
