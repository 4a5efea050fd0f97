import type { Config } from '../config/create-config.js';
import type { Connector } from '../connectors/connector.js';
import { LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { UserCancellationError } from '../errors/user-cancellation-error.js';
import { SIGN_IN_CHAIN_IDS } from '../sign-in/sign-in-chain-ids.js';
import { createSignInInput, type SignInInput } from '../sign-in/sign-in-input.js';
import { verifySignIn } from '../sign-in/verify-sign-in.js';
import { connectWallet } from './connect-wallet.js';
import { walletSignIn } from './wallet-sign-in.js';

/** Parameters of {@link connectAndSign}. */
export interface ConnectAndSignParameters {
  /** The wallet to connect, by connector or id. */
  connector: Connector | string;
  /** One line shown in the wallet, e.g. 'Sign in to Acme'. */
  statement?: string;
  /** From the host's backend, which checks it on verification. Default: 16 random characters. */
  nonce?: string;
  /** Default: `location.host`. */
  domain?: string;
  /** Default: `location.origin`. */
  uri?: string;
  /** How long the sign-in is valid; sets the message's expiration time. */
  expiresInMs?: number;
  /** Extra resources (URIs) to list in the message. */
  resources?: string[];
}

/** What {@link connectAndSign} returns: what the host backend needs to verify the sign-in. */
export interface ConnectAndSignReturnType {
  readonly address: string;
  /** The exact SIWS message text that was signed. */
  readonly message: string;
  readonly signedMessage: Uint8Array;
  readonly signature: Uint8Array;
  /** The fields the message was built from (nonce, domain, issuedAt…). */
  readonly input: SignInInput;
}

/** What {@link connectAndSign} can throw. */
export type ConnectAndSignErrorType = LatchkeyError | UserCancellationError;

/**
 * Connects a wallet and has it sign a Sign-In With Solana message carrying a nonce, the domain
 * and the time: in one prompt with `solana:signIn` where the wallet offers it, else connect then
 * `signMessage` over the same text. The result is checked here too (fields, bytes, signature)
 * and is what a host backend passes to `verifySignInMessage`.
 *
 * @throws {LatchkeyError} 'Solana wallet not found', a cancellation (`UserCancellationError`),
 * the wallet's failure, or 'Sign-in verification failed: …'.
 * @example
 * ```ts
 * const { nonce } = await fetch('/api/nonce').then((r) => r.json());
 * const signIn = await connectAndSign(config, { connector: 'wallet-standard:Phantom', nonce });
 * await fetch('/api/sign-in', { method: 'POST', body: JSON.stringify({
 *   message: signIn.message,
 *   signature: bs58(signIn.signature),
 *   address: signIn.address,
 * }) });
 * ```
 */
export async function connectAndSign(
  config: Config,
  parameters: ConnectAndSignParameters,
): Promise<ConnectAndSignReturnType> {
  const connector =
    typeof parameters.connector === 'string'
      ? config.getConnector(parameters.connector)
      : parameters.connector;
  if (!connector) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND);
  const chainId = SIGN_IN_CHAIN_IDS[config.getNetwork().chainId];
  const input = createSignInInput({
    ...(parameters.domain === undefined ? {} : { domain: parameters.domain }),
    ...(parameters.uri === undefined ? {} : { uri: parameters.uri }),
    ...(parameters.statement === undefined ? {} : { statement: parameters.statement }),
    ...(parameters.nonce === undefined ? {} : { nonce: parameters.nonce }),
    ...(parameters.expiresInMs === undefined ? {} : { expiresInMs: parameters.expiresInMs }),
    ...(parameters.resources === undefined ? {} : { resources: parameters.resources }),
    ...(chainId === undefined ? {} : { chainId }),
  });

  // `domain` is filled by createSignInInput; the page's host when not given.
  const { address, signedMessage, signature } = await walletSignIn(
    connector,
    input as SignInInput & { domain: string },
    // Only the host's own sign-in here, not a session's (with `auth`): the wallet only connects.
    (silent) => connectWallet(config, connector, { silent }),
  );
  await verifySignIn({ input, output: { account: { address }, signedMessage, signature } });
  return {
    address,
    message: new TextDecoder().decode(signedMessage),
    signedMessage,
    signature,
    input,
  };
}
