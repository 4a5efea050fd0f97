import type { CustodyClient } from './create-custody-client.js';

/**
 * Registers a P-256 public key as an expiring API key of a user
 * (`ACTIVITY_TYPE_CREATE_API_KEYS_V2`) — how a session key is authorized, stamped by a
 * credential the user already holds (a passkey, an email or OTP credential).
 *
 * @example
 * ```ts
 * const session = createCustodySession({
 *   authorize: (publicKey, expirationSeconds) =>
 *     createApiKey(passkeyClient, { organizationId, userId, publicKey, expirationSeconds }),
 * });
 * ```
 */
export async function createApiKey(
  client: CustodyClient,
  parameters: {
    organizationId: string;
    userId: string;
    /** Compressed P-256 public key, hex. */
    publicKey: string;
    expirationSeconds: number;
    apiKeyName?: string;
  },
): Promise<void> {
  await client.submit('create_api_keys', {
    type: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
    organizationId: parameters.organizationId,
    parameters: {
      userId: parameters.userId,
      apiKeys: [
        {
          apiKeyName: parameters.apiKeyName ?? `Latchkey session ${new Date().toISOString()}`,
          publicKey: parameters.publicKey,
          curveType: 'API_KEY_CURVE_P256',
          expirationSeconds: String(parameters.expirationSeconds),
        },
      ],
    },
  });
}
