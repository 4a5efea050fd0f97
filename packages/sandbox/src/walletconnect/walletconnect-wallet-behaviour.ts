/**
 * How the sandbox's WalletConnect wallet treats one pairing, so tests see a well-behaved wallet
 * (`approve`) and each way a wallet can misbehave:
 * - `decline-session`: rejects the session proposal;
 * - `decline`: rejects every signing request (5000, "User rejected.");
 * - `change-transaction`: signs a transaction whose message differs from the one asked for;
 * - `bad-signature`: answers signatures that do not verify;
 * - `wrong-account`: grants one address and signs messages with another key;
 * - `drop-request`: never answers a signing request (as a wallet whose user walked away);
 * - `malformed-answer`: answers signing requests with a result of the wrong shape.
 *
 * @example
 * ```ts
 * await wallet.pair(uri, { behaviour: 'decline' });
 * ```
 */
export type WalletConnectWalletBehaviour = (typeof WALLETCONNECT_WALLET_BEHAVIOURS)[number];

/**
 * Every {@link WalletConnectWalletBehaviour}, for validating the control route's input.
 *
 * @example
 * ```ts
 * WALLETCONNECT_WALLET_BEHAVIOURS.includes(value as WalletConnectWalletBehaviour);
 * ```
 */
export const WALLETCONNECT_WALLET_BEHAVIOURS = [
  'approve',
  'decline-session',
  'decline',
  'change-transaction',
  'bad-signature',
  'wrong-account',
  'drop-request',
  'malformed-answer',
] as const;
