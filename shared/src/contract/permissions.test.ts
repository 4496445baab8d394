import {
  ALL_PERMISSIONS,
  DEMO_ROLES,
  ENDPOINT_PERMISSIONS,
  VIEW_PERMISSIONS,
  canCall,
  findEndpoint,
  missingPermissionMessage,
  permissionFor,
  permissionSet,
} from './permissions';

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

describe('endpoint table', () => {
  it('has one entry per method and path', () => {
    const keys = ENDPOINT_PERMISSIONS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('needs a permission for everything but sign-in and the account calls', () => {
    const open = ENDPOINT_PERMISSIONS.filter((e) => e.auth !== 'permission').map((e) => e.path);
    expect(open.sort()).toEqual(
      ['/account/auth/token/create', '/account/auth/user/info', '/account/auth/user/logout', '/account/user/application'].sort(),
    );
    for (const e of ENDPOINT_PERMISSIONS.filter((x) => x.auth === 'permission')) {
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

  it('answers what a role may call and names what is missing', () => {
    expect(canCall(['base_services.view_launch_advertisement'], 'GET', '/base/ads/launch')).toBe(true);
    expect(canCall(['base_services.view_launch_advertisement'], 'POST', '/base/ads/launch')).toBe(false);
    expect(canCall([], 'GET', '/account/user/application')).toBe(true);
    expect(missingPermissionMessage(findEndpoint('GET', '/base/ads/launch')!)).toBe('缺少权限 base_services.view_launch_advertisement');
  });
});
