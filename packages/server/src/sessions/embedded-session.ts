import type { Session } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import type { NewDeviceCheck } from '../mfa/new-device-factors.js';
import { insertCredential } from '../users/insert-credential.js';
import { credentialValue, type NewCredential } from '../users/new-credential.js';
import { signInUser } from '../users/sign-in-user.js';
import type { HeldResume, HeldSignIn } from './held-sign-in.js';
import type { SessionContext } from './session-context.js';
import { startSession } from './start-session.js';
import { startSessionOrHold } from './start-session-or-hold.js';

/**
 * Where an embedded login's session is issued: the session context and the issuer the request
 * names. Absent, the login answers without a session (a caller of the flow outside a route).
 */
export interface SessionIssuing {
  readonly context: SessionContext;
  readonly issuer: string;
  readonly environmentId: string;
  /** When the host asks for a second factor on a new device: the settings and this device. */
  readonly newDevice?: NewDeviceCheck | undefined;
}

/** An embedded login, as {@link startEmbeddedSession} records it. */
export interface EmbeddedLogin {
  organizationId: string;
  custodyUserId: string;
  address?: string | undefined;
  /** Proven in the same login; kept for the user unless someone else holds it already. */
  also?: readonly NewCredential[];
  /**
   * Which of `also` the login proved. Default (or when the user does not hold it): the
   * embedded wallet itself.
   */
  provenBy?: NewCredential | undefined;
}

/**
 * Records an embedded login as a sign-in (the user holding the embedded wallet, made on first
 * login, plus what else the login proved: the email, the passkey) and starts their session,
 * bound to the credential the login proved (`provenBy`: the email for a code, the OpenID
 * account for an ID token, the passkey for a passkey), so unlinking that credential ends it.
 * Run it in the transaction that spends the proof (the code), so either both happen or neither.
 */
export async function startEmbeddedSession(
  tx: DatabaseQueries,
  issuing: SessionIssuing,
  login: EmbeddedLogin,
): Promise<Session> {
  const signedIn = await recordEmbeddedSignIn(tx, issuing, login);
  return startSession(tx, issuing.context, signedIn);
}

/**
 * {@link startEmbeddedSession}, or the sign-in held for a second factor on a new device (see
 * `startSessionOrHold`), with what completing it still has to do.
 */
export async function startEmbeddedSessionOrHold(
  tx: DatabaseQueries,
  issuing: SessionIssuing,
  login: EmbeddedLogin,
  resume: HeldResume,
): Promise<Session | HeldSignIn> {
  const signedIn = await recordEmbeddedSignIn(tx, issuing, login);
  return startSessionOrHold(tx, issuing.context, {
    ...signedIn,
    newDevice: issuing.newDevice,
    resume,
  });
}

// The user the login signs in, with what it proved recorded, and the credential proven.
async function recordEmbeddedSignIn(
  tx: DatabaseQueries,
  issuing: SessionIssuing,
  login: EmbeddedLogin,
) {
  const at = new Date(issuing.context.now());
  const { userId, credential } = await signInUser(
    tx,
    {
      kind: 'embedded-wallet',
      subOrganizationId: login.organizationId,
      custodyUserId: login.custodyUserId,
      ...(login.address ? { address: login.address } : {}),
    },
    at,
  );
  for (const proven of login.also ?? []) await insertCredential(tx, userId, proven, at);
  const provenBy = login.provenBy ? await heldCredentialId(tx, userId, login.provenBy) : undefined;
  if (provenBy) {
    // Last used now; an OpenID account's names as its newest token gives them.
    const names = login.provenBy?.kind === 'oauth' ? login.provenBy : undefined;
    await tx.query(
      `UPDATE verified_credentials SET last_verified_at = $2,
         oauth_provider = COALESCE($3, oauth_provider), oauth_email = COALESCE($4, oauth_email)
       WHERE id = $1`,
      [provenBy, at.toISOString(), names?.provider ?? null, names?.email?.slice(0, 320) ?? null],
    );
  }
  return {
    issuer: issuing.issuer,
    environmentId: issuing.environmentId,
    userId,
    credentialId: provenBy ?? credential.id,
  };
}

async function heldCredentialId(
  tx: DatabaseQueries,
  userId: string,
  key: NewCredential,
): Promise<string | undefined> {
  const { kind, value } = credentialValue(key);
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM verified_credentials WHERE kind = $1 AND value = $2 AND user_id = $3',
    [kind, value, userId],
  );
  return rows[0]?.id;
}
