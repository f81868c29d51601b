// Shell start: read remotes.json, register the areas, render the frame, start routing.
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { recordAppDiagnostics, setGuest, SESSION_STORE_INSTANCE_ID } from '@portal/shared-session';
import '@portal/shared-ui/tokens.css';
import './shell.css';
import { loadRemotesManifest } from './features/remote-registry/remotes-manifest-loader';
import { registerAreas, retryArea } from './features/remote-registry/register-areas';
import { PortalFrame } from './features/frame/components/portal-frame';

async function startShell() {
  recordAppDiagnostics('shell');
  document.documentElement.dataset['sessionInstance'] = SESSION_STORE_INSTANCE_ID;
  const manifest = await loadRemotesManifest();
  registerAreas(manifest);
  // Until sign-in lands every visitor is a guest.
  setGuest();
  const headerRoot = document.getElementById('shell-header');
  if (!headerRoot) throw new Error('The page skeleton has no #shell-header');
  createRoot(headerRoot).render(<PortalFrame onRetryArea={(areaId) => retryArea(areaId, manifest)} />);
  start({ urlRerouteOnly: true });
}

void startShell();
