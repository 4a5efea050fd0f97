import { exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * A new session key set for `LATCHKEY_SESSION_KEYS`: one private ES256 key whose `kid` says when
 * it was made. To rotate, put its key in front of the current set's keys.
 */
export async function newSessionKeySet(now: Date = new Date()): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const suffix = crypto.randomUUID().slice(0, 4);
  const kid = `${now.toISOString().slice(0, 10)}-${suffix}`;
  return { keys: [{ ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' }] };
}
