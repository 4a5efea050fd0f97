import type { MfaFactorKind } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import { ServerError } from '../server-error.js';
import { hashRefreshToken, newRefreshToken } from './refresh-token.js';
import type { SessionContext } from './session-context.js';

/** How long a sign-in waits for its second factor: 5 minutes. */
export const HELD_SIGN_IN_SECONDS = 300;

/**
 * What completing a held sign-in still has to do after the second factor: nothing more for a
 * wallet; for an email login, log the frame's key in with the custody provider's verification
 * token and seal it; for an OpenID sign-in, log the browser's key in with the ID token.
 */
export type HeldResume =
  | { readonly kind: 'wallet' }
  | {
      readonly kind: 'email';
      readonly organizationId: string;
      readonly custodyUserId: string;
      readonly verificationToken: string;
      readonly targetPublicKey: string;
    }
  | {
      readonly kind: 'oauth';
      readonly organizationId: string;
      readonly custodyUserId: string;
      readonly idToken: string;
      readonly publicKey: string;
    };

/** A sign-in the server holds until the user proves a second factor. */
export interface HeldSignIn {
  readonly held: true;
  /** The token that completes it (once), with `verifyMfa`. */
  readonly pendingSignIn: string;
  readonly factors: readonly MfaFactorKind[];
}

/**
 * Holds a sign-in whose first factor is proven (its proof spent) until a second: its session's
 * row, without tokens, good for {@link HELD_SIGN_IN_SECONDS}; only the completing token's hash
 * is kept.
 */
export async function holdSignIn(
  tx: DatabaseQueries,
  context: SessionContext,
  held: {
    userId: string;
    environmentId: string;
    credentialId: string;
    device: string | undefined;
    factors: readonly MfaFactorKind[];
    resume: HeldResume;
  },
): Promise<HeldSignIn> {
  const now = context.now();
  const pendingSignIn = newRefreshToken();
  await tx.query(
    `INSERT INTO sessions (user_id, environment_id, last_credential_id, created_at, expires_at,
       held_token_hash, held_resume, held_device) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      held.userId,
      held.environmentId,
      held.credentialId,
      new Date(now).toISOString(),
      new Date(now + HELD_SIGN_IN_SECONDS * 1000).toISOString(),
      hashRefreshToken(pendingSignIn),
      JSON.stringify(held.resume),
      held.device ?? null,
    ],
  );
  return { held: true, pendingSignIn, factors: held.factors };
}

/** The 403 a held sign-in answers: what the SDK turns into the second-factor prompt. */
export function heldSignInRefusal(held: HeldSignIn): ServerError {
  return new ServerError(
    403,
    'MFA_REQUIRED',
    'This device is new to the account: verify your second factor to sign in',
    undefined,
    { pendingSignIn: held.pendingSignIn, factors: held.factors },
  );
}
