// The pages the shell itself owns (ARCHITECTURE.md's table), each with its title. A navigation to the current
// URL re-creates the page: the routes render under a key the same-URL reload bumps. The pages' code is fetched
// per route (lazy-pages.ts), under the frame's Suspense boundary; this module itself is loaded by the frame only
// when the shell owns the URL.
import { useEffect, useSyncExternalStore } from 'react';
import { Route, Routes, useNavigate, useParams } from '@portal/shared-session/routing';
import type { ReactNode } from 'react';
import { RoutePage } from '@portal/shared-session';
import { HELP_TOPICS } from '../../shared/menus';
import { getShellPageKey, subscribeShellPageKey } from '../../shared/route-reload';
import {
  AccessDeniedPage,
  DownloadPage,
  HelpIndexPage,
  HelpTopicPage,
  LegacyBrowsersPage,
  OutagePage,
} from './lazy-pages';
import { NoOrganizationPage } from './no-organization-page';
import { SHELL_PAGE_ROUTES, TOP_LEVEL_REDIRECTS } from './shell-page-table';
import type { ShellPageRoute } from './shell-page-table';

export { HELP_TOPICS, TOP_LEVEL_REDIRECTS };

/** The sign-in pages, which the auth feature provides (composed by the portal frame). */
export interface AuthPages {
  start: ReactNode;
  login: ReactNode;
  logout: ReactNode;
  loginError: ReactNode;
}

/** Top-level redirects of spec section 2. */
function Redirect({ to }: { to: NonNullable<ShellPageRoute['to']> }) {
  const params = useParams();
  const navigate = useNavigate();
  const target = to(params);
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}

function NotFound() {
  return (
    <section>
      <h1>Page Not Found</h1>
      <p>We could not find the page you asked for.</p>
    </section>
  );
}

const page = (title: string | null, content: ReactNode) =>
  title === null ? content : <RoutePage title={title}>{content}</RoutePage>;

/** What each kind of route of the table renders. */
function element(route: ShellPageRoute, authPages: AuthPages): ReactNode {
  switch (route.kind) {
    case 'start':
      return page(route.title, authPages.start);
    case 'login':
      return page(route.title, authPages.login);
    case 'logout':
      return page(route.title, authPages.logout);
    case 'login-error':
      return page(route.title, authPages.loginError);
    case 'outage':
      return page(route.title, <OutagePage />);
    case 'legacy-browsers':
      return page(route.title, <LegacyBrowsersPage />);
    case 'access-denied':
      return page(route.title, <AccessDeniedPage />);
    case 'download':
      return page(route.title, <DownloadPage />);
    case 'no-organization':
      return page(route.title, <NoOrganizationPage />);
    case 'help':
      return page(route.title, <HelpIndexPage />);
    case 'help-topic':
      return route.slug ? page(route.title, <HelpTopicPage slug={route.slug} />) : null;
    case 'redirect':
      return route.to ? <Redirect to={route.to} /> : null;
  }
}

export function ShellRoutes({ authPages }: { authPages: AuthPages }) {
  const reloadKey = useSyncExternalStore(subscribeShellPageKey, getShellPageKey);
  return (
    <Routes key={reloadKey}>
      {SHELL_PAGE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={element(route, authPages)} />
      ))}
      <Route
        path="*"
        element={
          <RoutePage title="Page Not Found">
            <NotFound />
          </RoutePage>
        }
      />
    </Routes>
  );
}
