import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { getLocale } from '@admin/shared/i18n';
import { hasSessionCookie, plainSignInPath } from './gate/plain-sign-in';
import { HOLD_CLASS, PRERENDERED_ATTR, signInTree } from './gate/sign-in-tree';
import { registerHostMessages } from './i18n/messages';
import { loadRouterApp } from './router/console-code';
import { BASENAME } from './router/public-paths';
import { loadRuntimeConfig } from './runtime-config';

registerHostMessages();

async function showRouterApp(root: Root, container: HTMLElement): Promise<void> {
  const { RouterApp } = await loadRouterApp();
  container.removeAttribute(PRERENDERED_ATTR); // the sign-in markup's submit guard is done
  root.render(<RouterApp />);
}

async function main(): Promise<void> {
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const signInAt = plainSignInPath(window.location, hasSessionCookie());
  // The HTML of the sign-in address holds the form drawn at build time, in one locale.
  const drawnFor = container.getAttribute(PRERENDERED_ATTR);
  const show = () => document.documentElement.classList.remove(HOLD_CLASS);
  // Signed in: the router app takes over and its guard goes where the form was asked to. Should
  // its chunk fail to load, a reload opens the console the normal way (the token is stored).
  let root: Root | null = null;
  const signedIn = () => void showRouterApp(root!, container).catch(() => window.location.reload());
  // The address the router would have redirected to (a deep link becomes /login?redirect=…).
  if (signInAt !== null && `${window.location.pathname}${window.location.search}` !== `${BASENAME}${signInAt}`) {
    window.history.replaceState(window.history.state, '', `${BASENAME}${signInAt}`);
  }
  const search = window.location.search;

  if (signInAt !== null && drawnFor === getLocale()) {
    // Adopt the markup as it is (drawn without runtime-config.json: no SSO address yet), then
    // draw the SSO link once the config is read.
    root = hydrateRoot(container, signInTree({ search, onSignedIn: signedIn, prerendered: true }));
    show();
    await loadRuntimeConfig();
    root.render(signInTree({ search, onSignedIn: signedIn }));
    return;
  }
  if (drawnFor !== null) {
    container.replaceChildren(); // another locale, a session: drawn from scratch
    if (signInAt === null) container.removeAttribute(PRERENDERED_ATTR);
  }
  await loadRuntimeConfig();
  root = createRoot(container);
  show();
  if (signInAt === null) return showRouterApp(root, container);
  root.render(signInTree({ search, onSignedIn: signedIn }));
}

void main();
