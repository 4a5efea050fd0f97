import type { Principal } from './authenticate-request.js';
import { SIGN_IN_CREDENTIAL_TYPES } from './credential-lifetimes.js';
import { CustodyApiError } from './custody-api-error.js';
import type { ApiKeyRecord } from './custody-state.js';

// Credential types a page holds as its session: what a script on the page could use unprompted.
const SESSION_KEY_TYPES = new Set([
  'CREDENTIAL_TYPE_API_KEY_P256',
  'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
]);

/**
 * How the custody server treats session keys. `'restricted'` (the default) models what a host
 * must configure at the real provider — session keys held by a user whose policies allow signing
 * only; `'root'` is the real provider with the embedded user as root, whom policies do not bind:
 * a session key may do anything the user may, export included.
 */
export type SessionKeyMode = 'restricted' | 'root';

/**
 * What a session key may do: sign, make a wallet, rename its user, and revoke (see
 * {@link refuseSessionKeyTakeover}). Everything else — export, any new key, user, passkey or
 * session, any email login, code or recovery (each mints a credential, or mails a link), a new
 * email — needs the user's passkey or a sign-in credential.
 */
const SESSION_KEY_ACTIVITIES: Record<string, (parameters: Record<string, unknown>) => boolean> = {
  sign_raw_payload: () => true,
  sign_raw_payloads: () => true,
  sign_transaction: () => true,
  create_wallet: () => true,
  update_user: (parameters) => parameters.userEmail === undefined,
  delete_api_keys: () => true,
};

/**
 * Whether an API key is a session key: one of a user's expiring keys the browser holds between
 * logins (not an email, OTP or recovery credential, and not a long-lived key).
 */
export function isSessionKey(apiKey: ApiKeyRecord | undefined): boolean {
  return (
    apiKey !== undefined &&
    apiKey.expiresAt !== undefined &&
    SESSION_KEY_TYPES.has(apiKey.credentialType)
  );
}

/**
 * The rule that keeps a session key from taking a wallet over or minting a way in: it may sign,
 * make a wallet and rename its user; it may revoke itself and its user's sign-in credentials
 * (email, one-time-code and recovery keys — how sign-out ends every way in the device could have
 * made), never a passkey, a lasting key or another device's session. Everything else needs the
 * user's passkey or a sign-in credential. With `mode: 'root'` nothing is refused, as at the real
 * provider for a root user.
 *
 * @throws {CustodyApiError} 7 `PERMISSION_DENIED` when a session key asks for anything else.
 */
export function refuseSessionKeyTakeover(
  name: string,
  parameters: Record<string, unknown>,
  principal: Principal,
  mode: SessionKeyMode = 'restricted',
): void {
  if (mode === 'root' || !isSessionKey(principal.apiKey)) return;
  if (!SESSION_KEY_ACTIVITIES[name]?.(parameters)) {
    throw new CustodyApiError(
      7,
      `permission denied: a session key cannot ${name}; stamp it with the user's passkey or a recovery credential`,
      'PERMISSION_DENIED',
    );
  }
  if (name === 'delete_api_keys') {
    const ids = Array.isArray(parameters.apiKeyIds) ? parameters.apiKeyIds : [];
    const revocable = (id: unknown) =>
      id === principal.apiKey?.apiKeyId ||
      principal.user.apiKeys.some(
        (key) => key.apiKeyId === id && SIGN_IN_CREDENTIAL_TYPES.has(key.credentialType),
      );
    if (!ids.every(revocable)) {
      throw new CustodyApiError(
        7,
        "permission denied: a session key can delete only itself and its user's email, one-time-code and recovery credentials",
        'PERMISSION_DENIED',
      );
    }
  }
}
