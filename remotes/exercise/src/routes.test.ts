import { SPEC_PERMISSIONS } from '@admin/shared/contract';
import { checkRouteTable } from '@admin/testing';
import routes from './routes';

describe('exercise route table', () => {
  checkRouteTable(routes, {
    groups: ['/exercise'],
    permissions: [...SPEC_PERMISSIONS.exercise],
  });

  it('shows /exercise as a submenu even with one visible child', () => {
    expect(routes[0].alwaysShow).toBe(true);
  });

  it('links the English long-sentence site over https', () => {
    const link = routes[0].children?.find((r) => r.externalLink);
    expect(link?.externalLink).toMatch(/^https:\/\//);
  });
});
