// How the header gets the store's search-box module: federated in the portal (start-shell.tsx), compiled in for the
// plain bench build (plain-store-entry.tsx). Without a loader the header keeps its own plain search form.
let loader: (() => Promise<unknown>) | null = null;
let loaderReady: Promise<unknown> = Promise.resolve();

export const HEADER_WIDGET_TIMEOUT_MS = 4500;

/**
 * `ready`: the loader is not called before it settles — the shell passes the first screen (its area mounted, the
 * browser idle), so the store's remote entry and the box's chunk never compete with another area's first screen
 * (issue 18, TBT: on the dashboard they made a long task of their own before it was up). The slot keeps its place.
 */
export function setStoreSearchBoxLoader(
  load: () => Promise<unknown>,
  ready: Promise<unknown> = Promise.resolve(),
): void {
  loader = load;
  loaderReady = ready;
}

/**
 * The module, or a rejection HEADER_WIDGET_TIMEOUT_MS after the loader was called, so a hung store never leaves
 * the header waiting. `now`: the user reached for the box, so it does not wait for the first screen.
 */
export async function loadStoreSearchBox({ now = false }: { now?: boolean } = {}): Promise<unknown> {
  if (!loader) throw new Error('The store search box is not deployed');
  const load = loader;
  if (!now) await loaderReady;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The store search box did not load within ${HEADER_WIDGET_TIMEOUT_MS} ms`)),
      HEADER_WIDGET_TIMEOUT_MS,
    );
  });
  return Promise.race([load(), limit]).finally(() => clearTimeout(timer));
}
