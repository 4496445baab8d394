import { consoleRoutesSchema, SPEC_PERMISSIONS } from '@admin/shared/contract';
import { checkRouteTable } from '../../testing/route-table-checks';
import routes from './routes';

describe('course route table', () => {
  checkRouteTable(routes, {
    schema: consoleRoutesSchema,
    groups: ['/course', '/pay-method', '/learn-interaction'],
    permissions: [...SPEC_PERMISSIONS.course, ...SPEC_PERMISSIONS.payMethod, ...SPEC_PERMISSIONS.learnInteraction],
    // One list screen is real (e2e/tests/remotes.test.ts opens it against the server).
    realScreens: ['/course/tag'],
  });
});
