import type { ApiRequestBody, Session } from '@latchkey/core/product-api';
import { recordProvenAddress } from '../embedded/email-send-allowance.js';
import { findUserByEmail } from '../embedded/find-user-by-email.js';
import { proveEmailCode, spendEmailCode } from '../embedded/prove-email-code.js';
import type { UncheckedBody } from '../http/request-context.js';
import { type AccountContext, requireAccountUser } from '../sessions/require-account-user.js';
import { credentialLinkedElsewhere } from '../users/credential-linked-elsewhere.js';
import { addCustodyLogin } from './add-custody-login.js';
import { embeddedWalletOf, finishLink, holderOf } from './link-session.js';

/**
 * Links an email to the signed-in user with the code emailed to it (`startEmailLink` sent it):
 * the code checked as for a login and spent, the email refused (409) when another user holds it
 * or signs in with it, then made a way into the user's embedded wallet at the custody provider
 * (a wallet made for a user who has none) and linked. Signing in with the email later lands on
 * this user and this wallet.
 *
 * @throws {ServerError} 401 `SESSION_REQUIRED`; 403 `MFA_REQUIRED`; 400 'The code is invalid or
 *   expired.'; 409 `CREDENTIAL_LINKED_ELSEWHERE`; 429 `RATE_LIMITED`; 502 `CUSTODY_ERROR`.
 */
export async function linkEmail(
  context: AccountContext,
  request: { body: UncheckedBody<ApiRequestBody<'verifyEmailLink'>>; clientIp: string },
): Promise<Session> {
  const signedIn = await requireAccountUser(context);
  const { database, custody } = context;
  const code = await proveEmailCode(context, { ...request, environmentId: context.environmentId });
  const { email } = code;
  const credential = { kind: 'email', email } as const;
  // The code is spent before anything is made: a refused link cannot be retried with it.
  await spendEmailCode(database, code);
  await recordProvenAddress(database, email, request.clientIp, code.at);
  const holder = await holderOf(database, signedIn.userId, credential);
  if (holder === 'someone') throw credentialLinkedElsewhere();
  if (holder === 'me') return finishLink(context, signedIn, { credential });
  // An email that signs in to a wallet is that wallet's holder's, recorded or not.
  const signsIn = await findUserByEmail(context, email);
  if (signsIn) {
    const wallet = { kind: 'embedded-wallet', subOrganizationId: signsIn.organizationId } as const;
    if ((await holderOf(database, signedIn.userId, wallet)) !== 'me') {
      throw credentialLinkedElsewhere();
    }
    return finishLink(context, signedIn, { credential });
  }
  const added = await addCustodyLogin(
    custody,
    await embeddedWalletOf(database, signedIn.userId),
    { kind: 'email', email, verificationToken: code.verificationToken },
    context.now,
  );
  return finishLink(context, signedIn, {
    credential,
    newWallet: added.newWallet,
    alongside: async (tx) => {
      await tx.query(
        `INSERT INTO embedded_users (email, organization_id, user_id) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO NOTHING`,
        [email, added.organizationId, added.custodyUserId],
      );
    },
  });
}
