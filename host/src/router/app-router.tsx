import type { RouteObject } from 'react-router-dom';
import { AppRoutes } from '../app';

/**
 * The route objects of the host's data router: one splat whose element is the gate; the gate and
 * the console keep their own <Routes> (descendant routes). The data router is what lets a form
 * with unsaved changes hold a navigation (useBlocker).
 */
export const appRouteObjects: RouteObject[] = [{ path: '*', element: <AppRoutes /> }];
