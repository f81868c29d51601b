import type { ReactNode } from 'react';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** One toast as the shell's session store holds it. Every toast stays until its close button is pressed. */
export interface ToastData {
  id: string;
  message: ReactNode;
  kind: ToastKind;
}
