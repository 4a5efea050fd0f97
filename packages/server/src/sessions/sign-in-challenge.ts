import type { SignInChallenge } from '@latchkey/core/product-api';
import { createSignInInput } from '@latchkey/core/sign-in';
import { isAddress } from '@solana/kit';
import type { DatabaseQueries } from '../database/database.js';
import { rateLimitTaken } from '../database/rate-limit.js';
import { invalidRequest } from '../server-error.js';
import type { SessionContext } from './session-context.js';
import { signInAttemptsRefused } from './take-sign-in-attempt.js';

// The chain ids wallets sign (PROTOCOLS §7), with or without the `solana:` namespace.
const CHAIN_ID = /^(solana:)?(mainnet|devnet|testnet|localnet)$/;

/**
 * Issues a Sign-In With Solana input for the page asking: its domain and uri are the request's
 * `Origin` (a page cannot ask for another site's), the chain id the wallet is on, the server's
 * statement, and a single-use nonce kept until it is burned by a sign-in or expires. A valid ask
 * counts against `challengesPerClientAddress` for the client's address, in the statement that
 * keeps the nonce (one round trip).
 *
 * @throws {ServerError} 400 `INVALID_REQUEST` without an `Origin`, for an unknown chain id or an
 * invalid address; 429 `RATE_LIMITED` past the client address's limit.
 */
export async function issueSignInChallenge(
  queries: DatabaseQueries,
  context: SessionContext,
  request: {
    environmentId: string;
    origin: string | undefined;
    clientAddress: string;
    body: { chainId?: unknown; address?: unknown };
  },
): Promise<SignInChallenge> {
  const origin = request.origin ? URL.parse(request.origin) : null;
  if (!origin || !/^https?:$/.test(origin.protocol)) {
    throw invalidRequest('a sign-in challenge is issued to a page: send its Origin header');
  }
  const { chainId, address } = request.body;
  if (typeof chainId !== 'string' || !CHAIN_ID.test(chainId)) {
    throw invalidRequest(
      "chainId must be a Solana chain id: 'solana:mainnet', 'solana:devnet', 'solana:testnet' or 'localnet'",
    );
  }
  if (address !== undefined && (typeof address !== 'string' || !isAddress(address))) {
    throw invalidRequest('address must be a base58 Solana address');
  }
  const now = context.now();
  const input = createSignInInput({
    domain: origin.host,
    uri: origin.origin,
    statement: context.settings.statement,
    chainId,
    expiresInMs: context.settings.challengeSeconds * 1000,
    now: new Date(now),
    ...(address === undefined ? {} : { address }),
  });
  const expirationTime = input.expirationTime as string;
  const taken = rateLimitTaken({
    bucket: 'sign-in-challenge',
    subject: request.clientAddress,
    limit: context.settings.challengesPerClientAddress,
    nowMs: now,
    firstParameter: 5,
  });
  const { rows } = await queries.query(
    `WITH ${taken.sql}
     INSERT INTO sign_in_challenges (nonce, environment_id, input, expires_at)
     SELECT $1, $2, $3, $4 FROM taken RETURNING 1`,
    [
      input.nonce,
      request.environmentId,
      JSON.stringify(input),
      expirationTime,
      ...taken.parameters,
    ],
  );
  if (rows.length === 0) throw signInAttemptsRefused();
  return {
    input: {
      ...input,
      uri: origin.origin,
      chainId,
      version: input.version,
      expirationTime,
    },
  };
}
