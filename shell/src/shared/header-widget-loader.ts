// How the header gets the store's search-box module: federated in the portal (bootstrap.tsx), compiled in for the
// plain bench build (plain-store-entry.tsx). Without a loader the header keeps its own plain search form.
let loader: (() => Promise<unknown>) | null = null;

export const HEADER_WIDGET_TIMEOUT_MS = 4500;

export function setStoreSearchBoxLoader(load: () => Promise<unknown>): void {
  loader = load;
}

/** The module, or a rejection after HEADER_WIDGET_TIMEOUT_MS so a hung store never leaves the header waiting. */
export function loadStoreSearchBox(): Promise<unknown> {
  if (!loader) return Promise.reject(new Error('The store search box is not deployed'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The store search box did not load within ${HEADER_WIDGET_TIMEOUT_MS} ms`)),
      HEADER_WIDGET_TIMEOUT_MS,
    );
  });
  return Promise.race([loader(), limit]).finally(() => clearTimeout(timer));
}
