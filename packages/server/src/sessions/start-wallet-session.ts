import type { Session } from '@latchkey/core/product-api';
import type { DatabaseQueries } from '../database/database.js';
import { credentialInsert } from '../users/insert-credential.js';
import {
  CREDENTIAL_COLUMNS,
  type CredentialRow,
  toUserCredential,
  type UserCredential,
} from '../users/user-credential.js';
import { sessionAnswer } from './session-answer.js';
import type { SessionContext } from './session-context.js';
import { sessionInsert } from './start-session.js';
import { challengeInvalid } from './verify-wallet-sign-in.js';

type SessionRow = { burned?: number; session_id: string | null } & Partial<CredentialRow>;

/**
 * A wallet sign-in's database work once its proof has been checked (`checkWalletSignIn`), in as
 * few round trips as it takes and no explicit transaction, each statement all or nothing. For a
 * wallet seen before, one statement burns the challenge's nonce, touches the wallet's credential,
 * makes the session and its refresh token, and reads the user's credentials (what the access
 * token carries); a new wallet takes a second, which makes its user, its credential and the
 * session. Of two sign-ins with one nonce, on any instances, one burns it: the other waits on the
 * row's lock, then finds nothing and is refused.
 *
 * Not for a server that asks a second factor on a new device (`signInNewDevice`): that check
 * comes between the credential and the session, in the route's transaction.
 *
 * @throws {ServerError} 401 `CHALLENGE_INVALID` when the nonce was not there to burn.
 */
export async function startWalletSession(
  database: DatabaseQueries,
  context: SessionContext,
  parameters: {
    issuer: string;
    environmentId: string;
    nonce: string;
    address: string;
    walletName?: string | undefined;
  },
): Promise<Session> {
  const nowMs = context.now();
  const seen = await sessionForHeldWallet(database, context, parameters, parameters.nonce);
  if (seen.burned === 0) throw challengeInvalid();
  if (seen.session) return answer(database, context, parameters, seen.session);
  const userId = crypto.randomUUID();
  const stored = credentialInsert({
    userId,
    credential: { kind: 'solana-wallet', address: parameters.address, ...walletName(parameters) },
    at: new Date(nowMs),
    makeUser: true,
  });
  const made = sessionInsert(context, {
    source: 'stored AS source',
    environmentId: parameters.environmentId,
    nowMs,
    firstParameter: stored.parameters.length + 1,
  });
  const { rows } = await database.query<SessionRow>(
    `WITH ${stored.sql}, ${made.sql}
     SELECT made.id AS session_id, stored.* FROM stored JOIN made ON true`,
    [...stored.parameters, ...made.parameters],
  );
  const [row] = rows;
  if (row?.session_id) {
    return answer(database, context, parameters, {
      id: row.session_id,
      made,
      credentials: [toUserCredential(row as CredentialRow)],
    });
  }
  // Another sign-in made the wallet's user first (its statement committed while ours waited on
  // the credential's key): ours goes, and the session is on theirs. The nonce is burned already.
  await database.query('DELETE FROM users WHERE id = $1', [userId]);
  const theirs = await sessionForHeldWallet(database, context, parameters, undefined);
  if (!theirs.session) throw new Error('the wallet credential vanished during sign-in');
  return answer(database, context, parameters, theirs.session);
}

interface MadeSession {
  readonly id: string;
  readonly made: { refreshToken: string; expiresAt: number };
  readonly credentials: readonly UserCredential[];
}

/**
 * One statement: the nonce burned (when given), and if it was, the wallet's credential touched and
 * a session made on it, with the user's credentials read.
 */
async function sessionForHeldWallet(
  database: DatabaseQueries,
  context: SessionContext,
  parameters: { environmentId: string; address: string },
  nonce: string | undefined,
): Promise<{ burned: number; session?: MadeSession }> {
  const nowMs = context.now();
  const made = sessionInsert(context, {
    source: 'touched AS source',
    environmentId: parameters.environmentId,
    nowMs,
    firstParameter: 4,
  });
  const { rows } = await database.query<SessionRow>(
    `WITH burned AS (
       DELETE FROM sign_in_challenges
       WHERE $1::text IS NOT NULL AND nonce = $1 AND environment_id = $2 AND expires_at > $5
       RETURNING nonce
     ), touched AS (
       UPDATE verified_credentials SET last_verified_at = $5
       WHERE kind = 'solana-wallet' AND value = $3
         AND ($1::text IS NULL OR EXISTS (SELECT 1 FROM burned))
       RETURNING id, user_id
     ), ${made.sql}
     SELECT (SELECT count(*) FROM burned)::int AS burned, made.id AS session_id, held.*
     FROM (SELECT 1) AS one
     LEFT JOIN made ON true
     LEFT JOIN (SELECT ${CREDENTIAL_COLUMNS} FROM verified_credentials) AS held
       ON held.user_id = made.user_id
     ORDER BY held.created_at, held.id`,
    [nonce ?? null, parameters.environmentId, parameters.address, ...made.parameters],
  );
  const burned = nonce === undefined ? 1 : Number(rows[0]?.burned ?? 0);
  const sessionId = rows[0]?.session_id;
  if (!sessionId) return { burned };
  const provenWith = rows.find(
    (row) => row.kind === 'solana-wallet' && row.value === parameters.address,
  );
  // The statement read the credentials as they were before it: the touch is its own.
  const credentials = rows.map((row) =>
    row === provenWith
      ? { ...toUserCredential(row as CredentialRow), lastVerifiedAt: new Date(nowMs) }
      : toUserCredential(row as CredentialRow),
  );
  return { burned, session: { id: sessionId, made, credentials } };
}

function answer(
  database: DatabaseQueries,
  context: SessionContext,
  parameters: { issuer: string; environmentId: string; address: string },
  session: MadeSession,
): Promise<Session> {
  const provenWith = session.credentials.find(
    (credential) => credential.kind === 'solana-wallet' && credential.value === parameters.address,
  ) as UserCredential;
  return sessionAnswer(database, context, {
    issuer: parameters.issuer,
    session: {
      id: session.id,
      userId: provenWith.userId,
      environmentId: parameters.environmentId,
      credentialId: provenWith.id,
      expiresAt: session.made.expiresAt,
    },
    refreshToken: session.made.refreshToken,
    credentials: session.credentials,
  });
}

function walletName(parameters: { walletName?: string | undefined }): { walletName?: string } {
  return parameters.walletName === undefined ? {} : { walletName: parameters.walletName };
}
