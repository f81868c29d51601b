// The routing API every app uses, shared as one federated singleton. Sharing this curated module instead of
// the whole 'react-router' package keeps one router copy on the page while letting webpack drop the parts of
// react-router nobody uses (the data routers, server rendering): ~190 KB shared became a fraction of that.
// Apps import routing from '@portal/shared-session/routing', never from 'react-router' (lint enforces it).
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  generatePath,
  matchPath,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, Navigator, To } from 'react-router';
