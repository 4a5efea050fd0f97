'use client';
import { useSyncExternalStore } from 'react';
import type { LazyImport } from './lazy-import.js';

const nothing = () => undefined;
const neverChanges = () => nothing;

/**
 * The value of a {@link LazyImport}: `undefined` until it has loaded, then the value (the
 * component renders again when it arrives). Subscribing starts the import, after the first
 * commit; the server and the hydrating render always see `undefined`, so markup matches.
 * Given `undefined` instead of a chunk, it loads nothing and returns `undefined`.
 */
export function useLazyImport<T>(chunk: LazyImport<T> | undefined): T | undefined {
  return useSyncExternalStore(chunk?.subscribe ?? neverChanges, chunk?.peek ?? nothing, nothing);
}
