import type { Root } from 'react-dom/client';
import type { RuntimeConfig, SentAnswer, SentInfo } from '@admin/shared/api';
import type { SignInActions } from '../pages/login/login-page';

/*
 * How the sign-in page's own bundle (sign-in-entry.tsx, built without module federation) and the
 * console (main.js, the federated host) meet in one page. The sign-in page loads main.js once
 * someone starts filling in the form, after putting this handover on `window`:
 * - the console's federation runtime adopts the sign-in page's React, react-dom and i18n store
 *   as its shared instances (adopt-sign-in-shares.ts), so host and remotes run with the React
 *   that already drew the form: one instance (DESIGN 3.3), and nothing downloaded twice;
 * - main.js then starts the bridge (console-bridge.tsx) instead of its own bootstrap, and hands
 *   it over through `ready`.
 * Plain data and functions only: this module is in both bundles.
 */

/** What the console offers the sign-in page. */
export interface ConsoleBridge {
  /**
   * The form's sign-in; `sent`: the sign-in call this page already sent at the click (its answer
   * is the call's); `sentInfo`: the user-info call it sent as that answer arrived.
   */
  signIn(
    credentials: Parameters<SignInActions['signIn']>[0],
    destination: string,
    sent?: Promise<SentAnswer>,
    sentInfo?: Promise<SentInfo | undefined>,
  ): Promise<void>;
  /** The one way into the console (boot/enter-console.tsx), into the root the form was drawn in. */
  enterConsole(root: Root): Promise<void>;
}

export interface SharedModule {
  version: string;
  module: object;
}

export interface SignInHandover {
  /** By share key ('react', 'react-dom/client', '@admin/shared/i18n', …). */
  shared: Record<string, SharedModule>;
  /** runtime-config.json as the sign-in page read it. */
  config: Partial<RuntimeConfig>;
  ready(bridge: ConsoleBridge): void;
  failed(reason: unknown): void;
}

const KEY = '__ADMIN_SIGN_IN__';

type WithHandover = { [KEY]?: SignInHandover };

export const signInHandover = (): SignInHandover | undefined => (globalThis as WithHandover)[KEY];

export function offerSignInHandover(handover: SignInHandover): void {
  (globalThis as WithHandover)[KEY] = handover;
}

/**
 * `ready` and `failed` of a handover that fails by itself when the console has not joined within
 * `ms`: main.js may load and then never start the bridge (a script error in its start-up), and
 * the form would wait on 登录中… for ever. The bound is the build's chunk timeout (spec 9).
 */
export function boundedHandover(
  ms: number,
  ready: (bridge: ConsoleBridge) => void,
  failed: (reason: unknown) => void,
): Pick<SignInHandover, 'ready' | 'failed'> {
  let settled = false;
  const timer = setTimeout(() => settle(() => failed(new Error(`the console did not start within ${ms} ms`))), ms);
  const settle = (then: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    then();
  };
  return { ready: (bridge) => settle(() => ready(bridge)), failed: (reason) => settle(() => failed(reason)) };
}
