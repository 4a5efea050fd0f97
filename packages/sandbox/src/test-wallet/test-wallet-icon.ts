import type { WalletIcon } from '@wallet-standard/base';

/**
 * The test wallet's default icon: a gold key on a navy tile, as a base64 SVG data URI (the form
 * the Wallet Standard requires). Drawn for Latchkey; it imitates no real wallet's mark.
 *
 * @example
 * ```ts
 * const image = document.createElement('img');
 * image.src = TEST_WALLET_ICON;
 * ```
 */
export const TEST_WALLET_ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiMxNzIzM2IiLz48Y2lyY2xlIGN4PSIyMyIgY3k9IjMyIiByPSIxMCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZjViODNkIiBzdHJva2Utd2lkdGg9IjYiLz48cGF0aCBkPSJNMzMgMzJoMjFNNDYgMzJ2OU01MyAzMnY2IiBmaWxsPSJub25lIiBzdHJva2U9IiNmNWI4M2QiIHN0cm9rZS13aWR0aD0iNiIgc3Ryb2tlLWxpbmVjYXA9InJvdW5kIi8+PGNpcmNsZSBjeD0iMjMiIGN5PSIzMiIgcj0iMyIgZmlsbD0iIzdmZDFjNyIvPjwvc3ZnPg==';
