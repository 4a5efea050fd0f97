import { createPublicKey, type JsonWebKey } from 'node:crypto';
import jwt from 'jsonwebtoken';

/**
 * For tests: verifies `token` with `jsonwebtoken` (a JWT library Latchkey does not use itself),
 * its key taken by `kid` from the JWK set at `jwksUrl` alone and made a `KeyObject` by
 * `node:crypto`. What passes here is a standard ES256 JWT any backend can check.
 */
export async function verifyWithJsonwebtoken(
  token: string,
  jwksUrl: string,
  expected: { issuer: string; audience: string },
): Promise<jwt.JwtPayload> {
  const answer = await fetch(jwksUrl);
  const { keys } = (await answer.json()) as { keys: (JsonWebKey & { kid?: string })[] };
  const kid = jwt.decode(token, { complete: true })?.header.kid;
  const jwk = keys.find((key) => key.kid === kid);
  if (!jwk) throw new Error(`No key ${kid} in the JWK set`);
  const publicKey = createPublicKey({ key: jwk, format: 'jwk' });
  const payload = jwt.verify(token, publicKey, {
    algorithms: ['ES256'],
    issuer: expected.issuer,
    audience: expected.audience,
  });
  if (typeof payload === 'string') throw new Error('The token’s payload is not a claims set');
  return payload;
}
