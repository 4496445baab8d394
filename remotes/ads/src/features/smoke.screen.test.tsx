// Every resource screen of this remote against the real server (generated from the route table).
import { checkRouteResources, smokeTestRoutes } from '@admin/testing';
import routes from '../routes';

smokeTestRoutes(routes);
describe('route resources', () => checkRouteResources(routes));
