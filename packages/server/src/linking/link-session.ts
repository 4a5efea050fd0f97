import type { Session } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import type { AccountContext } from '../sessions/require-account-user.js';
import { requireSignedIn, type SignedIn } from '../sessions/require-signed-in.js';
import { signedInAnswer } from '../sessions/session-answer.js';
import { credentialHolder } from '../users/credential-holder.js';
import { credentialLinkedElsewhere } from '../users/credential-linked-elsewhere.js';
import { insertCredential } from '../users/insert-credential.js';
import { keepCredential } from '../users/keep-credential.js';
import type { CredentialKey, NewCredential } from '../users/new-credential.js';
import { readUserCredentials, type UserCredential } from '../users/user-credential.js';

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
  const holder = await credentialHolder(queries, key);
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
    await keepCredential(tx, signedIn.userId, link.credential, at);
    return signedInAnswer(tx, sessions, { issuer, environmentId, signedIn: now });
  });
}
