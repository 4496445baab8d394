// Every resource screen of this remote against the real server (generated from the route table).
import { checkRouteResources, smokeTestRoutes } from '@admin/testing';
import routes from '../routes';

// Covered by their own screen tests instead: a settings document and a page builder are no lists
// (customer-service, homepagesetting), and the viewer (every spec read) does not hold
// audit.view_operationlog (history-and-log.screen.test.tsx).
const OWN_TEST_SCREENS = ['/setting/customerNew', '/homepagesetting/index', '/setting/operation-log'];
smokeTestRoutes(routes.map((g) => ({ ...g, children: g.children?.filter((r) => !OWN_TEST_SCREENS.includes(r.path)) })));
describe('route resources', () => checkRouteResources(routes));
