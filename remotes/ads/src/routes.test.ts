import { setApiUi } from '@admin/shared/api';
import { consoleRoutesSchema, SPEC_PERMISSIONS } from '@admin/shared/contract';
import { checkRouteTable } from '../../testing/route-table-checks';
import routes from './routes';

// The ads screens are real and call the API; no API runs here (screens/*.test.tsx test them
// against the real server), so the failed calls of the render check must not log after it ends.
beforeAll(() => setApiUi({ toast: () => {}, confirmLogout: async () => false, navigate: () => {} }));
afterAll(() => setApiUi(null));

describe('ads route table', () => {
  checkRouteTable(routes, {
    schema: consoleRoutesSchema,
    groups: ['/ad', '/push'],
    permissions: [...SPEC_PERMISSIONS.ad, ...SPEC_PERMISSIONS.push],
  });
});
