import type { MfaAction } from '@latchkey/core/product-api';
import type { CustodyClient } from '../custody/create-custody-client.js';
import type { Database } from '../database/database.js';
import type { EmbeddedLimits } from '../embedded/embedded-limits.js';
import type { MfaSettings } from '../mfa/mfa-options.js';
import { requireRecentMfa } from '../mfa/require-recent-mfa.js';
import { requireSignedIn, type SignedIn } from './require-signed-in.js';
import type { SessionContext } from './session-context.js';

/** What acting for the signed-in user's account needs: linking a credential, exporting a key. */
export interface AccountContext {
  readonly database: Database;
  readonly custody: CustodyClient;
  readonly limits: EmbeddedLimits;
  readonly mfa: MfaSettings;
  readonly sessions: SessionContext;
  readonly now: () => number;
  readonly issuer: string;
  readonly environmentId: string;
  readonly accessToken: string | undefined;
}

/**
 * The signed-in user an account action is for, checked before anything else (a proof taken, a
 * code sent, a key exported): a live session, with a recent second factor when the host guards
 * the action (default: linking).
 *
 * @throws {ServerError} 401 `SESSION_REQUIRED`; 403 `MFA_REQUIRED`.
 */
export async function requireAccountUser(
  context: AccountContext,
  action: MfaAction = 'linkCredential',
): Promise<SignedIn> {
  const { database, sessions, issuer, environmentId } = context;
  const signedIn = await requireSignedIn(database, sessions, {
    token: context.accessToken,
    issuer,
    environmentId,
  });
  await requireRecentMfa(database, context.mfa, {
    userId: signedIn.userId,
    sessionId: signedIn.sessionId,
    action,
    nowMs: context.now(),
  });
  return signedIn;
}
