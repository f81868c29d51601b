// Runs one remote on its own page with a mock shell, for its team and QA (issue 42): a bar that signs in for real
// through the portal's identity provider (standalone-session.ts) or stays a guest, single-spa started so navigation
// behaves as in the portal, and the area's own guards applied as the shell applies them, so a page the user may not
// open is refused here too. A subpath of its own (@portal/shared-session/standalone): the portal's shell, which
// shares the package's main entry whole, never carries it.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { registerApplication, start } from 'single-spa';
import type { RemoteDescriptor, RemoteMountProps } from '../contract/remote-descriptor';
import { underPrefix } from '../contract/area-manifest';
import type { AreaManifest } from '../contract/area-manifest';
import { accessDeniedUrl, decideAreaPath, guardSubjectOf } from '../contract/area-guard';
import type { GuardDecision } from '../contract/area-guard';
import { sessionStore } from '../session/session-store';
import { useSession } from '../session/session-hooks';
import { isGuest } from '../session/profile';
import type { DetailedProfile } from '../session/startup';
import { recordAppDiagnostics } from '../diagnostics';
import { replaceUrl } from './portal-location';
import { startStandaloneSession } from './standalone-session';
import type { StandaloneSession } from './standalone-session';

export interface StandaloneOptions {
  /** the remote's area manifest (src/area.ts): its guards decide which pages the signed-in user may open */
  area: AreaManifest;
  /** @portal/api-client's fetchDetailedProfile (a singleton cannot import the versioned client) */
  fetchProfile: (accessToken: string) => Promise<DetailedProfile>;
  /** starts the remote's mock API (README "A mock API"): the page then runs without a portal */
  mockApi?: () => Promise<void>;
}

interface SeedUserChoice {
  email: string;
  name: string;
  organization: string | null;
  roles: string[];
}

/** The seeded users the portal offers in development (GET /api/dev/seed-users.json); none elsewhere. */
async function seedUsers(): Promise<SeedUserChoice[]> {
  try {
    const response = await fetch('/api/dev/seed-users.json');
    if (!response.ok) return [];
    return ((await response.json()) as { users: SeedUserChoice[] }).users;
  } catch {
    return [];
  }
}

function decide(area: AreaManifest): GuardDecision {
  const { pathname, search } = window.location;
  return decideAreaPath(area, pathname, `${pathname}${search}`, guardSubjectOf(sessionStore.getState()));
}

/** What the portal would do instead of showing the page, said in words: no shell here to take the user there. */
function refusalText(decision: GuardDecision, email: string | null): { title: string; text: string } | null {
  switch (decision.kind) {
    case 'allow':
      return null;
    case 'login':
      return { title: 'Sign in to see this page', text: 'This page is for signed-in users.' };
    case 'changeCompany':
      return {
        title: 'Change company to proceed',
        text: 'This page is only for the company the user registered with.',
      };
    case 'redirect':
      return decision.to.startsWith(accessDeniedUrl('').split('?')[0] ?? '')
        ? { title: 'Access Denied', text: `${email ?? 'This user'} may not open this page.` }
        : {
            title: 'Not for this user',
            text: `The portal would send ${email ?? 'this user'} to ${decision.to}.`,
          };
  }
}

/** Where the API client's interceptor sends the page when the API cannot be reached (the portal's outage page). */
const OUTAGE_PATH = '/outage/';

/**
 * The portal's outage page, standalone: says what failed and tries again, back to the page that failed once the
 * portal's API answers.
 */
function Outage({ returnTo }: { returnTo: string }) {
  const [stillDown, setStillDown] = useState(false);
  const tryAgain = async () => {
    const up = await fetch('/api/health', { cache: 'no-store' })
      .then(async (response) => ((await response.json()) as { status?: string }).status === 'UP')
      .catch(() => false);
    if (up) replaceUrl(returnTo);
    else setStillDown(true);
  };
  return (
    <section role="alert" data-standalone-refusal="outage">
      <h1>The portal&apos;s API cannot be reached</h1>
      <p>{`A request of ${returnTo} got no answer from the portal's API (/api), and /api/health does not answer UP.`}</p>
      {stillDown ? <p>Still unavailable. Please try again in a moment.</p> : null}
      <button type="button" onClick={() => void tryAgain()}>
        Try again
      </button>
    </section>
  );
}

/** The session's toasts (the API interceptor's messages): the portal shows them in its frame, this page here. */
function Toasts() {
  const toasts = useSession((state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <ul aria-label="Messages">
      {toasts.map((toast) => (
        <li key={toast.id} role={toast.kind === 'error' ? 'alert' : 'status'}>
          {toast.message}
        </li>
      ))}
    </ul>
  );
}

function StandaloneBar(props: {
  remoteId: string;
  session: StandaloneSession;
  users: readonly SeedUserChoice[];
  decision: GuardDecision;
  /** the last page of the area shown, when the page is on the outage path */
  outageOf: string | null;
}) {
  const { session, users, decision } = props;
  const profile = useSession((state) => state.profile);
  const organization = useSession((state) => state.selectedOrganization?.name ?? null);
  const [email, setEmail] = useState('');
  const guest = isGuest(profile);
  const who = guest ? 'Guest' : `${profile.email ?? ''}${organization ? ` (${organization})` : ''}`;
  const refusal = refusalText(decision, profile.email);
  return (
    <>
      <p role="note" className="standalone-banner">
        {`Standalone ${props.remoteId} remote — signed in as: ${who}`}
      </p>
      {session.problem ? <p role="status">{session.problem}</p> : null}
      {session.signIn && guest ? (
        <form
          aria-label="Standalone sign-in"
          onSubmit={(event) => {
            event.preventDefault();
            void session.signIn?.(email);
          }}
        >
          <label>
            Sign in as{' '}
            <input
              type="email"
              name="email"
              list="standalone-seed-users"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="any e-mail, or a seeded user"
            />
          </label>
          <datalist id="standalone-seed-users">
            {users.map((user) => (
              <option key={user.email} value={user.email}>
                {`${user.name} — ${user.roles.join(', ') || 'personal'}${user.organization ? `, ${user.organization}` : ''}`}
              </option>
            ))}
          </datalist>{' '}
          <button type="submit">Sign in</button>
        </form>
      ) : null}
      {session.signOut && !guest ? (
        <button type="button" onClick={() => void session.signOut?.()}>
          Sign out
        </button>
      ) : null}
      <Toasts />
      {props.outageOf !== null ? <Outage returnTo={props.outageOf} /> : null}
      {refusal ? (
        <section role="alert" data-standalone-refusal={decision.kind}>
          <h1>{refusal.title}</h1>
          <p>{refusal.text}</p>
        </section>
      ) : null}
    </>
  );
}

export async function startStandaloneRemote(
  descriptor: RemoteDescriptor,
  options: StandaloneOptions,
): Promise<void> {
  recordAppDiagnostics('standalone-shell');
  const home = descriptor.routePrefixes[0] ?? '/';
  if (options.mockApi) await options.mockApi();
  const session = await startStandaloneSession(home, options.fetchProfile, options.mockApi !== undefined);
  const inArea = () =>
    descriptor.routePrefixes.some((prefix) => underPrefix(window.location.pathname, prefix));
  if (!inArea()) replaceUrl(`${home}${window.location.search}`);

  const barElement = document.createElement('div');
  barElement.className = 'standalone-bar';
  const banner = document.getElementById('standalone-banner');
  if (banner) banner.replaceWith(barElement);
  else document.body.prepend(barElement);
  const bar = createRoot(barElement);
  const users = session.signIn ? await seedUsers() : [];
  let lastInArea = `${window.location.pathname}${window.location.search}`;
  const render = () => {
    const here = `${window.location.pathname}${window.location.search}`;
    if (inArea()) lastInArea = here;
    let decision = decide(options.area);
    // a redirect inside this area (an internal associate to associateLanding) is followed, as the shell would
    if (decision.kind === 'redirect') {
      const target = new URL(decision.to, window.location.origin);
      if (descriptor.routePrefixes.some((prefix) => underPrefix(target.pathname, prefix))) {
        replaceUrl(decision.to);
        decision = decide(options.area);
      }
    }
    bar.render(
      <StandaloneBar
        remoteId={descriptor.id}
        session={session}
        users={users}
        decision={decision}
        outageOf={window.location.pathname === OUTAGE_PATH ? lastInArea : null}
      />,
    );
  };
  render();
  window.addEventListener('single-spa:before-routing-event', render);

  registerApplication<RemoteMountProps>({
    name: descriptor.id,
    app: async () => descriptor.lifecycles,
    // a page the area's guard refuses is not mounted, nor a page outside the area (the outage page): the bar says
    // why instead
    activeWhen: () => inArea() && decide(options.area).kind === 'allow',
    customProps: {
      name: descriptor.id,
      domElementGetter: () => document.getElementById('standalone-root') ?? document.body,
    },
  });
  start({ urlRerouteOnly: true });
}
