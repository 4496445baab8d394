import { consoleRoutesSchema, SPEC_PERMISSIONS } from '@admin/shared/contract';
import { checkRouteTable } from '../../testing/route-table-checks';
import routes from './routes';

describe('ads route table', () => {
  checkRouteTable(routes, {
    schema: consoleRoutesSchema,
    groups: ['/ad', '/push'],
    permissions: [...SPEC_PERMISSIONS.ad, ...SPEC_PERMISSIONS.push],
    // screens/all-screens.test.tsx opens every route against the real server.
    realScreens: 'all',
  });
});
