import { type LazyImport, lazyImport } from '../shared/lazy-import.js';

/**
 * The approval view's own chunk: fetched when the embedded wallet first asks, so a page that
 * never signs with it never loads it.
 */
export const approvalViewChunk: LazyImport<typeof import('./approval-outlet.js')> =
  /* @__PURE__ */ lazyImport(() => import('./approval-outlet.js'));
