import { type LazyImport, lazyImport } from './lazy-import.js';

/**
 * The connect dialog's secondary views (a wallet being asked, install, guide, email code,
 * passkey), fetched when the dialog opens, long before a click needs them.
 *
 * @example
 * ```ts
 * const views = await dialogViewsChunk.load();
 * ```
 */
export const dialogViewsChunk: LazyImport<typeof import('./dialog-views.js')> =
  /* @__PURE__ */ lazyImport(() => import('./dialog-views.js'));
