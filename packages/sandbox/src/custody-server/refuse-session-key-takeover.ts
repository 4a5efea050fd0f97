import type { Principal } from './authenticate-request.js';
import { CustodyApiError } from './custody-api-error.js';
import type { ApiKeyRecord } from './custody-state.js';

// Credential types a page holds as its session: what a script on the page could use unprompted.
const SESSION_KEY_TYPES = new Set([
  'CREDENTIAL_TYPE_API_KEY_P256',
  'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
]);

/**
 * Activities that hand the wallet, or a way into it, to whoever asks: key export, new API keys,
 * passkeys or users, and a new email (the way back in by recovery).
 */
const TAKEOVER_ACTIVITIES: Record<string, (parameters: Record<string, unknown>) => boolean> = {
  export_wallet: () => true,
  export_wallet_account: () => true,
  export_private_key: () => true,
  create_api_keys: () => true,
  create_authenticators: () => true,
  create_users: () => true,
  create_read_write_session: () => true,
  recover_user: () => true,
  update_user: (parameters) => parameters.userEmail !== undefined,
};

/**
 * Whether an API key is a session key: one of a user's expiring keys the browser holds between
 * logins (not an email, OTP or recovery credential, and not a long-lived key).
 *
 * @example
 * ```ts
 * if (isSessionKey(principal.apiKey)) refuse();
 * ```
 */
export function isSessionKey(apiKey: ApiKeyRecord | undefined): boolean {
  return (
    apiKey !== undefined &&
    apiKey.expiresAt !== undefined &&
    SESSION_KEY_TYPES.has(apiKey.credentialType)
  );
}

/**
 * The rule that keeps a session key from taking a wallet over: export, adding an API key, passkey
 * or user, and changing the email need the user's passkey or a recovery credential; a session key
 * may revoke only itself. Everything else (reads, signing) a session key may do.
 *
 * @throws {CustodyApiError} 7 `PERMISSION_DENIED` when a session key asks for one of those.
 * @example
 * ```ts
 * refuseSessionKeyTakeover('export_wallet_account', parameters, principal);
 * ```
 */
export function refuseSessionKeyTakeover(
  name: string,
  parameters: Record<string, unknown>,
  principal: Principal,
): void {
  if (!isSessionKey(principal.apiKey)) return;
  if (TAKEOVER_ACTIVITIES[name]?.(parameters)) {
    throw new CustodyApiError(
      7,
      `permission denied: a session key cannot ${name}; stamp it with the user's passkey or a recovery credential`,
      'PERMISSION_DENIED',
    );
  }
  if (name === 'delete_api_keys') {
    const ids = Array.isArray(parameters.apiKeyIds) ? parameters.apiKeyIds : [];
    if (ids.some((id) => id !== principal.apiKey?.apiKeyId)) {
      throw new CustodyApiError(
        7,
        'permission denied: a session key can delete only itself',
        'PERMISSION_DENIED',
      );
    }
  }
}
