import { createCustodyWallet } from '../custody/create-custody-wallet.js';
import {
  LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT,
  LATCHKEY_ERROR__INPUT__INVALID_WALLET_NAME,
} from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { VerifiedCredential } from '../product-api/verified-credential.js';
import { credentialClient } from './embedded-wallet-custody.js';
import type { EmbeddedWalletHandle } from './embedded-wallet-state.js';
import { rememberUser } from './finish-login.js';
import { readVerifiedCredentials } from './read-verified-credentials.js';

/**
 * Parameters of {@link addWallet}.
 *
 * @example
 * ```ts
 * const parameters: AddWalletParameters = { name: 'Savings' };
 * ```
 */
export interface AddWalletParameters {
  /** What the user calls it: 1 to 64 characters, shown beside its address. */
  name: string;
}

/** What {@link addWallet} returns: the new wallet's Solana account. */
export type AddWalletReturnType = VerifiedCredential;

/** What {@link addWallet} can throw. */
export type AddWalletErrorType = LatchkeyError | CustodyError;

/**
 * Gives the signed-in user another embedded wallet: a new HD wallet at the custody provider, with
 * its own seed and one Solana account, named by the user. Its connector
 * (`embedded:<address>`) is published beside the others; connect it to make it the active one —
 * each connector signs only with its own address, and switching between them keeps the user
 * signed in.
 *
 * @throws {LatchkeyError} 'A wallet name is 1 to 64 characters of text' (empty, longer, or with
 *   control characters).
 * @throws {CustodyError} 'No turnkey account' when nobody is signed in; the provider's refusal.
 * @example
 * ```ts
 * const savings = await addWallet(embeddedWallet, { name: 'Savings' });
 * await connect(config, { connector: `embedded:${savings.address}` });
 * ```
 */
export async function addWallet(
  wallet: EmbeddedWalletHandle,
  parameters: AddWalletParameters,
): Promise<AddWalletReturnType> {
  const name = typeof parameters.name === 'string' ? parameters.name.trim() : '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (name.length === 0 || name.length > 64 || /[\u0000-\u001f\u007f-\u009f]/.test(name)) {
    throw new LatchkeyError(LATCHKEY_ERROR__INPUT__INVALID_WALLET_NAME);
  }
  const { state } = wallet;
  const { user, session } = state;
  if (!user || !session) throw new CustodyError(LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT);
  const client = credentialClient(state);
  const { organizationId } = user;
  const made = await session.run((stamper) =>
    createCustodyWallet(client.withStamper(stamper), { organizationId, walletName: name }),
  );
  const verifiedCredentials = await readVerifiedCredentials(session, client, organizationId);
  await rememberUser(wallet, { ...user, verifiedCredentials }, session, state.credential);
  const added = verifiedCredentials.find((credential) => credential.address === made.address);
  // The provider made it but does not list it: what it answered is not trusted.
  if (!added) throw new CustodyError(LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT);
  return added;
}
