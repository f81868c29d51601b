// The store's search box in the header (spec 2 'Store search box'): a single-spa parcel from the store remote's
// './search-box'. In the store area it is mounted once the page is idle (and, in the portal, its first screen is up:
// start-shell.tsx); elsewhere the header shows a plain stand-in form and the box loads when the user reaches for it
// (pointer or focus), so a dashboard or account page does not fetch the store's code it may never use (ADR 0049). If
// the store cannot be loaded the plain form stays, so searching never depends on one remote being up.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { mountRootParcel, navigateToUrl } from 'single-spa';
import type { Parcel } from 'single-spa';
import { isStoreSearchBoxModule, usePortalLocation, yieldToBrowser } from '@portal/shared-session';
import type { StoreSearchBoxProps } from '@portal/shared-session';
import { loadStoreSearchBox } from '../../shared/header-widget-loader';
import { areaForPath, useAreas } from '../../areas/area-registry';

/** stand-in: the plain form, the box not asked for yet; loading: asked for; fallback: the store could not be loaded */
type SlotState = 'stand-in' | 'loading' | 'mounted' | 'fallback';
/** when the box is loaded: after the first screen (store pages), or now (the user reached for the stand-in) */
type LoadStart = 'after-first-screen' | 'now';

const PLACEHOLDER: Record<StoreSearchBoxProps['variant'], string> = {
  desktop: 'Search keywords, product, model or part #',
  mobile: 'Search',
};

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

export function storeSearchUrl(query: string): string {
  const q = query.trim();
  return q ? `/pages/store/search?q=${encodeURIComponent(q)}&page=1` : '/pages/store/search?page=1';
}

function FallbackSearchForm({
  variant,
  formRef,
}: Pick<StoreSearchBoxProps, 'variant'> & { formRef: RefObject<HTMLFormElement | null> }) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigateToUrl(storeSearchUrl(query));
  };
  return (
    // named as the box is, so it is told apart from a page's own search (axe landmark-unique)
    <form
      ref={formRef}
      role="search"
      aria-label="Search the site"
      className="portal-search-fallback"
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search the store
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder={PLACEHOLDER[variant]}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit">Search</button>
    </form>
  );
}

export function StoreSearchSlot({ variant }: Pick<StoreSearchBoxProps, 'variant'>) {
  const hostRef = useRef<HTMLDivElement>(null);
  const standInRef = useRef<HTMLFormElement>(null);
  const areas = useAreas();
  const inStore = areaForPath(usePortalLocation().pathname, areas)?.id === 'store';
  // on a store page the slot stays empty until the box is up (no form flashing before it); elsewhere the stand-in
  // form is there from the start and stays until the box replaces it
  const [state, setState] = useState<SlotState>(inStore ? 'loading' : 'stand-in');
  const [loadStart, setLoadStart] = useState<LoadStart | null>(inStore ? 'after-first-screen' : null);
  // a store page reached later loads the box after its screen too (adjusted while rendering, not in an effect)
  if (inStore && !loadStart) setLoadStart('after-first-screen');

  const reachedFor = () => {
    if (loadStart) return;
    setLoadStart('now');
    setState('loading');
  };

  useEffect(() => {
    if (!loadStart) return undefined;
    let parcel: Parcel<StoreSearchBoxProps> | null = null;
    let cancelled = false;
    const load = () =>
      loadStoreSearchBox({ now: loadStart === 'now' })
        .then(async (loaded) => {
          // evaluating the store's remote entry and the box's chunk was one task; mounting is another
          await yieldToBrowser();
          if (cancelled) return;
          const domElement = hostRef.current;
          if (!isStoreSearchBoxModule(loaded) || !domElement) throw new Error('Unknown search box module');
          // what the user typed in the stand-in, and the focus, move to the box
          const standIn = standInRef.current?.querySelector('input');
          const handover = standIn
            ? { query: standIn.value, focus: standIn === document.activeElement }
            : undefined;
          parcel = mountRootParcel<StoreSearchBoxProps>(loaded.parcel, { domElement, variant, handover });
          return parcel.mountPromise.then(() => {
            if (!cancelled) setState('mounted');
          });
        })
        .catch(() => {
          if (!cancelled) setState('fallback');
        });
    const cancelIdle = loadStart === 'now' ? () => undefined : whenIdle(() => void load());
    if (loadStart === 'now') void load();
    return () => {
      cancelled = true;
      cancelIdle();
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [loadStart, variant]);

  // the plain form, unless a store page is loading the box without the user having reached for it
  const showForm =
    state === 'stand-in' || state === 'fallback' || (state === 'loading' && loadStart === 'now');
  return (
    <div
      className={`portal-header__search portal-header__search--${variant}`}
      data-search-slot={state}
      onPointerEnter={reachedFor}
      onFocus={reachedFor}
    >
      <div ref={hostRef} hidden={state === 'fallback'} />
      {showForm ? <FallbackSearchForm variant={variant} formRef={standInRef} /> : null}
    </div>
  );
}
