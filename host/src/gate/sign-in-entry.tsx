/*
 * The sign-in page's own script (login.html; a compilation of its own, without module
 * federation, so the sign-in page stays within 100 KB of JS). It takes over the form drawn into the HTML
 * at build time, with React and the form only: the console (main.js, the federation runtime, the
 * router, the API client) is loaded once someone starts filling in the form, and joins this page
 * through the handover (sign-in-handover.ts), adopting this React as its own.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { sendSignIn, sendUserInfoAfter } from '@admin/shared/api/sent-request';
import * as I18n from '@admin/shared/i18n';
import { getLocale, t } from '@admin/shared/i18n';
import { registerHostMessages } from '../i18n/messages';
import type { SignInActions } from '../pages/login/login-page';
import { BASENAME } from '../router/public-paths';
import { heldRuntimeConfig, loadRuntimeConfig } from '../runtime-config';
import { hasSessionCookie, plainSignInPath } from './plain-sign-in';
import { LOAD_TIMEOUT_MS } from '../federation/load-timeout';
import { boundedHandover, offerSignInHandover, type ConsoleBridge, type SignInHandover } from './sign-in-handover';
import { CONSOLE_ENTRY_ATTR, CONSOLE_NEXT_ATTR, CONSOLE_WARM_ATTR, HOLD_CLASS, PRERENDERED_ATTR, signInTree } from './sign-in-tree';

declare const __ADMIN_SHARED_VERSION__: string;

registerHostMessages();

const container = document.getElementById('root')!;
const consoleEntry = container.getAttribute(CONSOLE_ENTRY_ATTR)!;
const show = () => document.documentElement.classList.remove(HOLD_CLASS);
const configRead = loadRuntimeConfig();

/**
 * Asks for the files main.js will load in this page all at once (console-warm-plugin.cjs):
 * otherwise each is learnt of only once the previous one has run. Those of the console's first
 * screen come at low priority, behind the ones the sign-in call waits for.
 */
function preloadConsoleFiles(): void {
  const listed = (attr: string) => (container.getAttribute(attr) ?? '').split(' ').filter(Boolean);
  const preload = (href: string, priority: 'high' | 'low' | 'auto') => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    link.fetchPriority = priority;
    document.head.appendChild(link);
  };
  for (const href of listed(CONSOLE_WARM_ATTR)) preload(href, 'auto');
  for (const href of listed(CONSOLE_NEXT_ATTR)) preload(href, 'low');
}

/** Appends main.js; it starts the console's bootstrap, or the bridge when a handover is offered. */
function loadConsoleEntry(onError: () => void): void {
  const script = document.createElement('script');
  script.src = consoleEntry;
  // An inserted script is fetched at low priority: it must not queue behind the console's files.
  script.fetchPriority = 'high';
  script.onerror = () => {
    script.remove();
    onError();
  };
  document.head.appendChild(script);
}

let bridge: Promise<ConsoleBridge> | null = null;

/** The console joined to this page, loaded once (again after a failure). */
function consoleBridge(): Promise<ConsoleBridge> {
  bridge ??= configRead.then(
    () =>
      new Promise<ConsoleBridge>((ready, fail) => {
        const failed = (reason: unknown) => {
          bridge = null;
          fail(reason);
        };
        const shared: SignInHandover['shared'] = {
          react: { version: React.version, module: React },
          'react/jsx-runtime': { version: React.version, module: JsxRuntime },
          'react-dom': { version: ReactDOM.version, module: ReactDOM },
          'react-dom/client': { version: ReactDOM.version, module: ReactDOMClient },
          '@admin/shared/i18n': { version: __ADMIN_SHARED_VERSION__, module: I18n },
        };
        const bounded = boundedHandover(LOAD_TIMEOUT_MS, ready, failed);
        offerSignInHandover({ shared, config: heldRuntimeConfig(), ...bounded });
        preloadConsoleFiles();
        loadConsoleEntry(() => bounded.failed(new Error('console entry did not load')));
      }),
  );
  return bridge;
}

const actions: SignInActions = {
  warm: () => void consoleBridge().catch(() => undefined),
  async signIn(credentials, destination) {
    // Sent now, not once the console's code has arrived (on a slow link most of a second later):
    // the console's API client takes its answer as its own call's.
    const sent = sendSignIn(credentials);
    sent.catch(() => undefined); // reported by the client, or moot when the console fails to load
    // The user's roles are asked for as the token arrives, not once the console's client has taken
    // the answer in; the auth store takes this answer as its own read's.
    const sentInfo = sendUserInfoAfter(sent);
    sentInfo.catch(() => undefined);
    const joined = await consoleBridge().catch(() => {
      throw new Error(t('gate.loadFailed'));
    });
    await joined.signIn(credentials, destination, sent, sentInfo);
  },
};

function main(): void {
  const signInAt = plainSignInPath(window.location, hasSessionCookie());
  if (signInAt === null) {
    // A session: the console starts as on any other address (its own bootstrap, its own React).
    container.replaceChildren();
    container.removeAttribute(PRERENDERED_ATTR);
    show();
    loadConsoleEntry(() => window.location.reload());
    return;
  }
  if (`${window.location.pathname}${window.location.search}` !== `${BASENAME}${signInAt}`) {
    window.history.replaceState(window.history.state, '', `${BASENAME}${signInAt}`);
  }
  const search = window.location.search;
  let root: Root | null = null;
  // Signed in: the console draws itself into this root; its guard goes where the form was asked
  // to. Should that fail, a reload opens the console the normal way (the token is stored).
  const onSignedIn = () =>
    void consoleBridge()
      .then((b) => {
        container.removeAttribute(PRERENDERED_ATTR); // the drawn form's submit guard is done
        return b.enterConsole(root!);
      })
      .catch(() => window.location.reload());

  if (container.getAttribute(PRERENDERED_ATTR) === getLocale()) {
    // Adopt the markup as it is (drawn without runtime-config.json: no SSO address yet); the page
    // draws the SSO link itself once the config is read and the markup adopted.
    root = hydrateRoot(container, signInTree({ search, actions, onSignedIn, prerendered: true, configRead }));
    show();
    return;
  }
  // Another language than the markup's: drawn from scratch.
  container.replaceChildren();
  root = createRoot(container);
  void configRead.then(() => {
    root!.render(signInTree({ search, actions, onSignedIn }));
    show();
  });
}

main();
