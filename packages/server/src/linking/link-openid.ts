import type { OAuthLoginBody, Session } from '@latchkey/core/product-api';
import type { Database } from '../database/database.js';
import type { UncheckedBody } from '../http/request-context.js';
import type { OAuthContext } from '../oauth/oauth-context.js';
import { proveIdToken } from '../oauth/prove-id-token.js';
import { type AccountContext, requireAccountUser } from '../sessions/require-account-user.js';
import { credentialLinkedElsewhere } from '../users/credential-linked-elsewhere.js';
import { addCustodyLogin } from './add-custody-login.js';
import { embeddedWalletOf, finishLink, holderOf } from './link-session.js';

/**
 * Links an OpenID provider's account (Google, Apple, any configured issuer) to the signed-in
 * user with its ID token, or the code for one: proven as for a sign-in (its nonce bound to the
 * key the browser names, claimed for one use), refused (409) when another user holds the
 * account, then made a way into the user's embedded wallet at the custody provider (a wallet
 * made for a user who has none) and linked. Signing in with it later lands on this user and
 * this wallet.
 *
 * @throws {ServerError} 401 `SESSION_REQUIRED`; 403 `MFA_REQUIRED`; the `OAUTH_*` codes; 409
 *   `CREDENTIAL_LINKED_ELSEWHERE`; 429 `RATE_LIMITED`; 502 `CUSTODY_ERROR`.
 */
export async function linkOpenId(
  context: AccountContext & {
    readonly oauth: OAuthContext | undefined;
    readonly sharedDatabase: Database;
    readonly signal?: AbortSignal | undefined;
  },
  request: { body: UncheckedBody<OAuthLoginBody>; clientIp: string },
): Promise<Session> {
  const signedIn = await requireAccountUser(context);
  const { database, custody } = context;
  const proven = await proveIdToken(context, request);
  const { provider, verified, claim } = proven;
  try {
    const credential = {
      kind: 'oauth',
      issuer: verified.issuer,
      subject: verified.subject,
      provider: provider.id,
      email: verified.email,
    } as const;
    const holder = await holderOf(database, signedIn.userId, credential);
    if (holder === 'someone') throw credentialLinkedElsewhere();
    const added =
      holder === 'me'
        ? undefined
        : await addCustodyLogin(
            custody,
            await embeddedWalletOf(database, signedIn.userId),
            {
              kind: 'oauth',
              providerName: provider.id,
              oidcToken: proven.idToken,
              userName: `${provider.id} ${verified.subject}`,
            },
            context.now,
          );
    return await finishLink(context, signedIn, {
      credential,
      newWallet: added?.newWallet,
      alongside: (tx) => claim.spend(tx, context.now()),
    });
  } catch (error) {
    await claim.release(context.sharedDatabase);
    throw error;
  }
}
