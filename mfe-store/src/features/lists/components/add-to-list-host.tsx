// The add-to-list dialog is opened by a hook from any store page, so (like the added-to-cart modal) it gets a
// small React root of its own, created on first use, with a router over the portal's location.
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { portalNavigator, usePortalLocation } from '@portal/shared-session';
import { Router } from '@portal/shared-session/routing';
import { AddToListDialog } from './add-to-list-dialog';

interface OpenRequest {
  partNumber: string;
  quantity: number;
  sequence: number;
}

let current: OpenRequest | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function openAddToListDialog(partNumber: string, quantity: number): void {
  ensureHost();
  sequence += 1;
  current = { partNumber, quantity, sequence };
  emit();
}

function closeAddToListDialog(): void {
  current = null;
  emit();
}

function AddToListHost() {
  const open = useSyncExternalStore(subscribe, () => current);
  const location = usePortalLocation();
  return (
    <Router location={location} navigator={portalNavigator}>
      {open ? (
        <AddToListDialog
          key={open.sequence}
          partNumber={open.partNumber}
          quantity={open.quantity}
          onClose={closeAddToListDialog}
        />
      ) : null}
    </Router>
  );
}

let root: Root | null = null;

function ensureHost() {
  if (root || typeof document === 'undefined') return;
  const container = document.createElement('div');
  container.id = 'store-add-to-list-host';
  document.body.appendChild(container);
  root = createRoot(container);
  root.render(<AddToListHost />);
}
