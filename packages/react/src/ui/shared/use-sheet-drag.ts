'use client';
import { type PointerEvent, type RefObject, useRef } from 'react';

/** A drag down past this many pixels closes the sheet. */
export const SHEET_CLOSE_DRAG_PX = 96;

/**
 * Pointer handlers that let a bottom sheet be dragged down by its grabber and header: it follows
 * the finger, closes past 96 px (or on a quick flick) and springs back otherwise (the spring is
 * the sheet's CSS transition).
 */
export function useSheetDrag(sheet: RefObject<HTMLElement | null>, onClose: () => void) {
  const start = useRef<{ y: number; at: number; id: number } | undefined>(undefined);
  const offset = (event: PointerEvent) => Math.max(0, event.clientY - (start.current?.y ?? 0));
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // Buttons in the header keep their own clicks.
      if ((event.target as Element).closest('button, a, input')) return;
      start.current = { y: event.clientY, at: event.timeStamp, id: event.pointerId };
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer already gone (lifted at once) has nothing to capture; the drag just ends.
      }
      sheet.current?.setAttribute('data-dragging', '');
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current?.id !== event.pointerId || !sheet.current) return;
      sheet.current.style.transform = `translateY(${offset(event)}px)`;
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (start.current?.id !== event.pointerId) return;
      const distance = offset(event);
      const speed = distance / Math.max(1, event.timeStamp - (start.current?.at ?? 0));
      start.current = undefined;
      const element = sheet.current;
      element?.removeAttribute('data-dragging');
      if (element) element.style.transform = '';
      if (distance > SHEET_CLOSE_DRAG_PX || (distance > 24 && speed > 0.6)) onClose();
    },
    onPointerCancel() {
      start.current = undefined;
      sheet.current?.removeAttribute('data-dragging');
      if (sheet.current) sheet.current.style.transform = '';
    },
  };
}
