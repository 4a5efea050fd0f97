import { type LazyImport, lazyImport } from '../shared/lazy-import.js';

/**
 * The approval view's own chunk: fetched when the embedded wallet first asks, so a page that
 * never signs with it never loads it. It builds on the account menu's chunk (the signer's
 * identicon and copy button): a page whose wallet signs is connected, so `ConnectButton` has
 * fetched that chunk already, and the page's first chunks stay whole (a chunk that shared only
 * some of their modules would split them: 260 B more up front, measured).
 */
export const approvalViewChunk: LazyImport<typeof import('./approval-outlet.js')> =
  /* @__PURE__ */ lazyImport(() => import('./approval-outlet.js'));
