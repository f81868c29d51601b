// Unsaved changes kept on every way out of a page (spec 4/5: 'The changes you made will be lost if you navigate away
// from this page.'): a link or any navigation through the portal's navigator, the browser's Back and Forward, and a
// reload, a typed URL or a closed tab. The first two wait for the page's own confirmation; the browser asks for the
// last ones itself (`beforeunload`: browsers show their own text there).
import { useCallback, useEffect, useState } from 'react';
import { notifyLocationChanged } from './portal-location';

/** Asks the user whether to leave; calls `leave` only when they agree. */
type Ask = (leave: () => void) => void;

interface Guard {
  ask: Ask;
  /** the guarded page's URL and history state, put back when Back or Forward left it */
  url: string;
  state: unknown;
}

let guard: Guard | null = null;

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Runs a navigation of the portal's navigator, or, while a page guards unsaved changes, asks first (the navigation
 * runs once the user agrees to leave). A navigation to the URL already shown is never held.
 */
export function guardedNavigation(target: string, navigate: () => void): void {
  const current = guard;
  if (!current || target === here()) {
    navigate();
    return;
  }
  current.ask(() => {
    guard = null;
    navigate();
  });
}

function onPopState() {
  const current = guard;
  // single-spa also fires popstate after each pushState: only a move away from the guarded page counts
  if (!current || here() === current.url) return;
  // Back or Forward already moved the URL: put the page back, then ask; leaving goes back again
  window.history.pushState(current.state, '', current.url);
  notifyLocationChanged();
  current.ask(() => {
    guard = null;
    window.history.back();
  });
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!guard) return;
  event.preventDefault();
  // older browsers need a return value to ask
  event.returnValue = '';
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
}

/** The page's changes are saved (or dropped on purpose): the navigation that follows is not held. */
export function releaseLeaveGuard(): void {
  guard = null;
}

export interface LeaveGuard {
  /** true while the page asks whether to leave: show the confirmation */
  asking: boolean;
  /** the user stays: nothing happens */
  stay(): void;
  /** the user leaves: the navigation they started goes on */
  leave(): void;
}

/**
 * Holds every way out of the page while `when` is true (a form with unsaved changes) and says when to ask. One
 * guard at a time: the page shown is the one with the changes.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const [pending, setPending] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!when) return undefined;
    const mine: Guard = {
      ask: (leave) => setPending(() => leave),
      url: here(),
      state: window.history.state,
    };
    guard = mine;
    return () => {
      if (guard === mine) guard = null;
    };
  }, [when]);
  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    setPending(null);
    pending?.();
  }, [pending]);
  return { asking: pending !== null, stay, leave };
}
