export { signIn, renderScreen, renderRoutes, toasts } from './session';
export { colleague } from './colleague';
export type { Colleague } from './colleague';
export { idle, rowOf, pagerTotal, confirmDelete, pick } from './dom';
export { checkRouteTable, flatten } from './route-table-checks';
export type { RouteTableExpectations } from './route-table-checks';
export { smokeTestRoutes } from './smoke';
export { checkRouteResources, resourceOfScreen } from './route-resources';
