'use client';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useLatchkeyRoot } from './use-latchkey-root.js';

/** Props of {@link AccountSheet}. */
export interface AccountSheetProps {
  open: boolean;
  onClose: () => void;
  /** The element that opened it, which gets focus back when it closes. */
  anchor: RefObject<HTMLElement | null>;
  /** Its accessible name. */
  label: string;
  children: ReactNode;
}

/**
 * A bottom sheet (the account menu on a phone): a modal `<dialog>` along the bottom edge, with
 * a grabber and room for the home indicator (`env(safe-area-inset-bottom)`). Escape, a tap on
 * the backdrop or a drag down on the grabber closes it; focus returns to the anchor.
 *
 * @example
 * ```tsx
 * <AccountSheet open={open} onClose={close} anchor={button} label="Account">…</AccountSheet>
 * ```
 */
export function AccountSheet({ open, onClose, anchor, label, children }: AccountSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const root = useLatchkeyRoot();
  const drag = useRef<{ pointerId: number; startY: number } | undefined>(undefined);
  // Where the press began: a drag from inside the sheet that ends on the backdrop is no tap.
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      anchor.current?.focus();
    };
  }, [open, anchor]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is the backdrop's; the keyboard's way out is Escape (onCancel).
    <dialog
      ref={dialog}
      aria-label={label}
      className="latchkey-root latchkey-account-sheet"
      {...root}
      onCancel={(event) => {
        // Escape closes through React's state, never natively first.
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        // 'close' arrives a task after the dialog shut: ignore it if the sheet is open again by
        // then (StrictMode's second effect, or a quick reopen).
        if (!event.currentTarget.open) onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The sheet's body fills the <dialog>: a click on the <dialog> itself is the backdrop.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
      }}
    >
      <div className="latchkey-account-sheet-body">
        <div
          className="latchkey-account-grabber"
          aria-hidden="true"
          onPointerDown={(event) => {
            drag.current = { pointerId: event.pointerId, startY: event.clientY };
            event.currentTarget.setPointerCapture(event.pointerId);
          }}
          onPointerMove={(event) => {
            const start = drag.current;
            const sheet = dialog.current;
            if (!start || start.pointerId !== event.pointerId || !sheet) return;
            sheet.style.translate = `0 ${Math.max(0, event.clientY - start.startY)}px`;
          }}
          onPointerUp={(event) => {
            const start = drag.current;
            drag.current = undefined;
            const sheet = dialog.current;
            if (!start || !sheet) return;
            sheet.style.translate = '';
            // A drag of a quarter of the sheet's height (at least 60 px) is a dismissal.
            const distance = event.clientY - start.startY;
            if (distance > Math.max(60, sheet.offsetHeight / 4)) onClose();
          }}
          onPointerCancel={() => {
            drag.current = undefined;
            if (dialog.current) dialog.current.style.translate = '';
          }}
        />
        {children}
      </div>
    </dialog>
  );
}
