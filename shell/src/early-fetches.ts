// The shell's start-up reads (remotes.json, portal-config.json), started by index.ts before the shared chunks load,
// so they travel alongside the JavaScript instead of after it. Each early response is handed out once; a later
// read (a retry, a test) fetches again. No shared modules here: this runs before federation negotiates them.
export const REMOTES_MANIFEST_URL = '/remotes.json';
export const PORTAL_CONFIG_URL = '/portal-config.json';
export const START_UP_FETCH_TIMEOUT_MS = 3000;

const early = new Map<string, Promise<Response>>();

/**
 * Both are read at every start and never from cache: deploying a remote is changing one line of remotes.json. The
 * time limit covers the wait for the answer only: the body is read later (after the shared chunks load), and on a
 * busy machine that later read must not be aborted by a timer that has long expired.
 */
export function fetchStartUpFile(url: string): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`${url} did not answer in time`, 'TimeoutError')),
    START_UP_FETCH_TIMEOUT_MS,
  );
  return fetch(url, { cache: 'no-store', signal: controller.signal }).finally(() => clearTimeout(timer));
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
