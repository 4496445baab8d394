import { StrictMode } from 'react';
import { LoginPage, type SignInActions } from '../pages/login/login-page';

/*
 * The sign-in address is drawn twice from this one tree: at build time into the HTML the server
 * sends for /admin/login (render-sign-in.tsx: first paint before any script), and in
 * the browser, where hydrateRoot takes that markup over. The two must be the same element for
 * React to adopt the markup instead of redrawing it.
 */

/** #root's attribute when it holds the build's sign-in markup; its value is the markup's locale. */
export const PRERENDERED_ATTR = 'data-prerendered';
/** #root's attribute naming the console's entry (main.js with its version), for the sign-in page to load. */
export const CONSOLE_ENTRY_ATTR = 'data-console-entry';
/** #root's attribute listing (space-separated) the console's files the sign-in page needs once warmed up. */
export const CONSOLE_WARM_ATTR = 'data-console-warm';
/** #root's attribute listing the files of the console's first screen, fetched then at low priority. */
export const CONSOLE_NEXT_ATTR = 'data-console-next';
/** <html>'s class while the markup is hidden (another language, a session): bootstrap removes it. */
export const HOLD_CLASS = 'hp-hold';

export interface SignInTreeProps {
  search: string;
  actions: SignInActions;
  onSignedIn?: () => void;
  prerendered?: boolean;
  /** With `prerendered`: the page takes the config in by itself once read (see LoginPage). */
  configRead?: Promise<unknown>;
}

export const signInTree = ({ search, actions, onSignedIn, prerendered, configRead }: SignInTreeProps) => (
  <StrictMode>
    <LoginPage search={search} actions={actions} onSignedIn={onSignedIn} prerendered={prerendered} configRead={configRead} />
  </StrictMode>
);
