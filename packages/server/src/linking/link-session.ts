import type { MfaAction, Session } from '@latchkey/core/product-api';
import type { CustodyClient } from '../custody/create-custody-client.js';
import type { Database, DatabaseQueries } from '../database/database.js';
import type { EmbeddedLimits } from '../embedded/embedded-limits.js';
import type { MfaSettings } from '../mfa/mfa-options.js';
import { requireRecentMfa } from '../mfa/require-recent-mfa.js';
import { requireSignedIn, type SignedIn } from '../sessions/require-signed-in.js';
import { signedInAnswer } from '../sessions/session-answer.js';
import type { SessionContext } from '../sessions/session-context.js';
import { credentialLinkedElsewhere } from '../users/credential-linked-elsewhere.js';
import { insertCredential } from '../users/insert-credential.js';
import type { NewCredential } from '../users/new-credential.js';
import { type CredentialKey, credentialValue } from '../users/new-credential.js';
import { readUserCredentials, type UserCredential } from '../users/user-credential.js';

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

/** The user's first embedded wallet, which a linked email or OpenID account signs in to. */
export async function embeddedWalletOf(
  queries: DatabaseQueries,
  userId: string,
): Promise<UserCredential | undefined> {
  const credentials = await readUserCredentials(queries, userId);
  return credentials
    .filter((credential) => credential.kind === 'embedded-wallet')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
}

/**
 * Who holds a credential: `'me'`, `'someone'` else, or `undefined` when nobody does.
 */
export async function holderOf(
  queries: DatabaseQueries,
  userId: string,
  key: CredentialKey,
): Promise<'me' | 'someone' | undefined> {
  const { kind, value } = credentialValue(key);
  const { rows } = await queries.query<{ user_id: string }>(
    'SELECT user_id FROM verified_credentials WHERE kind = $1 AND value = $2',
    [kind, value],
  );
  const holder = rows[0]?.user_id;
  return holder === undefined ? undefined : holder === userId ? 'me' : 'someone';
}

/**
 * The link's last step, in one transaction: the acting session checked again under the user's
 * lock (an unlink that ended it orders before), `alongside` (spending the proof, recording the
 * email's wallet), a wallet made for the link, then the credential itself — held by someone else
 * by now, everything rolls back (409).
 *
 * @throws {ServerError} 401 `SESSION_REQUIRED`; 409 `CREDENTIAL_LINKED_ELSEWHERE`.
 */
export function finishLink(
  context: AccountContext,
  signedIn: SignedIn,
  link: {
    credential: NewCredential;
    newWallet?: NewCredential | undefined;
    alongside?: (tx: DatabaseQueries) => Promise<void>;
  },
): Promise<Session> {
  const { database, sessions, issuer, environmentId } = context;
  return database.transaction(async (tx) => {
    const now = await requireSignedIn(tx, sessions, {
      token: context.accessToken,
      issuer,
      environmentId,
      lockUser: 'share',
    });
    await link.alongside?.(tx);
    const at = new Date(context.now());
    if (link.newWallet && !(await insertCredential(tx, signedIn.userId, link.newWallet, at))) {
      throw credentialLinkedElsewhere();
    }
    if (!(await insertCredential(tx, signedIn.userId, link.credential, at))) {
      if ((await holderOf(tx, signedIn.userId, link.credential)) !== 'me') {
        throw credentialLinkedElsewhere();
      }
    }
    return signedInAnswer(tx, sessions, { issuer, environmentId, signedIn: now });
  });
}
