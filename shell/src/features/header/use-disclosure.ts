// A disclosure (button + panel): aria-expanded on the button, Escape closes and returns focus to the button,
// a click outside or focus leaving closes it.
import { useCallback, useEffect, useId, useRef, useState } from 'react';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const panelId = useId();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const inside = (node: EventTarget | null) =>
      node instanceof Node && (!!buttonRef.current?.contains(node) || !!panelRef.current?.contains(node));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) close(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close]);

  return {
    open,
    close,
    toggle: () => setOpen((value) => !value),
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: {
      id: panelId,
      ref: (node: HTMLElement | null) => void (panelRef.current = node),
      hidden: !open,
    },
  };
}
