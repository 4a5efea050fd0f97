import type { Session } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import { readUserCredentials } from '../users/user-credential.js';
import { signAccessToken } from './access-token.js';
import type { SessionContext } from './session-context.js';
import { toSessionCredential } from './session-credentials.js';

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
    };
    refreshToken: string | undefined;
  },
): Promise<Session> {
  const { session } = parameters;
  const credentials = (await readUserCredentials(tx, session.userId)).map(toSessionCredential);
  const { token, expiresAt } = await signAccessToken(context, {
    issuer: parameters.issuer,
    environmentId: session.environmentId,
    userId: session.userId,
    sessionId: session.id,
    credentials,
    lastCredentialId: session.credentialId,
    sessionExpiresAt: session.expiresAt,
  });
  return {
    accessToken: token,
    accessTokenExpiresAt: expiresAt,
    ...(parameters.refreshToken === undefined ? {} : { refreshToken: parameters.refreshToken }),
    sessionExpiresAt: session.expiresAt,
    user: {
      id: session.userId,
      verifiedCredentials: credentials,
      lastVerifiedCredentialId: session.credentialId,
    },
  };
}
