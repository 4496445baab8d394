import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useAuthStore } from './store';

/** The spec's error for a permission check without roles (spec 5). */
export const NEED_ROLES_MESSAGE = `need roles! Like v-permission="['admin','editor']"`;

/** A checker bound to the signed-in user's roles; throws on an empty list (a programming error). */
export function usePermission(): (roles: readonly string[]) => boolean {
  const userRoles = useAuthStore((s) => s.roles);
  return useCallback(
    (roles: readonly string[]) => {
      if (!Array.isArray(roles) || roles.length === 0) throw new Error(NEED_ROLES_MESSAGE);
      return roles.some((role) => userRoles.includes(role));
    },
    [userRoles],
  );
}

export interface PermissionProps {
  /** Any one of them shows the children. */
  roles: readonly string[];
  children?: ReactNode;
}

/** Renders its children only for users holding one of `roles` (the spec's v-permission). */
export function Permission({ roles, children }: PermissionProps) {
  const can = usePermission();
  return can(roles) ? <>{children}</> : null;
}
