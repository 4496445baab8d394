import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useAuthStore } from '@admin/shared/auth';
import { loadConsole } from './boot/loaders/console';
import { browser } from './gate/browser';
import { reloadableLazy } from './gate/reloadable-lazy';
import { AuthRedirectPage } from './pages/auth-redirect/auth-redirect-page';
import { NoPermissionPage } from './pages/errors/no-permission-page';
import { NotFoundPage } from './pages/errors/not-found-page';
import { LeavingPage } from './pages/leaving-page';
import { LoginPage } from './pages/login/login-page';
import { consoleSignIn } from './router/console-sign-in';
import { decideSession } from './router/guard';
import { useLeaveStore } from './router/leave-store';
import { useSignInStore } from './router/sign-in-store';
import { AUTH_REDIRECT_PATH, LOGIN_PATH, NO_PERMISSION_PATH, NOT_FOUND_PATH } from './router/public-paths';

// The console (layout, menu, remote screens) is its own chunk, so the public pages stay small.
// Already here (the way into the console waits for it, boot/enter-console.tsx; typing on the
// sign-in form prefetched it): drawn at once. A lazy part that suspends shows its loading screen,
// and React then holds it back until 300 ms after that screen appeared (its reveal throttle).
const Console = reloadableLazy(loadConsole);

/**
 * The first half of the guard (spec 4), in the antd-free entry chunk: no token → login, token on
 * /login → home, public pages rendered plainly. Everything else is the console's business.
 */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  const hasToken = useAuthStore((s) => Boolean(s.token));
  const leaving = useLeaveStore((s) => s.leaving);
  const destination = useSignInStore((s) => s.destination);
  // A sign-in's destination is used once: once away from the form, a later visit goes home.
  useEffect(() => {
    if (pathname !== LOGIN_PATH && destination) useSignInStore.getState().end();
  }, [pathname, destination]);
  if (leaving) return <LeavingPage message={leaving.message} location={leaving.location} assign={browser.assign} />;

  const decision = decideSession({ pathname, search, hasToken, destination });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'guarded') return <Console />;
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage search={search} actions={consoleSignIn} />} />
      <Route path={AUTH_REDIRECT_PATH} element={<AuthRedirectPage />} />
      <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
      <Route path={NO_PERMISSION_PATH} element={<NoPermissionPage />} />
    </Routes>
  );
}
