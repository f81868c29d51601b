// Where the portal API lives. Everything is served on one origin, so the default is '/api'.
let apiBase = '/api';

export function getApiBase(): string {
  return apiBase;
}

/** For standalone pages or tests that talk to an API elsewhere. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

/** Spec 9: "Job poll delay 2000 ms." */
export const JOB_POLL_DELAY_MS = 2000;
