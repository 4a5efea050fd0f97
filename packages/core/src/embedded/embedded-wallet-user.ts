import { LATCHKEY_ERROR__WALLET__USER_ADDRESS_NOT_FOUND } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { VerifiedCredential } from '../product-api/verified-credential.js';

/**
 * A signed-in embedded-wallet user.
 *
 * @example
 * ```ts
 * const user: EmbeddedWalletUser = await embeddedWallet.signInWithPasskey();
 * ```
 */
export interface EmbeddedWalletUser {
  readonly organizationId: string;
  readonly userId: string;
  readonly verifiedCredentials: readonly VerifiedCredential[];
}

/**
 * The id of the user's Solana wallet connector (`embedded:<address>`), to pass to `connect`.
 *
 * @throws {LatchkeyError} 'User address not found' when the user has no Solana wallet.
 * @example
 * ```ts
 * await connect(config, { connector: embeddedConnectorId(user) });
 * ```
 */
export function embeddedConnectorId(user: EmbeddedWalletUser): string {
  const solana = user.verifiedCredentials.find((credential) => credential.chain === 'solana');
  if (!solana?.address) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__USER_ADDRESS_NOT_FOUND);
  return `embedded:${solana.address}`;
}
