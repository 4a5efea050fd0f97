/**
 * How the sandbox's MWA wallet treats one association, so tests see a well-behaved wallet
 * (`approve`) and each way a wallet can misbehave:
 * - `decline`: every signing request answered ERROR_NOT_SIGNED (-3);
 * - `change-transaction`: signs a transaction whose message differs from the one asked for;
 * - `bad-signature`: answers signatures that do not verify;
 * - `replay-frame`: answers the first signing request by sending an earlier frame of its own again;
 * - `foreign-frame`: answers the first signing request under another session's key;
 * - `close-mid-request`: closes the socket on the first signing request without answering;
 * - `wrong-account`: authorizes one address and signs messages with another key;
 * - `public-networks-only`: serves mainnet, devnet and testnet only, as wallet apps from a store
 *   do: any other chain is ERROR_CHAIN_NOT_SUPPORTED (-7);
 * - `base64-frames`: speaks only the `.v1.base64` subprotocol on a local socket (text frames);
 *   a dapp that does not offer it is turned away.
 *
 * @example
 * ```ts
 * await wallet.associate(uri, { behaviour: 'decline' });
 * ```
 */
export type MwaWalletBehaviour = (typeof MWA_WALLET_BEHAVIOURS)[number];

/**
 * Every {@link MwaWalletBehaviour}, for validating the control route's input.
 *
 * @example
 * ```ts
 * MWA_WALLET_BEHAVIOURS.includes(value as MwaWalletBehaviour);
 * ```
 */
export const MWA_WALLET_BEHAVIOURS = [
  'approve',
  'decline',
  'change-transaction',
  'bad-signature',
  'replay-frame',
  'foreign-frame',
  'close-mid-request',
  'wrong-account',
  'public-networks-only',
  'base64-frames',
] as const;

/** The methods that sign: the ones a session must be authorized for, and that misbehaviours hit. */
export const MWA_SIGNING_METHODS: ReadonlySet<string> = new Set([
  'sign_transactions',
  'sign_and_send_transactions',
  'sign_messages',
]);
