import type { ConsoleRoute } from '@admin/shared/contract';
import { decide, decideSession, GUARD_FAILURE_MESSAGE, infoFailure, loginRedirect } from './guard';
import { lookupRoute, type RemoteStatus } from './route-lookup';
import { ssoState } from '@admin/shared/api/sso-url';

const routes: ConsoleRoute[] = [
  { path: '/dashboard', title: '首页' },
  {
    path: '/ad',
    title: '广告管理',
    children: [
      { path: '/ad/index', title: '启动页广告', roles: ['base_services.view_launch_advertisement'] },
      { path: '/ad/banner', title: 'Banner', roles: ['nav.view_banner'] },
    ],
  },
  {
    path: '/exercise',
    roles: ['practice.view_quizpackage'],
    children: [{ path: '/exercise/quiz/:quiz_package_id', hidden: true }],
  },
];
const ready: RemoteStatus[] = [{ name: 'ads', status: 'ready' }];
const at = (pathname: string, search = '') => ({ pathname, search });
const sso = (back: string) => `/sso/login?back=${encodeURIComponent(back)}&state=${ssoState()}`;

describe('decideSession / decide: no token', () => {
  it.each(['/login', '/authredirect'])('lets %s through', (path) => {
    expect(decideSession({ ...at(path), hasToken: false })).toEqual({ type: 'public' });
  });

  it.each(['/', '/dashboard', '/ad/index', '/404', '/401', '/nope'])('sends %s to the login with a redirect back', (path) => {
    expect(decideSession({ ...at(path), hasToken: false })).toEqual({ type: 'redirect', to: loginRedirect(path, '') });
  });

  it('keeps the query of the wanted page in the redirect', () => {
    const d = decideSession({ ...at('/ad/index', '?page=2&q=a b'), hasToken: false });
    expect(d).toEqual({ type: 'redirect', to: '/login?redirect=%2Fad%2Findex%3Fpage%3D2%26q%3Da%20b' });
    const target = new URLSearchParams((d as { to: string }).to.split('?')[1]).get('redirect');
    expect(target).toBe('/ad/index?page=2&q=a b');
  });

  it('never asks for roles without a token', () => {
    expect(decide({ ...at('/ad/index'), hasToken: false, roles: null, lookup: { kind: 'missing' } }).type).toBe('redirect');
  });
});

describe('decideSession: with a token', () => {
  it('sends /login to home', () => {
    expect(decideSession({ ...at('/login'), hasToken: true })).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('sends a signed-in visit to /login home whatever its redirect (spec 4)', () => {
    expect(decideSession({ ...at('/login', '?redirect=%2Fad%2Findex'), hasToken: true })).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('sends the form’s own sign-in to its destination, and ignores foreign ones', () => {
    const signedIn = (destination: string) => decideSession({ ...at('/login', '?redirect=x'), hasToken: true, destination });
    expect(signedIn('/ad/index?page=2')).toEqual({ type: 'redirect', to: '/ad/index?page=2' });
    expect(signedIn('https://evil.test')).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(signedIn('//evil.test')).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(signedIn('/login')).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('names home itself for a sign-in asked to go to the root, which would only redirect there', () => {
    expect(decideSession({ ...at('/login'), hasToken: true, destination: '/' })).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it.each(['/authredirect', '/404', '/401'])('shows %s as a public page without loading roles', (path) => {
    expect(decide({ ...at(path), hasToken: true, roles: null, lookup: { kind: 'missing' } })).toEqual({ type: 'public' });
  });

  it('shows /401 with the noGoBack flag like any other public page', () => {
    expect(decideSession({ ...at('/401', '?noGoBack=true'), hasToken: true })).toEqual({ type: 'public' });
  });

  it('hands a guarded path to the console', () => {
    expect(decideSession({ ...at('/ad/index'), hasToken: true })).toEqual({ type: 'guarded' });
  });
});

describe('decide: token, roles not loaded yet', () => {
  it('asks for user info first', () => {
    expect(decide({ ...at('/ad/index'), hasToken: true, roles: null, lookup: lookupRoute(routes, ready, '/ad/index') })).toEqual({ type: 'load-info' });
  });

  // The retry after getInfo: the same navigation decided again with the fetched roles.
  it('then allows the route when the fetched roles grant it', () => {
    const roles = ['base_services.view_launch_advertisement'];
    expect(decide({ ...at('/ad/index'), hasToken: true, roles, lookup: lookupRoute(routes, ready, '/ad/index') })).toEqual({ type: 'allow' });
  });

  it('then sends to /401 when they do not', () => {
    expect(decide({ ...at('/ad/index'), hasToken: true, roles: ['nav.view_banner'], lookup: lookupRoute(routes, ready, '/ad/index') })).toEqual({
      type: 'redirect',
      to: '/401',
    });
  });

  it('on failure: default message, SSO login with the back-URL', () => {
    const f = infoFailure(new Error(''), { ...at('/ad/index', '?page=2'), basename: '/admin' }, sso);
    expect(f).toEqual({ message: GUARD_FAILURE_MESSAGE, location: `/sso/login?back=%2Fadmin%2Fad%2Findex%3Fpage%3D2&state=${ssoState()}` });
    expect(GUARD_FAILURE_MESSAGE).toBe('无权限，请重新登录');
  });

  it('on failure with its own message (暂无权限) shows that message', () => {
    expect(infoFailure(new Error('暂无权限'), { ...at('/dashboard'), basename: '/admin' }, sso).message).toBe('暂无权限');
    expect(infoFailure({ weird: true }, { ...at('/dashboard'), basename: '/admin' }, sso).message).toBe(GUARD_FAILURE_MESSAGE);
  });
});

describe('decide: token and roles', () => {
  const roles = ['nav.view_banner'];
  const decideAt = (path: string, rs: readonly string[] = roles, remotes: RemoteStatus[] = ready) =>
    decide({ ...at(path), hasToken: true, roles: rs, lookup: lookupRoute(routes, remotes, path) });

  it('allows a route whose roles intersect', () => {
    expect(decideAt('/ad/banner')).toEqual({ type: 'allow' });
  });

  it('sends a forbidden route to /401', () => {
    expect(decideAt('/ad/index')).toEqual({ type: 'redirect', to: '/401' });
  });

  it('allows a route without roles to every signed-in user, even with an unrelated role list', () => {
    expect(decideAt('/dashboard', ['x.y'])).toEqual({ type: 'allow' });
  });

  it('checks the roles of every ancestor (a hidden child of a forbidden group)', () => {
    expect(decideAt('/exercise/quiz/42')).toEqual({ type: 'redirect', to: '/401' });
    expect(decideAt('/exercise/quiz/42', ['practice.view_quizpackage'])).toEqual({ type: 'allow' });
  });

  it('sends an unknown path to /404 once every remote has answered', () => {
    expect(decideAt('/nope')).toEqual({ type: 'redirect', to: '/404' });
  });

  it('waits instead of 404-ing while a remote is still loading', () => {
    expect(decideAt('/course/tag', roles, [...ready, { name: 'course', status: 'loading' }])).toEqual({ type: 'wait' });
    // A path already known is decided at once, loading or not.
    expect(decideAt('/ad/banner', roles, [{ name: 'course', status: 'loading' }])).toEqual({ type: 'allow' });
  });

  it('sends an unknown path under a known group to /404 even while other remotes load or fail', () => {
    expect(decideAt('/ad/nope', roles, [...ready, { name: 'course', status: 'loading' }])).toEqual({ type: 'redirect', to: '/404' });
    expect(decideAt('/dashboard/x', roles, [{ name: 'course', status: 'unavailable' }])).toEqual({ type: 'redirect', to: '/404' });
  });

  it('names the unavailable remotes for an unknown path', () => {
    expect(decideAt('/course/tag', roles, [...ready, { name: 'course', status: 'unavailable' }])).toEqual({
      type: 'remote-unavailable',
      remotes: ['course'],
    });
  });
});

describe('decide: business lines', () => {
  const homepage = { path: '/homepagesetting/index', roles: ['nav.system_config_abroad'], lines: [2 as const] };
  const group = { path: '/homepagesetting', lines: [2 as const], children: [homepage] };
  const state = (line: 1 | 2) => ({
    ...at('/homepagesetting/index'),
    hasToken: true,
    roles: ['nav.system_config_abroad'],
    lookup: { kind: 'found' as const, chain: [group, homepage] },
    line,
  });

  it('opens a study-abroad route on the study-abroad line only (spec 2), sending the other line home', () => {
    expect(decide(state(2))).toEqual({ type: 'allow' });
    expect(decide(state(1))).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decide({ ...state(1), roles: ['nav.view_floor'] })).toEqual({ type: 'redirect', to: '/401' });
  });

  it('keeps a route that names no line reachable from either', () => {
    const ad = { path: '/ad/index', roles: ['base_services.view_launch_advertisement'] };
    const s = { ...at('/ad/index'), hasToken: true, roles: ['base_services.view_launch_advertisement'], lookup: { kind: 'found' as const, chain: [ad] } };
    expect(decide({ ...s, line: 2 })).toEqual({ type: 'allow' });
  });
});
