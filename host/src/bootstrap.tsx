import { createRoot, type Root } from 'react-dom/client';
import { hasSessionCookie, plainSignInPath } from './gate/plain-sign-in';
import { signInTree } from './gate/sign-in-tree';
import { registerHostMessages } from './i18n/messages';
import { loadRouterApp, startConsoleRemotes } from './router/console-code';
import { consoleSignIn } from './router/console-sign-in';
import { BASENAME } from './router/public-paths';
import { loadRuntimeConfig } from './runtime-config';

// Every address but the sign-in page's own (login.html runs gate/sign-in-entry.tsx instead).
registerHostMessages();

async function showRouterApp(root: Root): Promise<void> {
  const { RouterApp } = await loadRouterApp();
  root.render(<RouterApp />);
}

async function main(): Promise<void> {
  await loadRuntimeConfig();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const signInAt = plainSignInPath(window.location, hasSessionCookie());
  if (signInAt === null) {
    // Signed in: the console's chunk and remotes.json come beside the router's chunk, not after it.
    void startConsoleRemotes();
    return showRouterApp(root);
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
