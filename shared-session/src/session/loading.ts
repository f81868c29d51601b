// The page loader (the shell's loading overlay) as shared state: navigation shows it, and the API error
// interceptor stops it when a failure's message is shown (spec 8). A small store of its own so the session
// store's shape stays the platform's; like the session store it is created once, at module top level.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface LoadingState {
  /** true while the overlay should show */
  active: boolean;
  /** when the current loading started (ms since the epoch), null when idle */
  startedAt: number | null;
  /** bumped by every start, so a late "stop" of an earlier load cannot end a newer one */
  sequence: number;
}

export const loadingStore = createStore<LoadingState>()(() => ({
  active: false,
  startedAt: null,
  sequence: 0,
}));

/** Shows the loader; returns the load's sequence number, to pass to `finishLoading`. */
export function startLoading(now: number = Date.now()): number {
  const sequence = loadingStore.getState().sequence + 1;
  loadingStore.setState({ active: true, startedAt: now, sequence });
  return sequence;
}

/** Ends the load numbered `sequence` (if no newer one started since). */
export function finishLoading(sequence: number): void {
  if (loadingStore.getState().sequence !== sequence) return;
  loadingStore.setState({ active: false, startedAt: null });
}

/** Stops the loader whatever started it (the interceptor, when an error's message is shown). */
export function stopLoading(): void {
  loadingStore.setState({ active: false, startedAt: null });
}

export function useLoading<T>(selector: (state: LoadingState) => T): T {
  return useStore(loadingStore, selector);
}
