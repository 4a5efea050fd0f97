'use client';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useLatchkeyRoot } from '../shared/use-latchkey-root.js';

/** Props of {@link AccountPopover}. */
export interface AccountPopoverProps {
  open: boolean;
  onClose: () => void;
  /** The element it hangs under, and gives focus back to when it closes. */
  anchor: RefObject<HTMLElement | null>;
  /** Its accessible name. */
  label: string;
  children: ReactNode;
}

const GAP = 8;

/**
 * A non-modal panel anchored under an element (the account menu on a desktop): in the top
 * layer, so no host `overflow` or `z-index` clips it; focus moves into it when it opens and
 * back to the anchor when it closes; Escape and a press outside it close it; the page behind
 * stays usable. It follows the anchor on scroll and resize and opens above it when there is
 * more room there.
 */
export function AccountPopover({ open, onClose, anchor, label, children }: AccountPopoverProps) {
  const panel = useRef<HTMLDivElement>(null);
  const root = useLatchkeyRoot();
  // The latest onClose, without re-running the effect (hosts pass a new function each render).
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    // Browsers without the Popover API get a fixed element (account.css gives it a z-index).
    element.showPopover?.();
    const place = () => {
      const target = anchor.current?.getBoundingClientRect();
      if (!target) return;
      const viewportWidth = document.documentElement.clientWidth;
      const viewportHeight = window.innerHeight;
      // Right edges aligned (the button usually sits at the page's top right), kept on screen.
      const left = Math.max(
        GAP,
        Math.min(target.right - element.offsetWidth, viewportWidth - element.offsetWidth - GAP),
      );
      const below = viewportHeight - target.bottom - 2 * GAP;
      const above = target.top - 2 * GAP;
      const downwards = below >= Math.min(element.scrollHeight, 320) || below >= above;
      element.style.left = `${left}px`;
      element.style.top = downwards ? `${target.bottom + GAP}px` : '';
      element.style.bottom = downwards ? '' : `${viewportHeight - target.top + GAP}px`;
      element.style.maxHeight = `${Math.max(downwards ? below : above, 160)}px`;
    };
    place();
    const first = element.querySelector<HTMLElement>(
      'button:not(:disabled), a[href], input:not(:disabled), [tabindex]:not([tabindex="-1"])',
    );
    (first ?? element).focus();

    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      // The anchor toggles the panel itself; closing here too would reopen it on its click.
      if (element.contains(target) || anchor.current?.contains(target)) return;
      closeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
    };
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
      cancelAnimationFrame(frame);
      // Focus goes back to the anchor unless the user has moved it elsewhere on the page.
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || element.contains(active);
      if (element.isConnected && element.matches(':popover-open')) element.hidePopover();
      if (focusWasInside) anchor.current?.focus();
    };
  }, [open, anchor]);

  if (!open) return null;
  return (
    <div
      ref={panel}
      popover="manual"
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      className="latchkey-root latchkey-account-popover"
      {...root}
    >
      {children}
    </div>
  );
}
