// The added-to-cart modal is opened by a hook (useAddToCart) from any store page, so it cannot live in one page's
// tree. It gets a small React root of its own, created on first use, with a router over the portal's location so
// its links navigate like every other store link. The open request lives in a tiny external store.
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { portalNavigator, usePortalLocation } from '@portal/shared-session';
import { Router } from '@portal/shared-session/routing';
import type { AddToCartRequest } from '../types/cart-types';
import { AddedToCartModal } from './added-to-cart-modal';

interface OpenRequest {
  request: AddToCartRequest;
  /** a new number for every request, so a new request starts the modal's flow afresh */
  sequence: number;
}

let current: OpenRequest | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openAddedToCartModal(request: AddToCartRequest): void {
  ensureHost();
  sequence += 1;
  current = { request, sequence };
  emit();
}

export function closeAddedToCartModal(): void {
  current = null;
  emit();
}

function AddedToCartHost() {
  const open = useSyncExternalStore(subscribe, () => current);
  const location = usePortalLocation();
  return (
    <Router location={location} navigator={portalNavigator}>
      {open ? (
        <AddedToCartModal
          key={open.sequence}
          request={open.request}
          onClose={closeAddedToCartModal}
          onAddSuggestion={(partNumber) => openAddedToCartModal({ partNumber, quantity: 1 })}
        />
      ) : null}
    </Router>
  );
}

let root: Root | null = null;

function ensureHost() {
  if (root || typeof document === 'undefined') return;
  const container = document.createElement('div');
  container.id = 'store-added-to-cart-host';
  document.body.appendChild(container);
  root = createRoot(container);
  root.render(<AddedToCartHost />);
}
