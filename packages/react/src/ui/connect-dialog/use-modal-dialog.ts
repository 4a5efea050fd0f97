'use client';
import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Opens and closes a native `<dialog>` as a modal with `open`. Opened at commit, before the
 * first paint, so its content is on screen in the first frame; the element marked
 * `data-latchkey-autofocus` takes focus.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>('[data-latchkey-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [dialog, open]);
}

/**
 * Moves focus when an open dialog changes view: where typing starts, else the view's title (read
 * out by screen readers), so focus never falls off a button that went away with the old view.
 */
export function useViewFocus(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  viewName: string,
): void {
  const shownView = useRef(viewName);
  useLayoutEffect(() => {
    if (!open || shownView.current === viewName) return;
    shownView.current = viewName;
    const element = dialog.current;
    const target =
      element?.querySelector<HTMLElement>('[data-latchkey-autofocus]') ??
      element?.querySelector<HTMLElement>('.latchkey-dialog-title');
    target?.focus({ preventScroll: true });
  }, [dialog, open, viewName]);
}
