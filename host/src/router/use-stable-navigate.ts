import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext } from 'react-router-dom';

export type StableNavigate = (path: string, options?: { replace?: boolean }) => void;

/** A console path as the browser addresses it: under the router's basename. */
export const withBasename = (basename: string, path: string): string => (basename === '/' ? path : `${basename.replace(/\/$/, '')}${path}`);

/*
 * navigate() for the parts of the console that the URL's query string does not concern (menu, top
 * bar, search, the API layer's redirect). React Router's useNavigate reads the route context, whose
 * value is a new object on every navigation, so each of its users rendered again whenever a list
 * changed its page or filters (kept in the URL): ~130 menu components between a list's
 * data and its rows. This hook reads only contexts that keep their value for the router's life.
 *
 * It takes absolute paths (with a query string if need be), which is all the console navigates
 * to outside screens. Under the data router it calls the router itself, as useNavigate does, so
 * leave guards (useBlocker) still apply; under a plain router (component tests) the history.
 */
export function useStableNavigate(): StableNavigate {
  // Why UNSAFE_: React Router has no public hook for the router or the navigator that does not
  // also subscribe to the location; these two contexts hold one value for the router's life. They
  // are exported for exactly this use (its own <Link> and useNavigate read them), and the host pins
  // react-router's major version; use-stable-navigate.test.tsx fails should their shape change.
  const data = useContext(UNSAFE_DataRouterContext);
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  const router = data?.router;
  return useCallback(
    (path, { replace = false } = {}) => {
      if (router) {
        void router.navigate(path, { replace });
        return;
      }
      const to = withBasename(basename, path);
      if (replace) navigator.replace(to);
      else navigator.push(to);
    },
    [router, navigator, basename],
  );
}
