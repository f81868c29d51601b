// The store's search box in the header (spec 2 'Store search box'): a single-spa parcel from the store remote's
// './search-box', mounted once the page is idle (and, in the portal, its first screen is up: start-shell.tsx). If the
// store cannot be loaded the header offers a plain search form to the store's search page instead, so searching
// never depends on one remote being up.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { mountRootParcel, navigateToUrl } from 'single-spa';
import type { Parcel } from 'single-spa';
import { isStoreSearchBoxModule, yieldToBrowser } from '@portal/shared-session';
import type { StoreSearchBoxProps } from '@portal/shared-session';
import { loadStoreSearchBox } from '../../shared/header-widget-loader';

type SlotState = 'loading' | 'mounted' | 'fallback';

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

function FallbackSearchForm({ variant }: StoreSearchBoxProps) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigateToUrl(storeSearchUrl(query));
  };
  return (
    <form role="search" className="portal-search-fallback" onSubmit={submit}>
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

export function StoreSearchSlot({ variant }: StoreSearchBoxProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SlotState>('loading');

  useEffect(() => {
    let parcel: Parcel<StoreSearchBoxProps> | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      loadStoreSearchBox()
        .then(async (loaded) => {
          // evaluating the store's remote entry and the box's chunk was one task; mounting is another
          await yieldToBrowser();
          if (cancelled) return;
          const domElement = hostRef.current;
          if (!isStoreSearchBoxModule(loaded) || !domElement) throw new Error('Unknown search box module');
          parcel = mountRootParcel<StoreSearchBoxProps>(loaded.parcel, { domElement, variant });
          return parcel.mountPromise.then(() => {
            if (!cancelled) setState('mounted');
          });
        })
        .catch(() => {
          if (!cancelled) setState('fallback');
        });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [variant]);

  return (
    <div className={`portal-header__search portal-header__search--${variant}`} data-search-slot={state}>
      <div ref={hostRef} hidden={state === 'fallback'} />
      {state === 'fallback' ? <FallbackSearchForm variant={variant} /> : null}
    </div>
  );
}
