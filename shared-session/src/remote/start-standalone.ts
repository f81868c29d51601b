// Runs one remote on its own page with a mock shell: a chosen profile (?profile=guest|b2b-admin|personal),
// single-spa started so navigation behaves as in the portal.
import { registerApplication, start } from 'single-spa';
import type { RemoteDescriptor, RemoteMountProps } from '../contract/remote-descriptor';
import { underPrefix } from '../contract/area-manifest';
import {
  setGuest,
  setSignedInUser,
  setActiveOrganizations,
  selectOrganization,
} from '../session/session-actions';
import { STANDALONE_PROFILES } from './standalone-profiles';
import { recordAppDiagnostics } from '../diagnostics';

export function startStandaloneRemote(descriptor: RemoteDescriptor): void {
  const requested = new URLSearchParams(window.location.search).get('profile') ?? 'guest';
  const chosen = STANDALONE_PROFILES[requested] ?? STANDALONE_PROFILES['guest'];
  if (!chosen || chosen.profile.userStatus === 'GUEST') setGuest();
  else {
    setSignedInUser(chosen.profile, chosen.privileges);
    setActiveOrganizations(chosen.profile.activeOrganizations);
    selectOrganization(chosen.profile.userSelectedOrganization);
  }
  recordAppDiagnostics('standalone-shell');

  const banner = document.getElementById('standalone-banner');
  if (banner)
    banner.textContent = `Standalone ${descriptor.id} remote — signed in as: ${chosen?.label ?? 'Guest'}`;

  if (!descriptor.routePrefixes.some((prefix) => underPrefix(window.location.pathname, prefix))) {
    window.history.replaceState(null, '', `${descriptor.routePrefixes[0] ?? '/'}${window.location.search}`);
  }
  registerApplication<RemoteMountProps>({
    name: descriptor.id,
    app: async () => descriptor.lifecycles,
    activeWhen: () => true,
    customProps: {
      name: descriptor.id,
      domElementGetter: () => document.getElementById('standalone-root') ?? document.body,
    },
  });
  start({ urlRerouteOnly: true });
}
