import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, UNSAFE_DataRouterContext, UNSAFE_NavigationContext } from 'react-router-dom';
import { useStableNavigate, withBasename } from './use-stable-navigate';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path inside the console (without the basename). */
  to: string;
}

/*
 * A link to a console path for the menu and the breadcrumb, which render again only when the path
 * changes. React Router's <Link> reads the location and the route context, so each of the menu's
 * 27 links rendered again on every change of a list's query string (see use-stable-navigate.ts).
 * This one behaves as <Link> for a person: a plain click navigates inside the console; a click with
 * a modifier, another button or a target is left to the browser (new tab, copy address). As with
 * <Link>, following a link to the address already shown replaces the history entry, so back does
 * not return to the same page.
 */
export function PathLink({ to, onClick, ...rest }: Props) {
  // Why UNSAFE_: the basename and the router without a subscription to the location, as in
  // use-stable-navigate.ts (the same two contexts React Router's own <Link> reads).
  const { basename } = useContext(UNSAFE_NavigationContext);
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigate = useStableNavigate();
  const href = withBasename(basename, to);
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || (rest.target && rest.target !== '_self')) return;
    e.preventDefault();
    // Read at the click, not subscribed to: the link renders again only when its props change.
    // The router's location carries the basename; `to` does not.
    const here = router ? createPath(router.state.location) : null;
    navigate(to, { replace: here === href });
  };
  return <a {...rest} href={href} onClick={follow} />;
}
