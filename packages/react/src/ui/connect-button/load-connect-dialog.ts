import { type LazyImport, lazyImport } from '../shared/lazy-import.js';

/**
 * The connect dialog's own chunk: fetched as soon as a `ConnectDialog` mounts (right after the
 * page's first paint, not in its way), so it is there well before anyone clicks.
 */
export const connectDialogChunk: LazyImport<typeof import('../connect-dialog/connect-dialog.js')> =
  /* @__PURE__ */ lazyImport(() => import('../connect-dialog/connect-dialog.js'));
