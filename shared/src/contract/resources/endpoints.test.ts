import type * as Core from '@admin/shared/contract';
import { ALL_PERMISSIONS, canCall, findEndpoint, missingPermissionMessage, permissionFor } from '@admin/shared/contract';
import { ENDPOINTS } from './index';

describe('endpoint table', () => {
  it('has one entry per method and path', () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("needs a permission for everything but sign-in, the account calls, one's own preferences, one's dashboard and the audit calls", () => {
    const open = ENDPOINTS.filter((e) => e.auth !== 'permission').map((e) => `${e.method} ${e.path}`);
    expect(open.sort()).toEqual(
      [
        'POST /account/auth/token/create',
        'GET /account/auth/user/info',
        'GET /account/auth/user/logout',
        'GET /account/user/application',
        'GET /account/preferences/:key/',
        'PUT /account/preferences/:key/',
        // The audit calls name a resource and check its own permission in the server (server/src/audit/audit.test.ts,
        // server/src/resources/audit/recycle-bin.test.ts, undo-copy.test.ts: the copy's permission); my changes are any user's own.
        'GET /audit/history/',
        'POST /audit/restore/',
        'POST /audit/undelete/',
        'POST /audit/undo-copy/',
        'GET /audit/recycle-bin/',
        'GET /audit/mine/',
        // Any signed-in user; the server counts only the lists the user may read.
        'GET /dashboard/',
      ].sort(),
    );
    for (const e of ENDPOINTS.filter((x) => x.auth === 'permission')) {
      expect(e.permissions.length).toBeGreaterThan(0);
      for (const p of e.permissions) expect(ALL_PERMISSIONS).toContain(p);
    }
  });

  it('resolves concrete calls, static segments before parameters', () => {
    expect(permissionFor('PATCH', '/admin_api/v1/base/ads/search_page/12')).toEqual(['base_services.change_search_page_advertisement']);
    expect(permissionFor('DELETE', '/base/ads/launch/3')).toEqual(['base_services.delete_launch_advertisement']);
    expect(findEndpoint('GET', '/nav/bc/product_classify/')?.resource).toBe('bc.product_classify');
    expect(findEndpoint('GET', '/nav/business_course/major/subject/detail/?uuid=x')?.op).toBe('major_subject_detail');
    expect(findEndpoint('GET', '/base/ads/launch/')?.op).toBe('list');
    expect(findEndpoint('GET', '/nowhere')).toBeUndefined();
  });

  it('declares the batch calls with their own permission actions, before the record paths', () => {
    expect(findEndpoint('PATCH', '/base/ads/launch/bulk/')).toMatchObject({ op: 'bulkPatch', permissions: ['base_services.change_launch_advertisement'] });
    expect(findEndpoint('POST', '/course/tag/bulk-delete/')).toMatchObject({ op: 'bulkDelete', permissions: ['course.delete_coursetag'] });
    expect(findEndpoint('PUT', '/nav/floor/order/')).toMatchObject({ op: 'reorder', permissions: ['nav.change_floor'] });
    expect(findEndpoint('POST', '/setting/reference-group/export/')).toMatchObject({ op: 'export', permissions: ['base_services.view_exampreparationgroup'] });
    // Business courses are read by the mini-program screens too: so is their export.
    expect(findEndpoint('POST', '/nav/business_course/export/')?.permissions).toEqual(['nav.view_businesscoursemanagement', 'base_services.view_miniprogram']);
    expect(findEndpoint('PUT', '/nav/business_course/order/')?.permissions).toEqual(['nav.change_businesscoursemanagement']);
    // Users are never deleted and have no order; pushes have no order.
    expect(findEndpoint('POST', '/account/user/bulk-delete/')).toBeUndefined();
    expect(findEndpoint('PUT', '/account/user/order/')?.op).toBeUndefined();
    expect(findEndpoint('PUT', '/base/push/app/order/')?.op).toBe('update');
    expect(findEndpoint('PATCH', '/account/user/bulk/')?.op).toBe('bulkPatch');
  });

  it('answers what a role may call and names what is missing', () => {
    expect(canCall(['base_services.view_launch_advertisement'], 'GET', '/base/ads/launch')).toBe(true);
    expect(canCall(['base_services.view_launch_advertisement'], 'POST', '/base/ads/launch')).toBe(false);
    expect(canCall([], 'GET', '/account/user/application')).toBe(true);
    expect(missingPermissionMessage(findEndpoint('GET', '/base/ads/launch')!)).toBe('缺少权限 base_services.view_launch_advertisement');
  });
});

describe('resource modules', () => {
  it('register their rows in the page registry when they load', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const core = require('@admin/shared/contract') as typeof Core;
      expect(core.canCall(['course.view_coursetag'], 'GET', '/course/tag/')).toBe(false);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('./course/course-tag');
      expect(core.canCall(['course.view_coursetag'], 'GET', '/course/tag/')).toBe(true);
      expect(core.canCall(['course.view_coursetag'], 'POST', '/course/tag/')).toBe(false);
      expect(core.canCall(['course.add_coursetag'], 'POST', '/course/tag/')).toBe(true);
    });
  });
});
