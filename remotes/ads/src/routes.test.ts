import { SPEC_PERMISSIONS } from '@admin/shared/contract';
import { checkRouteTable } from '@admin/testing';
import routes from './routes';
import { AD_PLACES } from './features/ad/places';

describe('ads route table', () => {
  checkRouteTable(routes, {
    groups: ['/ad', '/push'],
    permissions: [...SPEC_PERMISSIONS.ad, ...SPEC_PERMISSIONS.push],
  });

  it('declares an ad place for exactly the /ad routes of the table', () => {
    const adRoutes = routes[0].children!.map((r) => r.path);
    expect(Object.keys(AD_PLACES).sort()).toEqual(adRoutes.sort());
  });
});
