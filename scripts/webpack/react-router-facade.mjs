// What the console may import from 'react-router-dom' / 'react-router'. Module federation
// shares this facade instead of the package: a shared module is never tree-shaken (the
// provider cannot know what consumers use), and the whole of react-router 7 is about 60 KB
// gzip, while the declarative API below is a fraction of it. Host and remotes still get one
// router instance (one context), because every build resolves those two requests to this
// shared facade. barrel-imports-loader.cjs fails the build when code imports a name that is
// not listed here; add it here when a screen needs it.
// 'admin-real-react-router' is a resolve alias to the real package (see create-config.cjs);
// the name matches no share key, so it is bundled into the facade, tree-shaken.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useInRouterContext,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useRoutes,
  matchPath,
  matchRoutes,
  generatePath,
  resolvePath,
  createSearchParams,
  createPath,
  parsePath,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  // The host's data router, so a form with unsaved changes can hold a navigation (useBlocker).
  createBrowserRouter,
  useBlocker,
  UNSAFE_DataRouterContext,
} from 'admin-real-react-router';
// The DOM one, as react-router-dom exports it: with ReactDOM.flushSync, so a list's own change of
// its query (page, search) can be drawn at once instead of in a transition.
export { RouterProvider } from 'admin-real-react-router-dom';
