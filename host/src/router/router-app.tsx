import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setRuntimeConfig } from '@admin/shared/api';
import { config as zodConfig } from 'zod';
import { tabAwareBlockers } from '../layout/tabs/tab-blockers';
import { heldRuntimeConfig } from '../runtime-config';
import { appRouteObjects } from './app-router';
import { BASENAME } from './public-paths';

/*
 * Everything but the plain sign-in page runs under this data router. It is its own chunk with the
 * router, the API client (axios) and zod, so a cold visit to /login downloads none of them (sign-in
 * page ≤ 100 KB of JS); typing on the sign-in form prefetches it (boot/loaders/router-app.ts).
 */

// The server's CSP has no 'unsafe-eval': zod must not probe `new Function` (a CSP violation
// report on every page). Its config is global to the page, so this covers the remotes' copies too;
// nothing parses with zod before this chunk has run (the sign-in page has no zod).
zodConfig({ jitless: true });
// The API client's copy of runtime-config.json (the SSO address of the guard and of sign-out).
setRuntimeConfig(heldRuntimeConfig());

let router: ReturnType<typeof createBrowserRouter> | null = null;

export function RouterApp() {
  router ??= tabAwareBlockers(createBrowserRouter(appRouteObjects, { basename: BASENAME }));
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
