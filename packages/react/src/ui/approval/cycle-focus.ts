'use client';
import type { KeyboardEvent } from 'react';

const TABBABLE = 'button:not(:disabled), summary, a[href], input:not(:disabled), [tabindex="0"]';

/**
 * A keydown handler that keeps Tab inside a dialog: past the last control it comes back to the
 * first, and Shift+Tab the other way. A modal `<dialog>` alone lets focus leave for the browser's
 * own controls, or for the parent page when Latchkey runs in a frame.
 */
export function cycleFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = event.currentTarget.ownerDocument.activeElement;
  const wrapTo = event.shiftKey
    ? active === first
      ? last
      : undefined
    : active === last
      ? first
      : undefined;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}
