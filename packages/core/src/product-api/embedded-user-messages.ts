import type { PasskeyRegistration } from '../webauthn/create-passkey.js';
import type { Session } from './session-messages.js';
import type { VerifiedCredential } from './verified-credential.js';

/**
 * Who signs up for an embedded wallet: an email or a passkey identifier, and their new passkey.
 *
 * @example
 * ```ts
 * const request: EmbeddedUserRequest = { email, passkey: await createPasskey({ rpName, email }) };
 * ```
 */
export interface EmbeddedUserRequest {
  email?: string;
  passkeyIdentifier?: string;
  passkey?: PasskeyRegistration;
}

/**
 * A signed-up embedded-wallet user: their custody sub-organization and user, and their wallets.
 *
 * @example
 * ```ts
 * const { organizationId, verifiedCredentials }: EmbeddedUser = await client.createEmbeddedUser(request);
 * ```
 */
export interface EmbeddedUser {
  readonly organizationId: string;
  readonly userId: string;
  readonly verifiedCredentials: readonly VerifiedCredential[];
  /** The server's session for the new user (see `Session`). */
  readonly session?: Session;
}
