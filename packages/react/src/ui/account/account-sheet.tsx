'use client';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useLatchkeyRoot } from '../shared/use-latchkey-root.js';
import { useSheetDrag } from '../shared/use-sheet-drag.js';

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
 */
export function AccountSheet({ open, onClose, anchor, label, children }: AccountSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const root = useLatchkeyRoot();
  const drag = useSheetDrag(dialog, onClose);
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
        <div className="latchkey-account-grabber" aria-hidden="true" {...drag} />
        {children}
      </div>
    </dialog>
  );
}
