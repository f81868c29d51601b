import type { ReactNode } from 'react';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** One toast as the shell's session store holds it. */
export interface ToastData {
  id: string;
  message: ReactNode;
  kind: ToastKind;
  /** Stays until its close button is pressed. */
  sticky?: boolean;
  /** Auto-dismiss delay for this toast; overrides the viewport's `durationMs`. Ignored when sticky. */
  durationMs?: number;
}

/** Auto-dismiss delay of non-sticky toasts. */
export const DEFAULT_TOAST_DURATION_MS = 5000;
