// What the frame knows about each area's loading, learned from single-spa. Subscribed at module load: a
// subscription made in an effect would miss failures before React's first commit.
import { addErrorHandler, getAppStatus } from 'single-spa';
import { onPrerenderedPageRemoved } from './prerendered-page';

type Listener = () => void;
const listeners = new Set<Listener>();
const lastErrors = new Map<string, string>();
let version = 0;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

addErrorHandler((error) => {
  lastErrors.set(error.appOrParcelName, error.message);
  console.error(`[portal] ${error.appOrParcelName} failed`, error);
  notify();
});

for (const event of [
  'single-spa:before-routing-event',
  'single-spa:routing-event',
  'single-spa:app-change',
]) {
  window.addEventListener(event, notify);
}

// the prerendered first screen stands in for the loading state: once it goes, the view may show the spinner
onPrerenderedPageRemoved(notify);

export function subscribeAreaStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function areaStatusVersion(): number {
  return version;
}

export type AreaPhase = 'loading' | 'failed' | 'mounted' | 'idle';

export function areaPhase(areaId: string): AreaPhase {
  const status = getAppStatus(areaId);
  switch (status) {
    case 'LOAD_ERROR':
    case 'SKIP_BECAUSE_BROKEN':
      return 'failed';
    case 'MOUNTED':
      return 'mounted';
    case 'NOT_LOADED':
    case 'LOADING_SOURCE_CODE':
    case 'NOT_BOOTSTRAPPED':
    case 'BOOTSTRAPPING':
    case 'NOT_MOUNTED':
    case 'MOUNTING':
      return 'loading';
    default:
      return 'idle';
  }
}

export function markAreaRetried(areaId: string): void {
  lastErrors.delete(areaId);
  notify();
}
