import {
  OAUTH_SESSION_KEY_SECONDS,
  type OAuthLogin,
  type OAuthLoginBody,
} from '@latchkey/core/product-api';
import type { CustodyClient } from '../custody/create-custody-client.js';
import type { Database } from '../database/database.js';
import type { EmbeddedLimits } from '../embedded/embedded-limits.js';
import type { UncheckedBody } from '../http/request-context.js';
import { newDeviceFactors } from '../mfa/new-device-factors.js';
import { type SessionIssuing, startEmbeddedSessionOrHold } from '../sessions/embedded-session.js';
import { heldSignInRefusal } from '../sessions/held-sign-in.js';
import { credentialHolder } from '../users/credential-holder.js';
import type { NewCredential } from '../users/new-credential.js';
import { findOAuthUser } from './find-oauth-user.js';
import type { OAuthContext } from './oauth-context.js';
import { proveIdToken } from './prove-id-token.js';

/** What an OpenID sign-in needs. */
export interface OAuthLoginContext {
  /** The request's database (stops at its deadline). */
  database: Database;
  /** The server's own, to release a claimed token after the request failed. */
  sharedDatabase: Database;
  custody: CustodyClient;
  oauth: OAuthContext | undefined;
  limits: EmbeddedLimits;
  now: () => number;
  /** Where the sign-in's session is issued; without it the answer carries none. */
  sessions?: SessionIssuing | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Signs a user in with an OpenID provider's ID token (given, or traded for the code given) for
 * the browser's session key: counts the try for the client's address, verifies the token
 * (`verifyIdToken`), counts it for the provider account, claims it (one use), finds or makes
 * the user (`findOAuthUser`), has the custody provider log the key in with the token, then
 * records the user with the provider account (and the email, when verified and trusted) and
 * starts their session in the transaction that spends the token.
 *
 * @throws {ServerError} the `OAUTH_*` codes (400/401/503), 400 `INVALID_REQUEST`, 429
 * `RATE_LIMITED`, 502 `CUSTODY_ERROR`.
 */
export async function oauthLogin(
  context: OAuthLoginContext,
  request: { body: UncheckedBody<OAuthLoginBody>; clientIp: string },
): Promise<OAuthLogin> {
  const { database, custody, now } = context;
  const proven = await proveIdToken(context, request);
  const { provider, publicKey, idToken, verified, linkableEmail, claim } = proven;
  try {
    const user = await findOAuthUser(context, { provider, verified, idToken, linkableEmail });
    // A user who must prove a second factor on this device first: the custody provider logs
    // the key in only once it is proven.
    const logIn = () => logInOAuthKey(custody, { ...user, idToken, publicKey, now: now() });
    const mayHold = !user.created && (await mayBeHeld(context, user.organizationId));
    if (!mayHold) await logIn();
    const provenBy: NewCredential = {
      kind: 'oauth',
      issuer: verified.issuer,
      subject: verified.subject,
      provider: provider.id,
      email: verified.email,
    };
    const also: NewCredential[] = [provenBy];
    if (linkableEmail) also.push({ kind: 'email', email: linkableEmail });
    const session = await database.transaction(async (tx) => {
      await claim.spend(tx, now());
      // The email is this user's from now on, for an email login as for this one.
      if (linkableEmail) {
        await tx.query(
          `INSERT INTO embedded_users (email, organization_id, user_id) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [linkableEmail, user.organizationId, user.custodyUserId],
        );
      }
      const resume = { kind: 'oauth', ...user, idToken, publicKey } as const;
      return context.sessions
        ? startEmbeddedSessionOrHold(tx, context.sessions, { ...user, also, provenBy }, resume)
        : undefined;
    });
    if (session && 'held' in session) throw heldSignInRefusal(session);
    if (mayHold) await logIn();
    return {
      organizationId: user.organizationId,
      userId: user.custodyUserId,
      created: user.created,
      ...(session ? { session } : {}),
    };
  } catch (error) {
    await claim.release(context.sharedDatabase);
    throw error;
  }
}

/**
 * Has the custody provider log the browser's key in for the user an ID token proved.
 */
export async function logInOAuthKey(
  custody: CustodyClient,
  login: { organizationId: string; idToken: string; publicKey: string; now: number },
): Promise<void> {
  await custody.run(custody.client.oauthLogin, {
    type: 'ACTIVITY_TYPE_OAUTH_LOGIN',
    timestampMs: String(login.now),
    organizationId: login.organizationId,
    parameters: {
      oidcToken: login.idToken,
      publicKey: login.publicKey,
      expirationSeconds: String(OAUTH_SESSION_KEY_SECONDS),
    },
  });
}

// Whether the sign-in of this embedded wallet's user may be held for a second factor here.
async function mayBeHeld(context: OAuthLoginContext, organizationId: string): Promise<boolean> {
  const newDevice = context.sessions?.newDevice;
  if (!newDevice?.settings.require.has('signInNewDevice')) return false;
  const userId = await credentialHolder(context.database, {
    kind: 'embedded-wallet',
    subOrganizationId: organizationId,
  });
  return (
    userId !== undefined &&
    (await newDeviceFactors(context.database, newDevice, userId)) !== undefined
  );
}
