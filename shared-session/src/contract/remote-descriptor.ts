// The versioned contract between the shell and a remote: what a remote's exposed './app' module exports.
import type { LifeCycles } from 'single-spa';
import type { AreaRoute } from './area-manifest';

/** Bump when the descriptor's shape changes; the shell refuses descriptors of a version it does not know. */
export const REMOTE_CONTRACT_VERSION = 1 as const;

export type RemoteRoute = AreaRoute;

/** Props the shell hands to every remote's lifecycles. */
export interface RemoteMountProps {
  name: string;
  /** the element the remote renders into, inside the shell's main area */
  domElementGetter: () => HTMLElement;
}

export interface RemoteDescriptor {
  contractVersion: typeof REMOTE_CONTRACT_VERSION;
  /** the remote id, as in its area manifest */
  id: string;
  routePrefixes: readonly string[];
  routes: readonly RemoteRoute[];
  /** build label, shown in the area so a deploy can be seen (set by PORTAL_BUILD_LABEL at build time) */
  buildLabel: string;
  lifecycles: LifeCycles<RemoteMountProps>;
}

export interface RemoteModule {
  descriptor: RemoteDescriptor;
}

export function isRemoteModule(value: unknown): value is RemoteModule {
  if (!value || typeof value !== 'object' || !('descriptor' in value)) return false;
  const d = (value as { descriptor: unknown }).descriptor;
  if (!d || typeof d !== 'object') return false;
  const candidate = d as Partial<RemoteDescriptor>;
  return (
    candidate.contractVersion === REMOTE_CONTRACT_VERSION &&
    typeof candidate.id === 'string' &&
    Array.isArray(candidate.routePrefixes) &&
    Array.isArray(candidate.routes) &&
    typeof candidate.lifecycles?.mount === 'function' &&
    typeof candidate.lifecycles.unmount === 'function' &&
    typeof candidate.lifecycles.bootstrap === 'function'
  );
}
