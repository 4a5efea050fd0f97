import type { CustodyClient } from './create-custody-client.js';
import type { CustodyStamper } from './custody-stamper.js';

/**
 * The public key a stamper signs with, read from one of its stamps (`X-Stamp` carries it): how
 * the page learns which key inside a frame to revoke, without the frame saying.
 */
export async function stampPublicKey(stamper: CustodyStamper): Promise<string | undefined> {
  const { stampHeaderName, stampHeaderValue } = await stamper.stamp('{}');
  if (stampHeaderName.toLowerCase() !== 'x-stamp') return undefined;
  try {
    const json = atob(stampHeaderValue.replaceAll('-', '+').replaceAll('_', '/'));
    const { publicKey } = JSON.parse(json) as { publicKey?: unknown };
    return typeof publicKey === 'string' ? publicKey.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** One of a user's API keys, found by its public key (`get_api_keys`): its id and creation time. */
export async function findApiKey(
  client: CustodyClient,
  parameters: { organizationId: string; userId: string; publicKey: string },
): Promise<{ apiKeyId: string; createdAt?: { seconds?: string } } | undefined> {
  const { organizationId, userId } = parameters;
  const { apiKeys } = await client.query<{
    apiKeys?: {
      apiKeyId: string;
      credential?: { publicKey?: string };
      createdAt?: { seconds?: string };
    }[];
  }>('get_api_keys', { organizationId, userId });
  const wanted = parameters.publicKey.toLowerCase();
  return apiKeys?.find((key) => key.credential?.publicKey?.toLowerCase() === wanted);
}

/**
 * Revokes an API key at the provider (`ACTIVITY_TYPE_DELETE_API_KEYS`), stamped by that same key:
 * the user's API keys are read to find its id by public key, then it deletes itself. A key the
 * provider no longer lists is already gone, which is not an error.
 */
export async function revokeApiKey(
  client: CustodyClient,
  parameters: { organizationId: string; userId: string; publicKey: string },
): Promise<void> {
  const found = await findApiKey(client, parameters);
  if (!found) return;
  await client.submit('delete_api_keys', {
    type: 'ACTIVITY_TYPE_DELETE_API_KEYS',
    organizationId: parameters.organizationId,
    parameters: { userId: parameters.userId, apiKeyIds: [found.apiKeyId] },
  });
}

/**
 * Revokes the API key a stamper signs with — a frame's credential, whose key the page never
 * sees — learning its public key from a stamp, then deleting it stamped by itself.
 */
export async function revokeStamperKey(
  client: CustodyClient,
  stamper: CustodyStamper,
  owner: { organizationId: string; userId: string },
): Promise<void> {
  const publicKey = await stampPublicKey(stamper);
  if (publicKey) await revokeApiKey(client.withStamper(stamper), { ...owner, publicKey });
}
