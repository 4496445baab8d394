import { safeAdminRedirect, safeRouterPath } from './safe-redirect';

describe('safeRouterPath', () => {
  it('accepts in-app paths with their query', () => {
    expect(safeRouterPath('/ad/index?page=2')).toBe('/ad/index?page=2');
  });
  it.each([null, '', 'ad/index', '//evil.test/x', '/\\evil.test', 'https://evil.test', 'javascript:alert(1)', '/a\nb'])('refuses %p', (value) => {
    expect(safeRouterPath(value)).toBeNull();
  });
});

describe('safeAdminRedirect', () => {
  const origin = 'http://127.0.0.1:8080';
  it('strips the basename from an /admin path', () => {
    expect(safeAdminRedirect('/admin/ad/index?x=1', origin)).toBe('/ad/index?x=1');
    expect(safeAdminRedirect('/admin', origin)).toBe('/');
  });
  it('accepts a full URL of this origin', () => {
    expect(safeAdminRedirect(`${origin}/admin/course/tag`, origin)).toBe('/course/tag');
  });
  it.each(['https://evil.test/admin/x', '//evil.test/admin/x', '/administrator', '/sso/login', '/api/admin', 'admin/x'])('refuses %p', (value) => {
    expect(safeAdminRedirect(value, origin)).toBeNull();
  });
});
