import { StrictMode } from 'react';
import { LoginPage } from '../pages/login/login-page';

/*
 * The sign-in address is drawn twice from this one tree: at build time into the HTML the server
 * sends for /admin/login (render-sign-in.tsx, issue 15: first paint before any script), and in
 * the browser, where hydrateRoot takes that markup over. The two must be the same element for
 * React to adopt the markup instead of redrawing it.
 */

/** #root's attribute when it holds the build's sign-in markup; its value is the markup's locale. */
export const PRERENDERED_ATTR = 'data-prerendered';
/** <html>'s class while the markup is hidden (another language, a session): bootstrap removes it. */
export const HOLD_CLASS = 'hp-hold';

export interface SignInTreeProps {
  search: string;
  onSignedIn?: () => void;
  prerendered?: boolean;
}

export const signInTree = ({ search, onSignedIn, prerendered }: SignInTreeProps) => (
  <StrictMode>
    <LoginPage search={search} onSignedIn={onSignedIn} prerendered={prerendered} />
  </StrictMode>
);
