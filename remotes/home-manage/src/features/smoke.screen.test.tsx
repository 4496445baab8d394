// Every resource screen of this remote against the real server (generated from the route table).
import { checkRouteResources, flatten, smokeTestRoutes } from '@admin/testing';
import routes from '../routes';

// Covered by their own screen tests instead: record pages whose record comes from the URL's query,
// the ad places of a category and year (ad-place/) and a home floor's items (home-floor-content/).
const OWN_TEST_SCREENS = new Set(['/homemanage/assetList', '/homemanage/floormould']);
smokeTestRoutes(flatten(routes).filter((r) => !r.children?.length && !OWN_TEST_SCREENS.has(r.path)));
describe('route resources', () => checkRouteResources(routes));
