import {
  SESSION_JWKS_PATH,
  type SessionClaims,
  type SessionCredential,
} from '@latchkey/core/product-api';
import { type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import { readSessionClaims, SESSION_CLAIM_NAMES } from './read-session-claims.js';
import { readSessionToken, type SessionInput } from './read-session-token.js';
import { JWKS_TIMEOUT_MS, sessionKeySet } from './session-key-set.js';
import { SessionRefusedError } from './session-refused-error.js';
import { toSessionRefusal } from './to-session-refusal.js';
import { verifyWithNodeCrypto } from './verify-with-node-crypto.js';

/**
 * How `verifySession` judges a token: who must have issued it (the Latchkey server's public URL,
 * its `iss`), for which environment(s) (`aud`), and where its public keys are.
 *
 * @example
 * ```ts
 * const options: VerifySessionOptions = { issuer: 'https://auth.acme.com', audience: 'acme' };
 * ```
 */
export interface VerifySessionOptions {
  readonly issuer: string;
  /** The environment id, or several: the token's `aud` must be one of them. */
  readonly audience: string | readonly string[];
  /** The public keys, when the host holds them: nothing is fetched then. */
  readonly jwks?: JSONWebKeySet;
  /** Where the keys are fetched from: `${issuer}/.well-known/jwks.json` by default. */
  readonly jwksUrl?: string;
  /** How far the two clocks may disagree about `exp` and `iat`: 5 s by default. */
  readonly clockToleranceSeconds?: number;
  /** How long a fetch of the keys may take before the answer is a 503: 5000 ms by default. */
  readonly jwksTimeoutMs?: number;
  /** The fetch the keys are fetched with: the global one by default. */
  readonly fetch?: typeof fetch;
}

/**
 * A verified access token, read: the user, the session (sign-out revokes it), the environment,
 * every credential the user held when it was issued, and when it expires.
 *
 * @example
 * ```ts
 * const { userId, credentials }: VerifiedSession = await verifySession(request, options);
 * ```
 */
export interface VerifiedSession {
  readonly userId: string;
  readonly sessionId: string;
  readonly environmentId: string;
  readonly credentials: readonly SessionCredential[];
  /** The credential the session was signed in with: its whole life (unlinking it ends the session). */
  readonly lastVerifiedCredentialId: string;
  readonly expiresAt: Date;
  readonly claims: SessionClaims;
}

/** How far clocks may disagree (seconds) unless the options say. */
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Verifies a Latchkey access token: taken from `Authorization: Bearer <token>` or the session
 * cookie of a `Request` (or `Headers`, or Node's `IncomingMessage`), or given as a string. It
 * must be an ES256 JWT signed by a published key, issued by `issuer` for `audience`, current,
 * and carry a session's claims. Keys are fetched once per URL and kept; an unknown `kid` fetches
 * them again (at most every 30 s), so a rotated key verifies without a restart. Where the runtime
 * has Node's crypto (Node 20.16 and later) the signature is checked with its synchronous verify,
 * about twice as fast as WebCrypto's; elsewhere (an edge runtime) with WebCrypto, judged alike.
 *
 * @throws {SessionRefusedError} 401 `SESSION_REQUIRED`, its `reason` the check that failed.
 * @throws {SessionKeysUnavailableError} 503 when the keys cannot be fetched (bounded by
 * `jwksTimeoutMs`): no token is judged valid without them.
 * @example
 * ```ts
 * const session = await verifySession(request, { issuer: 'https://auth.acme.com', audience: 'acme' });
 * console.log(session.userId, session.credentials);
 * ```
 */
export async function verifySession(
  input: SessionInput,
  options: VerifySessionOptions,
): Promise<VerifiedSession> {
  const token = readSessionToken(input);
  if (token === undefined) throw new SessionRefusedError('missing-token');
  const tolerance = options.clockToleranceSeconds ?? CLOCK_TOLERANCE_SECONDS;
  const keys = sessionKeySet({
    jwks: options.jwks,
    jwksUrl: options.jwksUrl ?? `${options.issuer.replace(/\/+$/, '')}${SESSION_JWKS_PATH}`,
    jwksTimeoutMs: options.jwksTimeoutMs ?? JWKS_TIMEOUT_MS,
    fetch: options.fetch,
  });
  const checks = {
    algorithms: ['ES256'],
    issuer: options.issuer,
    audience: typeof options.audience === 'string' ? options.audience : [...options.audience],
    clockTolerance: tolerance,
    requiredClaims: [...SESSION_CLAIM_NAMES],
  };
  let payload: JWTPayload;
  try {
    // Node's synchronous verify where the runtime has it; jose's WebCrypto path judges the rest.
    ({ payload } =
      (await verifyWithNodeCrypto(token, keys, checks)) ?? (await jwtVerify(token, keys, checks)));
  } catch (error) {
    throw toSessionRefusal(error);
  }
  // jose checks `iat` is a number; one from the future is a token not valid yet.
  if ((payload.iat as number) > Date.now() / 1000 + tolerance) {
    throw new SessionRefusedError('not-yet-valid');
  }
  const claims = readSessionClaims(payload);
  return {
    userId: claims.sub,
    sessionId: claims.sid,
    environmentId: claims.environment_id,
    credentials: claims.verified_credentials,
    lastVerifiedCredentialId: claims.last_verified_credential_id,
    expiresAt: new Date(claims.exp * 1000),
    claims,
  };
}
