import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerHostMessages } from './i18n/messages';
import { tabAwareBlockers } from './layout/tabs/tab-blockers';
import { appRouteObjects } from './router/app-router';
import { BASENAME } from './router/public-paths';
import { loadRuntimeConfig } from './runtime-config';
import { config as zodConfig } from 'zod';

// The server's CSP has no 'unsafe-eval': zod must not probe `new Function` (a CSP violation
// report on every page). Its config is global to the page, so this covers the remotes' copies too.
zodConfig({ jitless: true });
registerHostMessages();

async function main(): Promise<void> {
  await loadRuntimeConfig();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const router = tabAwareBlockers(createBrowserRouter(appRouteObjects, { basename: BASENAME }));
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void main();
