// The pages the shell itself owns (ARCHITECTURE.md's table), each with its title.
import { useEffect } from 'react';
import { Route, Routes, useNavigate, useParams } from '@portal/shared-session/routing';
import type { ReactNode } from 'react';
import { PlannedPage, RoutePage } from '@portal/shared-session';

export const HELP_TOPICS = [
  { slug: 'contact-us', title: 'Contact Us' },
  { slug: 'my-account', title: 'My Account Help' },
  { slug: 'login-and-registration', title: 'Login and Registration' },
  { slug: 'order-tracking', title: 'Order Tracking' },
  { slug: 'returns-and-exchanges', title: 'Returns and Exchanges' },
  { slug: 'shipping', title: 'Shipping' },
  { slug: 'other-help-topics', title: 'Other Help Topics' },
] as const;

/** The sign-in pages, which the auth feature provides (composed by the portal frame). */
export interface AuthPages {
  start: ReactNode;
  login: ReactNode;
  logout: ReactNode;
  loginError: ReactNode;
}

/** Top-level redirects of spec section 2. */
function Redirect({ to }: { to: (params: Record<string, string | undefined>) => string }) {
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

const planned = (title: string) => (
  <RoutePage title={title}>
    <PlannedPage title={title} />
  </RoutePage>
);

export function ShellRoutes({ authPages }: { authPages: AuthPages }) {
  return (
    <Routes>
      <Route path="/" element={<RoutePage title="Home">{authPages.start}</RoutePage>} />
      <Route path="/login" element={authPages.login} />
      <Route path="/logout" element={authPages.logout} />
      <Route path="/outage" element={planned('Outage')} />
      <Route path="/pages/legacy-browsers" element={planned('Your Browser is Not Supported')} />
      <Route path="/pages/store/accessDenied" element={planned('Access Denied')} />
      <Route path="/pages/store/login/error" element={authPages.loginError} />
      <Route path="/pages/download" element={planned('Download Report')} />
      <Route path="/pages/help" element={planned('Help')} />
      {HELP_TOPICS.map((topic) => (
        <Route key={topic.slug} path={`/pages/help/${topic.slug}`} element={planned(topic.title)} />
      ))}
      <Route
        path="/viewSr/:srId"
        element={<Redirect to={(p) => `/pages/dashboard/equipment/service/details/${p['srId'] ?? ''}`} />}
      />
      <Route
        path="/viewEvent/:instanceId"
        element={
          <Redirect
            to={(p) => `/pages/dashboard/equipment/fleetservices/event-details/${p['instanceId'] ?? ''}/`}
          />
        }
      />
      <Route
        path="/viewAPN/:apnId"
        element={<Redirect to={(p) => `/pages/dashboard/equipment/apns/details/${p['apnId'] ?? ''}`} />}
      />
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
