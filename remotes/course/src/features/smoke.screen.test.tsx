// Every resource screen of this remote against the real server (generated from the route table).
import { checkRouteResources, flatten, smokeTestRoutes } from '@admin/testing';
import routes from '../routes';

/** Screens that are no resource list (the category tree): their own screen tests check the same things. */
const NOT_LISTS = new Set(['/course/navigation']);

smokeTestRoutes(flatten(routes).filter((r) => !r.children?.length && !NOT_LISTS.has(r.path)));
describe('route resources', () => checkRouteResources(routes));
