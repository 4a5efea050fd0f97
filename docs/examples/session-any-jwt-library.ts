// Any JWT library verifies the token: it is a standard ES256 JWT, keys at {issuer}/.well-known/jwks.json.
import { createRemoteJWKSet, jwtVerify } from 'jose';

const keys = createRemoteJWKSet(new URL('https://auth.acme.example/.well-known/jwks.json'));

export async function userOf(token: string) {
  const { payload } = await jwtVerify(token, keys, {
    algorithms: ['ES256'],
    issuer: 'https://auth.acme.example',
    audience: 'env_acme',
  });
  return { userId: payload.sub, sessionId: payload.sid, credentials: payload.verified_credentials };
}
