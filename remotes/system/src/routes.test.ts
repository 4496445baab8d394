import { DESIGNED_PERMISSIONS, SPEC_PERMISSIONS } from '@admin/shared/contract';
import { checkRouteTable } from '@admin/testing';
import routes from './routes';

describe('system route table', () => {
  checkRouteTable(routes, {
    groups: ['/user', '/whiteList', '/feedback', '/article', '/setting', '/homepagesetting'],
    permissions: [
      ...SPEC_PERMISSIONS.user,
      ...SPEC_PERMISSIONS.whiteList,
      ...SPEC_PERMISSIONS.feedback,
      ...SPEC_PERMISSIONS.article,
      ...SPEC_PERMISSIONS.setting,
      ...SPEC_PERMISSIONS.homepagesetting,
      // /setting/operation-log, not a screen of the spec.
      ...DESIGNED_PERMISSIONS,
    ],
  });

  it('puts /homepagesetting in the study-abroad line only, behind nav.system_config_abroad', () => {
    const group = routes.find((r) => r.path === '/homepagesetting');
    expect(group?.lines).toEqual([2]);
    expect(group?.children?.[0].roles).toEqual(['nav.system_config_abroad']);
  });
});
