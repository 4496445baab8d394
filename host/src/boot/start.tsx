import { createRoot } from 'react-dom/client';
import { hasSessionCookie, plainSignInPath } from '../gate/plain-sign-in';
import { FullPageLoading } from '../gate/reloadable-lazy';
import { signInTree } from '../gate/sign-in-tree';
import { registerHostMessages } from '../i18n/messages';
import { consoleSignInActions } from '../router/console-sign-in';
import { BASENAME } from '../router/public-paths';
import { loadRuntimeConfig } from '../runtime-config';
import { enterConsole } from './enter-console';
import { loadRouterApp } from './loaders/router-app';

/*
 * The cold start of every address but the sign-in page's own (login.html runs
 * gate/sign-in-entry.tsx instead), in named stages:
 *   1. config   runtime-config.json, asked for by index.ts while this chunk downloaded;
 *   2. decide   signed in, or the plain sign-in form (the guard's own decision, plain-sign-in.ts);
 *   3. sign in  the form alone, without the router app; typing prefetches the console's code;
 *   4. enter    the one way into the console (enter-console.tsx).
 */

registerHostMessages();

async function start(): Promise<void> {
  // 1. config
  await loadRuntimeConfig();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  // 2. decide
  const signInAt = plainSignInPath(window.location, hasSessionCookie());
  // 4. enter, signed in already: the console's code and remotes.json come beside the router app's.
  if (signInAt === null) return enterConsole(root, 'cold start', <FullPageLoading />);
  // 3. sign in, at the address the router would have redirected to (a deep link becomes /login?redirect=…).
  if (`${window.location.pathname}${window.location.search}` !== `${BASENAME}${signInAt}`) {
    window.history.replaceState(window.history.state, '', `${BASENAME}${signInAt}`);
  }
  // Then 4: the router app's guard goes where the form was asked to. Should its chunk fail to
  // load, a reload enters the console the signed-in way (the token is stored).
  const signedIn = () => void enterConsole(root, 'sign-in form', <FullPageLoading />).catch(() => window.location.reload());
  root.render(signInTree({ search: window.location.search, actions: consoleSignInActions(loadRouterApp), onSignedIn: signedIn }));
}

void start();
