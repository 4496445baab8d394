import { ALL_PERMISSIONS, DEMO_ROLES, VIEW_PERMISSIONS, canCall, findEndpoint, registerEndpoints, registeredEndpoints, permissionSet } from './permissions';

describe('permission names', () => {
  it('holds the irregular names of the spec exactly as written', () => {
    for (const p of [
      'account.search_senior_mate',
      'auth.resource_view',
      'auth.search_book_course_package',
      'base_services.practise_clock_in_activity_view',
      'base_services.add_search_page_advertisement',
      'base_services.change_search_page_advertisement',
      'base_services.view_search_page_advertisement',
      'base_services.delete_search_page_advertisement',
      'nav.system_config_abroad',
      'privacy.view_user_policy_app_privacypolicy',
    ]) {
      expect(ALL_PERMISSIONS).toContain(p);
    }
  });

  it('derives writes in the spelling of each read permission', () => {
    expect(permissionSet('base_services.view_launch_advertisement').change).toBe('base_services.change_launch_advertisement');
    expect(permissionSet('auth.resource_view').add).toBe('auth.resource_add');
    expect(permissionSet('account.search_senior_mate')).toEqual({
      view: 'account.search_senior_mate',
      add: 'account.add_senior_mate',
      change: 'account.change_senior_mate',
      delete: 'account.delete_senior_mate',
    });
    expect(() => permissionSet('nav.system_config_abroad')).toThrow();
  });

  it('gives the demo accounts the sets of DESIGN 6', () => {
    expect(DEMO_ROLES.admin).toEqual(ALL_PERMISSIONS);
    expect(DEMO_ROLES.nobody).toEqual([]);
    expect(DEMO_ROLES.viewer.every((p) => VIEW_PERMISSIONS.includes(p))).toBe(true);
    expect(DEMO_ROLES.viewer.some((p) => /\.(add|change|delete)_/.test(p))).toBe(false);
    expect(DEMO_ROLES.ads).toContain('base_services.delete_launch_advertisement');
    expect(DEMO_ROLES.ads).toContain('base_services.change_pushinfo');
    expect(DEMO_ROLES.ads).not.toContain('account.view_user');
    expect(DEMO_ROLES.abroad).toContain('nav.system_config_abroad');
    expect(DEMO_ROLES.abroad).toContain('privacy.change_user_policy_app_privacypolicy');
    expect(DEMO_ROLES.abroad).not.toContain('nav.view_floor');
  });
});

describe('endpoint registry', () => {
  it('knows the account calls before any resource module loads', () => {
    expect(registeredEndpoints().map((e) => e.path)).toEqual([
      '/account/auth/token/create',
      '/account/auth/user/info',
      '/account/auth/user/logout',
      '/account/user/application',
    ]);
    expect(canCall([], 'GET', '/account/user/application')).toBe(true);
    expect(canCall(['course.view_coursetag'], 'GET', '/course/tag/')).toBe(false);
  });

  it('takes rows as they load, a newer row replacing one for the same call', () => {
    registerEndpoints([{ method: 'GET', path: '/demo/note/', resource: 'demo.note', op: 'list', auth: 'permission', permissions: ['demo.view_note'] }]);
    expect(canCall(['demo.view_note'], 'GET', '/demo/note/')).toBe(true);
    registerEndpoints([{ method: 'GET', path: '/demo/note/', resource: 'demo.note', op: 'list', auth: 'permission', permissions: ['demo.view_note_v2'] }]);
    expect(canCall(['demo.view_note'], 'GET', '/demo/note/')).toBe(false);
    expect(findEndpoint('GET', '/demo/note/')?.permissions).toEqual(['demo.view_note_v2']);
  });
});
