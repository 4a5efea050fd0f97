import { type LazyImport, lazyImport } from '../shared/lazy-import.js';

/**
 * The account menu (`account-menu.tsx` and everything it draws: details, balance, networks,
 * passkey and export rows), a chunk of its own: a page that is not connected never loads it, and
 * `ConnectButton` fetches it as soon as a wallet connects, before the menu is asked for.
 */
export const accountMenuChunk: LazyImport<typeof import('../account/account-chunk.js')> =
  /* @__PURE__ */ lazyImport(() => import('../account/account-chunk.js'));
