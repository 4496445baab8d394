import { SPEC_PERMISSIONS } from '@admin/shared/contract';
import { checkRouteTable } from '@admin/testing';
import routes from './routes';

describe('home-manage route table', () => {
  checkRouteTable(routes, {
    groups: ['/homemanage', '/pick-school'],
    permissions: [...SPEC_PERMISSIONS.homemanage, ...SPEC_PERMISSIONS.pickSchool],
  });
});
