import { Activity, memo, useContext, useLayoutEffect, useMemo, useRef, useState, type ContextType, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import type { ConsoleRoute } from '@admin/shared/contract';
import { RouteView } from '../../console/route-view';
import { useDrawnAhead } from './drawn-ahead';
import { useTabsStore } from './tabs-store';

interface Props {
  /** The page shown now (a screen route's pathname), or null when no screen is shown. */
  active: string | null;
  routes: ConsoleRoute[];
  remoteOf(path: string): string | undefined;
}

/** A hidden page's props do not change while others are shown: it is not rendered again for them. */
const PageView = memo(RouteView);

const scrollingElement = () => document.scrollingElement ?? document.documentElement;

/**
 * Every open page whose tree is kept alive, each in an <Activity>: the shown one visible, the
 * others hidden with their state (filters, page, an open form) and their DOM. A hidden page keeps
 * seeing the location it last had, so its URL-state hooks do not react to the shown page's URL;
 * its effects are cleaned up while hidden and run again when it is shown. The window's scroll
 * position is remembered per page.
 */
export function TabPanes({ active, routes, remoteOf }: Props) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = useContext(RouteContext);
  // Per console (and so per router): a route context belongs to the router that made it.
  const [contexts] = useState(() => new WeakMap<Location, PageContextValues>());
  const alive = useTabsStore((s) => s.alive);
  // The open tabs as far as the panes use them: the shown page's stored query is not read (it is
  // drawn at the router's location), so a new page or search of a list, which updates that query
  // a moment after the page has drawn it, does not render the panes again.
  const tabsKey = useTabsStore((s) => s.tabs.map((t) => (t.path === active ? t.path : `${t.path}${t.search}`)).join('\n'));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- tabsKey names what is read here
  const tabs = useMemo(() => useTabsStore.getState().tabs, [tabsKey]);
  const ahead = useDrawnAhead((s) => s.paths);
  const [locations, setLocations] = useState<Record<string, Location>>({});
  const [shown, setShown] = useState<{ path: string | null; location: Location }>({ path: active, location });
  const [scrolls, setScrolls] = useState<Record<string, number>>({});

  // The page being hidden keeps the location it had; its scroll position is read now, before
  // the commit that hides it (afterwards the browser has clamped it).
  if (shown.path !== active || shown.location !== location) {
    const hidden = shown.path !== active ? shown.path : null;
    setShown({ path: active, location });
    if (hidden) {
      setLocations((l) => ({ ...l, [hidden]: shown.location }));
      setScrolls((s) => ({ ...s, [hidden]: scrollingElement().scrollTop }));
    }
  }

  // The console's first page starts at the top anyway: writing scrollTop there would only force a
  // layout of the whole page in the middle of its first commit (click 登录 → home).
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    const first = firstPage.current;
    firstPage.current = false;
    if (active && !(first && scrolls[active] === undefined)) scrollingElement().scrollTop = scrolls[active] ?? 0;
    // Only when another page is shown, not on every remembered position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  // In bar order, so a page's DOM does not move when another one is shown; pages drawn ahead
  // of their opening (drawn-ahead.ts) after them, where a newly opened page's tab goes.
  const panes = useMemo(() => {
    const paths = tabs.map((t) => t.path).filter((p) => p === active || alive.includes(p));
    const open = active && !paths.includes(active) ? [...paths, active] : paths;
    return [...open, ...ahead.filter((p) => !open.includes(p))];
  }, [tabs, alive, active, ahead]);

  const host = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={host} className="hl-pages" />
      {panes.map((path) => {
        const visible = path === active;
        const kept = locations[path] ?? ownLocation(path, tabs.find((t) => t.path === path)?.search ?? '');
        // Shown at the address it was drawn for, a page keeps that location: drawn ahead, it is
        // then shown without being rendered again (drawn-ahead.ts).
        // One object per address (addressOf): the shown page is drawn once for a new address, not
        // again when the tab's stored query catches up with it (an effect, a moment later).
        const own = addressOf(visible && !sameAddress(location, kept) ? location : kept);
        return (
          <KeptPage key={path} visible={visible} into={host}>
            <PageContexts cache={contexts} location={own} navigationType={navigationType} route={route}>
              <PageView routes={routes} remoteOf={remoteOf} location={own} />
            </PageContexts>
          </KeptPage>
        );
      })}
    </>
  );
}

/**
 * A page rendered into a node of its own that sits in the content area only while shown: hidden,
 * it is out of the document (not merely display:none), so nothing that looks the page up — the
 * browser's find, a test's selector, another screen's query — meets a second copy of a screen.
 */
function KeptPage({ visible, into, children }: { visible: boolean; into: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  const [node] = useState(() => {
    const div = document.createElement('div');
    div.className = 'hl-page';
    return div;
  });
  return (
    <>
      <Attach node={node} into={into} visible={visible} />
      {createPortal(<Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>, node)}
    </>
  );
}

/** Before the page's own layout effects (an earlier sibling's run first), so they measure it in place. */
function Attach({ node, into, visible }: { node: HTMLElement; into: RefObject<HTMLDivElement | null>; visible: boolean }) {
  useLayoutEffect(() => {
    if (!visible || !into.current) return;
    into.current.appendChild(node);
    return () => node.remove();
  }, [node, into, visible]);
  return null;
}

type RouteContextValue = ContextType<typeof RouteContext>;
type PageContextValues = { location: { location: Location; navigationType: NavigationType }; route: RouteContextValue };

/**
 * The router's contexts as a page sees them, one set per location the page is drawn at: a hidden
 * page keeps the same objects while others are shown. Under the router's own, every navigation
 * drew every kept page again: the route context (its matches) and the location are new objects
 * on each one, <Routes> and the page's links and URL hooks read them, and <Routes> then handed its
 * page a new location object too. A hidden home was ~180 components for each page or filter change
 * of a list; every kept list, all its rows.
 */
interface PageContextsProps {
  cache: WeakMap<Location, PageContextValues>;
  location: Location;
  navigationType: NavigationType;
  route: RouteContextValue;
  children: ReactNode;
}
function PageContexts({ cache, location, navigationType, route, children }: PageContextsProps) {
  let known = cache.get(location);
  if (!known) cache.set(location, (known = { location: { location, navigationType }, route }));
  return (
    <RouteContext.Provider value={known.route}>
      <LocationContext.Provider value={known.location}>{children}</LocationContext.Provider>
    </RouteContext.Provider>
  );
}

/** One object per address, so a page given it again is not rendered again (PageView is memo). */
const ownLocations = new Map<string, Location>();
/** Addresses remembered (oldest forgotten first): a long session visits many pages and queries. */
const OWN_LOCATIONS_CAP = 500;
function ownLocation(pathname: string, search: string): Location {
  const address = `${pathname}${search}`;
  let known = ownLocations.get(address);
  if (!known) {
    ownLocations.set(address, (known = { pathname, search, hash: '', state: null, key: `tab:${pathname}` }));
    if (ownLocations.size > OWN_LOCATIONS_CAP) ownLocations.delete(ownLocations.keys().next().value!);
  }
  return known;
}

/** The address's one object for a plain location (no hash, no state); any other as it is. */
const addressOf = (l: Location): Location => (l.hash === '' && l.state == null ? ownLocation(l.pathname, l.search) : l);

const sameAddress = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state == null && b.state == null;
