// The react-router-dom the host provides to the page in production (shared-dependencies.cjs): only the
// exports any app may import (contract.cjs, ROUTER_USED_EXPORTS), so the bundler drops the rest of
// react-router (its server rendering, cookies, data-mode helpers). Module Federation cannot tree-shake
// an eager shared module itself: the host provides this module under the name react-router-dom
// instead (decisions/installable.md, 48.5 → 26.8 KiB Brotli). It imports react-router, which
// react-router-dom only re-exports (the same files: one router on the page); importing
// react-router-dom here would consume the shared module from inside itself.
// host/src/app/router-exports.test.ts checks that it exports exactly ROUTER_USED_EXPORTS.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createSearchParams,
  generatePath,
  matchPath,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
