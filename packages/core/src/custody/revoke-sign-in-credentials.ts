import type { CustodyClient } from './create-custody-client.js';

/**
 * The credential types a login or recovery earns — an email link, a one-time code, a recovery
 * code, an OpenID sign-in: each stamps as the user and exports, so none may outlive a sign-out.
 */
export const SIGN_IN_CREDENTIAL_TYPES: readonly string[] = [
  'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256',
  'CREDENTIAL_TYPE_EMAIL_AUTH_KEY_P256',
  'CREDENTIAL_TYPE_RECOVER_USER_KEY_P256',
  'CREDENTIAL_TYPE_OAUTH_KEY_P256',
];

/**
 * Revokes, in one `delete_api_keys` stamped by the client's credential, that credential's own key
 * (`publicKey`) and every sign-in credential of the user (email, one-time-code, recovery and OpenID keys:
 * {@link SIGN_IN_CREDENTIAL_TYPES}) — what this device holds and every way in that it, or a
 * script on its page, could have had emailed or minted. Passkeys, lasting API keys and other
 * devices' session keys stay. Returns how many keys were revoked.
 */
export async function revokeSignInCredentials(
  client: CustodyClient,
  parameters: { organizationId: string; userId: string; publicKey?: string | undefined },
): Promise<number> {
  const { organizationId, userId } = parameters;
  const { apiKeys } = await client.query<{
    apiKeys?: { apiKeyId: string; credential?: { publicKey?: string; type?: string } }[];
  }>('get_api_keys', { organizationId, userId });
  const own = parameters.publicKey?.toLowerCase();
  const apiKeyIds = (apiKeys ?? [])
    .filter(
      ({ credential }) =>
        SIGN_IN_CREDENTIAL_TYPES.includes(credential?.type ?? '') ||
        (own !== undefined && credential?.publicKey?.toLowerCase() === own),
    )
    .map((key) => key.apiKeyId);
  if (apiKeyIds.length === 0) return 0;
  await client.submit('delete_api_keys', {
    type: 'ACTIVITY_TYPE_DELETE_API_KEYS',
    organizationId,
    parameters: { userId, apiKeyIds },
  });
  return apiKeyIds.length;
}
