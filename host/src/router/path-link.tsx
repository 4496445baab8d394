import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { useStableNavigate } from './use-stable-navigate';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path inside the console (without the basename). */
  to: string;
}

/*
 * A link to a console path for the menu and the breadcrumb, which render again only when the path
 * changes. React Router's <Link> reads the location and the route context, so each of the menu's
 * 27 links rendered again on every change of a list's query string (see use-stable-navigate.ts).
 * This one behaves as <Link> for a person: a plain click navigates inside the console; a click with
 * a modifier, another button or a target is left to the browser (new tab, copy address).
 */
export function PathLink({ to, onClick, ...rest }: Props) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  const navigate = useStableNavigate();
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || (rest.target && rest.target !== '_self')) return;
    e.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={basename === '/' ? to : `${basename.replace(/\/$/, '')}${to}`} onClick={follow} />;
}
