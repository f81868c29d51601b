import type { ReactNode } from 'react';
import type { ToastData, ToastKind } from './toast-types';

/*
 * Store-free helpers for whoever holds the toast list (the shell keeps it in the session store). Each takes the
 * current list and returns a new one; nothing here keeps state between calls except the id counter.
 */

let counter = 0;

/** A new, unique toast id. */
export function createToastId(): string {
  counter += 1;
  return `toast-${Date.now().toString(36)}-${counter}`;
}

export interface CreateToastOptions {
  id?: string;
}

/** Builds a toast with a fresh id. */
export function createToast(
  message: ReactNode,
  kind: ToastKind = 'info',
  options: CreateToastOptions = {},
): ToastData {
  const { id = createToastId() } = options;
  return { id, message, kind };
}

export interface AddToastOptions {
  /** Keep at most this many toasts, dropping the oldest. Default unlimited. */
  max?: number;
  /** Do not add a toast whose kind and (string) message equal a visible one. Default true. */
  dedupe?: boolean;
}

/**
 * The list with `toast` added at the end. A toast whose id is already present replaces it in place; with `dedupe`
 * (default) an identical kind and text message is not shown twice (the list is returned unchanged).
 */
export function addToast(
  toasts: readonly ToastData[],
  toast: ToastData,
  options: AddToastOptions = {},
): ToastData[] {
  const { max = Infinity, dedupe = true } = options;
  if (toasts.some((existing) => existing.id === toast.id)) {
    return toasts.map((existing) => (existing.id === toast.id ? toast : existing));
  }
  if (
    dedupe &&
    typeof toast.message === 'string' &&
    toasts.some((existing) => existing.kind === toast.kind && existing.message === toast.message)
  ) {
    return [...toasts];
  }
  const next = [...toasts, toast];
  return next.length > max ? next.slice(next.length - Math.max(0, max)) : next;
}

/** The list without the toast `id`. */
export function removeToast(toasts: readonly ToastData[], id: string): ToastData[] {
  return toasts.filter((toast) => toast.id !== id);
}
