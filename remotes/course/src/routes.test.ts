import { SPEC_PERMISSIONS } from '@admin/shared/contract';
import { checkRouteTable } from '@admin/testing';
import routes from './routes';

describe('course route table', () => {
  checkRouteTable(routes, {
    groups: ['/course', '/pay-method', '/learn-interaction'],
    permissions: [...SPEC_PERMISSIONS.course, ...SPEC_PERMISSIONS.payMethod, ...SPEC_PERMISSIONS.learnInteraction],
  });
});
