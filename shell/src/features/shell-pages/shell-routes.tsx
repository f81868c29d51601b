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
import { NO_ORGANIZATION_TITLE, NoOrganizationPage } from './no-organization-page';

export { HELP_TOPICS };

/** The sign-in pages, which the auth feature provides (composed by the portal frame). */
export interface AuthPages {
  start: ReactNode;
  login: ReactNode;
  logout: ReactNode;
  loginError: ReactNode;
}

type Params = Record<string, string | undefined>;

/** Top-level redirects of spec section 2 (force-reinitialize is the start page, below). */
export const TOP_LEVEL_REDIRECTS: readonly { path: string; to: (params: Params) => string }[] = [
  { path: '/viewSr/:srId', to: (p) => `/pages/dashboard/equipment/service/details/${p['srId'] ?? ''}` },
  {
    path: '/viewEvent/:instanceId',
    to: (p) => `/pages/dashboard/equipment/fleetservices/event-details/${p['instanceId'] ?? ''}/`,
  },
  { path: '/viewAPN/:apnId', to: (p) => `/pages/dashboard/equipment/apns/details/${p['apnId'] ?? ''}` },
];

/** Top-level redirects of spec section 2. */
function Redirect({ to }: { to: (params: Params) => string }) {
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

const page = (title: string, content: ReactNode) => <RoutePage title={title}>{content}</RoutePage>;

export function ShellRoutes({ authPages }: { authPages: AuthPages }) {
  const reloadKey = useSyncExternalStore(subscribeShellPageKey, getShellPageKey);
  return (
    <Routes key={reloadKey}>
      <Route path="/" element={<RoutePage title="Home">{authPages.start}</RoutePage>} />
      <Route path="/login" element={authPages.login} />
      <Route path="/logout" element={authPages.logout} />
      <Route path="/outage" element={page('Service Outage', <OutagePage />)} />
      <Route
        path="/pages/legacy-browsers"
        element={page('Your Browser is Not Supported', <LegacyBrowsersPage />)}
      />
      <Route path="/pages/store/accessDenied" element={page('Access Denied', <AccessDeniedPage />)} />
      <Route path="/pages/store/login/error" element={authPages.loginError} />
      <Route path="/pages/download" element={page('Download Report', <DownloadPage />)} />
      <Route path="/pages/noOrganization" element={page(NO_ORGANIZATION_TITLE, <NoOrganizationPage />)} />
      <Route path="/pages/help" element={page('Help Center', <HelpIndexPage />)} />
      {HELP_TOPICS.map((topic) => (
        <Route
          key={topic.slug}
          path={`/pages/help/${topic.slug}`}
          element={page(topic.title, <HelpTopicPage slug={topic.slug} />)}
        />
      ))}
      {TOP_LEVEL_REDIRECTS.map((redirect) => (
        <Route key={redirect.path} path={redirect.path} element={<Redirect to={redirect.to} />} />
      ))}
      <Route path="/force-reinitialize" element={<RoutePage title="Home">{authPages.start}</RoutePage>} />
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
