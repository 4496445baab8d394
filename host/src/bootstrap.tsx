import { createRoot, type Root } from 'react-dom/client';
import { hasSessionCookie, plainSignInPath } from './gate/plain-sign-in';
import { FullPageLoading } from './gate/reloadable-lazy';
import { signInTree } from './gate/sign-in-tree';
import { registerHostMessages } from './i18n/messages';
import { loadHome, loadRouterApp, startConsoleRemotes } from './router/console-code';
import { consoleSignIn } from './router/console-sign-in';
import { BASENAME, HOME_PATH, routerPathOf } from './router/public-paths';
import { loadRuntimeConfig } from './runtime-config';

// Every address but the sign-in page's own (login.html runs gate/sign-in-entry.tsx instead).
registerHostMessages();

/** How long the console's code may take before the page says it is loading (a fast load never flashes it). */
const SAY_LOADING_AFTER_MS = 300;

/** Draws the router app once its code and `first` are here. */
async function showRouterApp(root: Root, first: Promise<unknown> = Promise.resolve()): Promise<void> {
  // A plain render, not a Suspense fallback: nothing holds the console back once it can be drawn.
  const slow = setTimeout(() => root.render(<FullPageLoading />), SAY_LOADING_AFTER_MS);
  try {
    const [{ RouterApp }] = await Promise.all([loadRouterApp(), first]);
    root.render(<RouterApp />);
  } finally {
    clearTimeout(slow);
  }
}

async function main(): Promise<void> {
  await loadRuntimeConfig();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const signInAt = plainSignInPath(window.location, hasSessionCookie());
  if (signInAt === null) {
    // Signed in: the console's chunk and remotes.json come beside the router's chunk, not after it.
    // The console is drawn once its code is here (and the home's, on the home's address): a part
    // that suspends on its first drawing shows its loading screen, and React then holds the part
    // back until 300 ms after that screen appeared (its reveal throttle). A direct visit to the
    // home waited twice so, ~280 ms each, with nothing left to load.
    const path = routerPathOf(window.location.pathname);
    const home = path === HOME_PATH || path === '/' ? loadHome().catch(() => undefined) : undefined;
    return showRouterApp(root, Promise.all([startConsoleRemotes(), home]));
  }
  // The address the router would have redirected to (a deep link becomes /login?redirect=…).
  if (`${window.location.pathname}${window.location.search}` !== `${BASENAME}${signInAt}`) {
    window.history.replaceState(window.history.state, '', `${BASENAME}${signInAt}`);
  }
  // Signed in: the router app takes over and its guard goes where the form was asked to. Should
  // its chunk fail to load, a reload opens the console the normal way (the token is stored).
  const signedIn = () => void showRouterApp(root).catch(() => window.location.reload());
  root.render(signInTree({ search: window.location.search, actions: consoleSignIn, onSignedIn: signedIn }));
}

void main();
