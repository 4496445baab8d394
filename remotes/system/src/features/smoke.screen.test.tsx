// Every resource screen of this remote against the real server (generated from the route table).
import { smokeTestRoutes } from '@admin/testing';
import routes from '../routes';

jest.setTimeout(180_000);
// A settings document is no list: its own screen test covers it (customer-service.screen.test.tsx).
const DOCUMENT_SCREENS = ['/setting/customerNew'];
// The viewer (every spec read) does not hold audit.view_operationlog: history-and-log.screen.test.tsx covers that screen.
const ADMIN_ONLY = ['/setting/operation-log'];
smokeTestRoutes(routes.map((g) => ({ ...g, children: g.children?.filter((r) => !DOCUMENT_SCREENS.includes(r.path) && !ADMIN_ONLY.includes(r.path)) })));
