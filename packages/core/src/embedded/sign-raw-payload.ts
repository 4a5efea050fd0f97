import type { CustodyClient } from '../custody/create-custody-client.js';
import type { CustodySignature } from '../custody/custody-activity.js';
import {
  type HashFunction,
  signRawPayload as signCustodyPayload,
} from '../custody/custody-signing.js';
import { LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT } from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import { credentialClient } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';

/**
 * Parameters of {@link signRawPayload}.
 *
 * @example
 * ```ts
 * const parameters: SignRawPayloadParameters = { address, payload: digest, hashFunction: 'HASH_FUNCTION_NO_OP' };
 * ```
 */
export interface SignRawPayloadParameters {
  /** One of the signed-in user's accounts, Solana or EVM (any case). */
  address: string;
  payload: Uint8Array;
  /** Default 'HASH_FUNCTION_NOT_APPLICABLE', what ed25519 needs. */
  hashFunction?: HashFunction;
}

/** What {@link signRawPayload} returns: the signature. */
export type SignRawPayloadReturnType = CustodySignature;

/** What {@link signRawPayload} can throw. */
export type SignRawPayloadErrorType = LatchkeyError | CustodyError;

/**
 * Signs a raw payload with one of the signed-in user's accounts, Solana or EVM, stamped by
 * the session key (by the passkey or frame for an account that is not session-key
 * compatible). The EVM bridge signs keccak-256 digests this way (`HASH_FUNCTION_NO_OP`).
 *
 * @throws {CustodyError} 'No turnkey account' when nobody is signed in or the address is not
 * one of the user's accounts.
 * @example
 * ```ts
 * const { r, s, v } = await signRawPayload(embeddedWallet, {
 *   address: evmAddress,
 *   payload: digest,
 *   hashFunction: 'HASH_FUNCTION_NO_OP',
 * });
 * ```
 */
export async function signRawPayload(
  wallet: EmbeddedWalletHandle,
  parameters: SignRawPayloadParameters,
): Promise<SignRawPayloadReturnType> {
  const { state } = wallet;
  const { user, session } = state;
  const wanted = parameters.address.toLowerCase();
  const credential = user?.verifiedCredentials.find(
    (candidate) => candidate.address.toLowerCase() === wanted,
  );
  const organizationId = credential?.walletProperties.turnkeySubOrganizationId;
  if (!credential || !organizationId || !session) {
    throw new CustodyError(LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT);
  }
  const client = credentialClient(state);
  const sign = (stampedClient: CustodyClient) =>
    signCustodyPayload(stampedClient, {
      organizationId,
      signWith: credential.address,
      payload: parameters.payload,
      hashFunction: parameters.hashFunction,
    });
  return credential.walletProperties.isSessionKeyCompatible
    ? session.run((stamper) => sign(client.withStamper(stamper)))
    : sign(client);
}
