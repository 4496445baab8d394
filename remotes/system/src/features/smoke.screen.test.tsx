// Every resource screen of this remote against the real server (generated from the route table).
import { smokeTestRoutes } from '@admin/testing';
import routes from '../routes';

jest.setTimeout(180_000);
// A settings document is no list: its own screen test covers it (customer-service.screen.test.tsx).
const DOCUMENT_SCREENS = ['/setting/customerNew'];
smokeTestRoutes(routes.map((g) => ({ ...g, children: g.children?.filter((r) => !DOCUMENT_SCREENS.includes(r.path)) })));
