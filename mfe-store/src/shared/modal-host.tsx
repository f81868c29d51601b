// A modal opened imperatively by a hook from any store page (added-to-cart, add-to-list) cannot live in one page's
// tree. Each such modal gets a small React root of its own, created on first use, with a router over the portal's
// location so its links navigate like every other store link. The open request lives in a tiny external store.
import { Fragment, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { portalNavigator, usePortalLocation } from '@portal/shared-session';
import { Router } from '@portal/shared-session/routing';

export interface ModalHost<Request> {
  /** Shows the modal for this request; a new request replaces an open one and starts its flow afresh. */
  open(request: Request): void;
  close(): void;
}

/**
 * One host per kind of modal. `containerId` names the element appended to the body; `renderModal` draws the modal
 * for the open request (`close` hides it).
 */
export function createModalHost<Request>(
  containerId: string,
  renderModal: (request: Request, close: () => void) => ReactNode,
): ModalHost<Request> {
  // `sequence` is new for every request: used as the key, so the modal remounts instead of keeping old state
  let current: { request: Request; sequence: number } | null = null;
  let sequence = 0;
  let root: Root | null = null;
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const close = () => {
    current = null;
    emit();
  };

  function ModalHostRoot() {
    const open = useSyncExternalStore(subscribe, () => current);
    const location = usePortalLocation();
    return (
      <Router location={location} navigator={portalNavigator}>
        {open ? <Fragment key={open.sequence}>{renderModal(open.request, close)}</Fragment> : null}
      </Router>
    );
  }

  function ensureRoot() {
    if (root || typeof document === 'undefined') return;
    const container = document.createElement('div');
    container.id = containerId;
    document.body.appendChild(container);
    root = createRoot(container);
    root.render(<ModalHostRoot />);
  }

  return {
    open(request) {
      ensureRoot();
      sequence += 1;
      current = { request, sequence };
      emit();
    },
    close,
  };
}
