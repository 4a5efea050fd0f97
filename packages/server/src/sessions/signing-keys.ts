import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../database/database.js';
import { ServerConfigurationError } from '../server-error.js';

/**
 * The keys sessions are signed and verified with: the newest signs, every one verifies and is
 * published (public parts only).
 */
export interface SigningKeys {
  readonly signing: { readonly kid: string; readonly key: CryptoKey };
  /** The public JWKs, as `/.well-known/jwks.json` publishes them. */
  readonly publicJwks: readonly JWK[];
  /** The public key with this `kid`, if it is one of ours. */
  verifying(kid: string): CryptoKey | undefined;
}

/**
 * Imports private ES256 JWKs, newest first.
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING` for an empty list, a key without `kid`,
 * a repeated `kid`, or a key that is not a private P-256 key.
 */
export async function importSigningKeys(jwks: readonly JWK[]): Promise<SigningKeys> {
  if (jwks.length === 0) throw invalid('the session key set is empty');
  const verifying = new Map<string, CryptoKey>();
  const publicJwks: JWK[] = [];
  let signing: SigningKeys['signing'] | undefined;
  for (const jwk of jwks) {
    const kid = jwk.kid;
    if (typeof kid !== 'string' || kid === '') throw invalid('every session key needs a kid');
    if (verifying.has(kid)) throw invalid(`the session key ${kid} is listed twice`);
    const { x, y } = jwk;
    if (
      jwk.kty !== 'EC' ||
      jwk.crv !== 'P-256' ||
      typeof jwk.d !== 'string' ||
      typeof x !== 'string' ||
      typeof y !== 'string'
    ) {
      throw invalid(`the session key ${kid} is not a private P-256 (ES256) JWK`);
    }
    const publicJwk: JWK = { kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig' };
    try {
      signing ??= { kid, key: (await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')) as CryptoKey };
      verifying.set(kid, (await importJWK(publicJwk, 'ES256')) as CryptoKey);
    } catch {
      throw invalid(`the session key ${kid} could not be imported`);
    }
    publicJwks.push(publicJwk);
  }
  const signingKey = signing as SigningKeys['signing'];
  return { signing: signingKey, publicJwks, verifying: (kid) => verifying.get(kid) };
}

/**
 * The key set kept in the database, made on first start: for the sandbox and `npm start`, where
 * nobody configured one. Instances starting together make one key between them.
 */
export async function generatedSigningKeys(database: Database): Promise<SigningKeys> {
  const jwks = await database.transaction(async (tx) => {
    // Held to the end of the transaction: a second instance waits, then finds the first's key.
    await tx.query('LOCK TABLE session_signing_keys IN SHARE ROW EXCLUSIVE MODE');
    const { rows } = await tx.query<{ private_jwk: JWK }>(
      'SELECT private_jwk FROM session_signing_keys ORDER BY created_at DESC, kid',
    );
    if (rows.length > 0) return rows.map((row) => row.private_jwk);
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: 'ES256' };
    await tx.query('INSERT INTO session_signing_keys (kid, private_jwk) VALUES ($1, $2)', [
      jwk.kid,
      JSON.stringify(jwk),
    ]);
    return [jwk];
  });
  return importSigningKeys(jwks);
}

function invalid(message: string): ServerConfigurationError {
  return new ServerConfigurationError('INVALID_SETTING', `Session keys: ${message}`);
}
