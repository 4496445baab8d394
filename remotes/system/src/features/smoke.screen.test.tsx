// Every resource screen of this remote against the real server (generated from the route table).
import { smokeTestRoutes } from '@admin/testing';
import routes from '../routes';

jest.setTimeout(180_000);
// Not lists, so their own screen tests cover them: a settings document (customer-service.screen.test.tsx)
// and a page builder (homepagesetting.screen.test.tsx).
const OWN_TEST_SCREENS = ['/setting/customerNew', '/homepagesetting/index'];
smokeTestRoutes(routes.map((g) => ({ ...g, children: g.children?.filter((r) => !OWN_TEST_SCREENS.includes(r.path)) })));
