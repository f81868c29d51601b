// The contract for widgets a remote exposes to the shell's header: the supply store's search box ('./search-box').
import type { ParcelConfig } from 'single-spa';

/** Bump when the widget module's shape changes; the shell ignores widget modules of a version it does not know. */
export const HEADER_WIDGET_CONTRACT_VERSION = 1 as const;

export interface StoreSearchBoxProps {
  /** desktop: placeholder 'Search keywords, product, model or part #'; mobile: 'Search' (spec 2) */
  variant: 'desktop' | 'mobile';
  /**
   * Set when the box replaces the header's plain stand-in the user was typing in (the box loads on first use away
   * from the store, ADR 0049): its text, and that the box takes the focus. Optional, so contract version 1 holds.
   */
  handover?: { query: string; focus: boolean };
}

/** What the store's exposed './search-box' module exports. The shell mounts `parcel` with single-spa. */
export interface StoreSearchBoxModule {
  contractVersion: typeof HEADER_WIDGET_CONTRACT_VERSION;
  parcel: ParcelConfig<StoreSearchBoxProps>;
}

export function isStoreSearchBoxModule(value: unknown): value is StoreSearchBoxModule {
  if (!value || typeof value !== 'object') return false;
  const m = value as Partial<StoreSearchBoxModule>;
  return m.contractVersion === HEADER_WIDGET_CONTRACT_VERSION && !!m.parcel && typeof m.parcel === 'object';
}
