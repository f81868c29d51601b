import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { DEFAULT_TOAST_DURATION_MS, type ToastData, type ToastKind } from './toast-types';
import './toast.css';

export interface ToastProps {
  toast: ToastData;
  onDismiss: (id: string) => void;
  /** Auto-dismiss delay when the toast has none of its own. Default 5000 ms. */
  durationMs?: number;
  /** Accessible name of the close button. Default "Close". */
  closeLabel?: string;
}

const ICONS: Record<ToastKind, string> = { info: 'i', success: '✓', warning: '!', error: '!' };

/** Warnings and errors interrupt (`alert`, assertive); information and success wait (`status`, polite). */
export function toastRole(kind: ToastKind): 'alert' | 'status' {
  return kind === 'warning' || kind === 'error' ? 'alert' : 'status';
}

/**
 * One toast. Non-sticky toasts call `onDismiss(id)` after their duration; the countdown pauses while the pointer
 * is over the toast or focus is inside it, so it cannot vanish while being read or used. Every toast has a close
 * button; sticky ones leave only through it.
 */
export function Toast({
  toast,
  onDismiss,
  durationMs = DEFAULT_TOAST_DURATION_MS,
  closeLabel = 'Close',
}: ToastProps) {
  const { id, message, kind, sticky = false } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remainingRef = useRef(toast.durationMs ?? durationMs);
  const dismiss = useEffectEvent(() => onDismiss(id));
  const paused = hovered || focused;

  useEffect(() => {
    if (sticky || paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss(), Math.max(0, remainingRef.current));
    return () => {
      clearTimeout(timer);
      remainingRef.current -= Date.now() - startedAt;
    };
  }, [sticky, paused]);

  const role = toastRole(kind);

  return (
    <div
      className={`pui-toast pui-toast--${kind}`}
      data-kind={kind}
      data-sticky={sticky || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className="pui-toast__icon" aria-hidden="true">
        {ICONS[kind]}
      </span>
      <div
        className="pui-toast__message"
        role={role}
        aria-live={role === 'alert' ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        {message}
      </div>
      <button
        type="button"
        className="pui-toast__close"
        aria-label={closeLabel}
        onClick={() => onDismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
