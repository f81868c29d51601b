// The shell's start-up reads (remotes.json, portal-config.json), started by index.ts before the shared chunks load,
// so they travel alongside the JavaScript instead of after it. Each early response is handed out once; a later
// read (a retry, a test) fetches again. No shared modules here: this runs before federation negotiates them.
export const REMOTES_MANIFEST_URL = '/remotes.json';
export const PORTAL_CONFIG_URL = '/portal-config.json';
export const START_UP_FETCH_TIMEOUT_MS = 3000;

const early = new Map<string, Promise<Response>>();

/** Both are read at every start and never from cache: deploying a remote is changing one line of remotes.json. */
export function fetchStartUpFile(url: string): Promise<Response> {
  return fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(START_UP_FETCH_TIMEOUT_MS) });
}

export function startEarlyFetches(urls: readonly string[] = [REMOTES_MANIFEST_URL, PORTAL_CONFIG_URL]): void {
  for (const url of urls) {
    const response = fetchStartUpFile(url);
    // a failure is reported by whoever takes it; don't let it surface as unhandled before then
    response.catch(() => undefined);
    early.set(url, response);
  }
}

/** The early response for this URL if one is waiting, else a new fetch. */
export function takeStartUpFile(url: string): Promise<Response> {
  const waiting = early.get(url);
  early.delete(url);
  return waiting ?? fetchStartUpFile(url);
}
