/**
 * The name an embedded wallet's connector carries when its wallet has no label of its own (the
 * first wallet a user gets). A UI in another language shows its own words for it.
 *
 * @example
 * ```ts
 * const shown = wallet.name === EMBEDDED_WALLET_NAME ? 'Eingebettete Wallet' : wallet.name;
 * ```
 */
export const EMBEDDED_WALLET_NAME = 'Embedded wallet';
