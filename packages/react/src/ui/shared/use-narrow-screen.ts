'use client';
import { useSyncExternalStore } from 'react';

/** Below this width the dialog and the account menu are bottom sheets. */
export const SHEET_BELOW_PX = 480;

const QUERY = `(max-width: ${SHEET_BELOW_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const list = matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is narrower than 480 px (a phone held upright), following resizes.
 * False on the server and during hydration, so the first render matches.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(QUERY).matches,
    () => false,
  );
}
