import { consoleRoutesSchema, SPEC_PERMISSIONS } from '@admin/shared/contract';
import { checkRouteTable } from '../../testing/route-table-checks';
import routes from './routes';

describe('exercise route table', () => {
  checkRouteTable(routes, {
    schema: consoleRoutesSchema,
    groups: ['/exercise'],
    permissions: [...SPEC_PERMISSIONS.exercise],
    // The business-course list is a real screen (e2e/tests/remotes.test.ts opens it against the server).
    realScreens: ['/exercise/business-course'],
  });

  it('shows /exercise as a submenu even with one visible child', () => {
    expect(routes[0].alwaysShow).toBe(true);
  });

  it('links the English long-sentence site over https', () => {
    const link = routes[0].children?.find((r) => r.externalLink);
    expect(link?.externalLink).toMatch(/^https:\/\//);
  });
});
