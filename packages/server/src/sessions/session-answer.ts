import type { Session, SessionCredential } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import { readUserCredentials, type UserCredential } from '../users/user-credential.js';
import { signAccessToken } from './access-token.js';
import type { SignedIn } from './require-signed-in.js';
import type { SessionContext } from './session-context.js';
import { toSessionCredential } from './session-credentials.js';
import type { SessionMfa } from './session-mfa.js';

/**
 * A session's answer: a fresh access token carrying the user's credentials as they are now,
 * and the refresh token when there is a new one.
 */
export async function sessionAnswer(
  tx: DatabaseQueries,
  context: SessionContext,
  parameters: {
    issuer: string;
    session: {
      id: string;
      userId: string;
      environmentId: string;
      /** The credential the session was signed in with: it ends when that one goes. */
      credentialId: string;
      expiresAt: number;
      /** When and how the session last proved a second factor. */
      mfa?: SessionMfa | undefined;
    };
    refreshToken: string | undefined;
    /** The user's credentials, when the caller's statement read them already. */
    credentials?: readonly UserCredential[];
  },
): Promise<Session> {
  const { session } = parameters;
  const { mfa } = session;
  const stored = parameters.credentials ?? (await readUserCredentials(tx, session.userId));
  const credentials = stored.map(toSessionCredential);
  const provenWith = credentials.find((credential) => credential.id === session.credentialId);
  const { token, expiresAt } = await signAccessToken(context, {
    issuer: parameters.issuer,
    environmentId: session.environmentId,
    userId: session.userId,
    sessionId: session.id,
    credentials,
    lastCredentialId: session.credentialId,
    sessionExpiresAt: session.expiresAt,
    amr: [provenWith?.kind ?? 'unknown', ...(mfa ? [mfa.method, 'mfa'] : [])],
    mfaAt: mfa?.at,
  });
  return {
    accessToken: token,
    accessTokenExpiresAt: expiresAt,
    ...(parameters.refreshToken === undefined ? {} : { refreshToken: parameters.refreshToken }),
    sessionExpiresAt: session.expiresAt,
    user: {
      id: session.userId,
      // With when each was last used: for the user's own list, not for every verifier.
      verifiedCredentials: stored.map((credential, index) => ({
        ...(credentials[index] as SessionCredential),
        lastUsedAt: credential.lastVerifiedAt.toISOString(),
      })),
      lastVerifiedCredentialId: session.credentialId,
    },
    ...(mfa ? { mfa: { method: mfa.method, verifiedAt: mfa.at } } : {}),
  };
}

/**
 * The answer of a call that acted for a signed-in user (linking, unlinking, proving a factor): a
 * fresh access token for the same session, no new refresh token; `mfa` when it just proved one.
 */
export function signedInAnswer(
  tx: DatabaseQueries,
  context: SessionContext,
  parameters: {
    issuer: string;
    environmentId: string;
    signedIn: SignedIn;
    mfa?: SessionMfa | undefined;
  },
): Promise<Session> {
  const { signedIn } = parameters;
  return sessionAnswer(tx, context, {
    issuer: parameters.issuer,
    session: {
      id: signedIn.sessionId,
      userId: signedIn.userId,
      environmentId: parameters.environmentId,
      credentialId: signedIn.credentialId,
      expiresAt: signedIn.expiresAt,
      mfa: parameters.mfa ?? signedIn.mfa,
    },
    refreshToken: undefined,
  });
}
