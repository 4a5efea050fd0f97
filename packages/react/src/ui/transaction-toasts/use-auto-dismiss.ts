'use client';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';

/** The handlers {@link useAutoDismiss} needs on the element it dismisses. */
export interface AutoDismissHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Calls `onDismiss` once `active` has held for `delayMs`, but never while the pointer is over
 * the element or focus is inside it: someone reading or about to click keeps it, and the full
 * delay starts again when they leave. Spread the returned handlers on the element.
 */
export function useAutoDismiss(
  active: boolean,
  delayMs: number | false,
  onDismiss: (() => void) | undefined,
): AutoDismissHandlers {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The host's callback is often a new arrow each render; the timer must not restart for that.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const armed = active && delayMs !== false && onDismiss !== undefined && !hovered && !focused;
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => dismiss.current?.(), delayMs as number);
    return () => clearTimeout(timer);
  }, [armed, delayMs]);
  return {
    onPointerEnter: useCallback(() => setHovered(true), []),
    onPointerLeave: useCallback(() => setHovered(false), []),
    onFocus: useCallback(() => setFocused(true), []),
    onBlur: useCallback((event: FocusEvent<HTMLElement>) => {
      // Focus moving between the toast's own buttons and link keeps it open.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    }, []),
  };
}
