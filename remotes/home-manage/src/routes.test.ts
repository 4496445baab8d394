import { consoleRoutesSchema, SPEC_PERMISSIONS } from '@admin/shared/contract';
import { checkRouteTable } from '../../testing/route-table-checks';
import routes from './routes';

describe('home-manage route table', () => {
  checkRouteTable(routes, {
    schema: consoleRoutesSchema,
    groups: ['/homemanage', '/pick-school'],
    permissions: [...SPEC_PERMISSIONS.homemanage, ...SPEC_PERMISSIONS.pickSchool],
    // One list screen is real (e2e/tests/remotes.test.ts opens it against the server).
    realScreens: ['/homemanage/floor'],
  });
});
