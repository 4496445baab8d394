import { hasSessionCookie, plainSignInPath } from './plain-sign-in';

const at = (href: string) => {
  const u = new URL(href, 'http://console.test');
  return { pathname: u.pathname, search: u.search };
};

describe('the plain sign-in page (no router)', () => {
  it('opens on /login without a session, keeping its query', () => {
    expect(plainSignInPath(at('/admin/login'), false)).toBe('/login');
    expect(plainSignInPath(at('/admin/login/?redirect=%2Fad%2Findex'), false)).toBe('/login?redirect=%2Fad%2Findex');
  });

  it('opens where the guard sends a guarded address without a session: the login with the way back', () => {
    expect(plainSignInPath(at('/admin/ad/index?page=2'), false)).toBe('/login?redirect=%2Fad%2Findex%3Fpage%3D2');
    expect(plainSignInPath(at('/admin'), false)).toBe('/login?redirect=%2F');
  });

  it('leaves the other public pages, a session, and addresses outside the console to the router', () => {
    expect(plainSignInPath(at('/admin/authredirect?token=t'), false)).toBeNull();
    expect(plainSignInPath(at('/admin/login'), true)).toBeNull();
    expect(plainSignInPath(at('/admin/ad/index'), true)).toBeNull();
    expect(plainSignInPath(at('/administrator/login'), false)).toBeNull();
  });

  it('reads the login cookie by its exact name, and an empty one is no session', () => {
    expect(hasSessionCookie('sidebarStatus=1; Admin-Token=abc')).toBe(true);
    expect(hasSessionCookie('Admin-Token=')).toBe(false);
    expect(hasSessionCookie('Admin-Token-Old=abc; x=1')).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
  });
});
