import { consoleRoutesSchema, SPEC_PERMISSIONS } from '@admin/shared/contract';
import { checkRouteTable } from '../../testing/route-table-checks';
import routes from './routes';

describe('system route table', () => {
  checkRouteTable(routes, {
    schema: consoleRoutesSchema,
    groups: ['/user', '/whiteList', '/feedback', '/article', '/setting', '/homepagesetting'],
    permissions: [...SPEC_PERMISSIONS.user, ...SPEC_PERMISSIONS.whiteList, ...SPEC_PERMISSIONS.feedback, ...SPEC_PERMISSIONS.article, ...SPEC_PERMISSIONS.setting, ...SPEC_PERMISSIONS.homepagesetting],
    // One list screen is real (e2e/tests/remotes.test.ts opens it against the server).
    realScreens: ['/user/index'],
  });

  it('puts /homepagesetting in the study-abroad line only, behind nav.system_config_abroad', () => {
    const group = routes.find((r) => r.path === '/homepagesetting');
    expect(group?.lines).toEqual([2]);
    expect(group?.children?.[0].roles).toEqual(['nav.system_config_abroad']);
  });
});
