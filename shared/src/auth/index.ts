export { getToken, setToken, removeToken, getSidebarStatus, setSidebarStatus, getNavBar, setNavBar } from './cookies';
export type { SidebarStatus, NavBar } from './cookies';
export { useAuthStore } from './store';
export type { AuthState } from './store';
export { hasAnyRole, filterRoutesByRoles, filterRoutesByLine } from './routes';
export type { FilterableRoute } from './routes';
export { Permission, usePermission, NEED_ROLES_MESSAGE } from './permission';
export type { PermissionProps } from './permission';
