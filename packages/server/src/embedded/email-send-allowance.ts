import type { DatabaseQueries } from '../database/database.js';
import { type RateLimit, takeRateLimit } from '../database/rate-limit.js';
import { takeSlidingLimit } from '../database/take-sliding-limit.js';
import { clientNetwork } from '../http/client-network.js';
import { ServerError } from '../server-error.js';

/**
 * How long an address that proved an email (by its code) keeps its own allowance of sends for
 * it, beyond the email's shared ceiling: 90 days since it last proved it.
 */
export const PROVEN_ADDRESS_DAYS = 90;

/** The three limits on emails sent to one address (codes, or recovery emails). */
export interface EmailSendLimits {
  /** Sends asked for from one client address, to any emails. */
  readonly perIp: RateLimit;
  /** Sends to one email asked for from one network (an IPv4 address, an IPv6 /48). */
  readonly perEmailAndNetwork: RateLimit;
  /** The email's shared ceiling, from everywhere, counted over the last window exactly. */
  readonly perEmail: RateLimit;
}

/**
 * Takes one send to `email` for a request from `clientAddress`, or refuses it (429): within the
 * address's own limit, the email's limit for the address's network (an IPv6 /48, so a caller
 * holding many /64s counts once), and the email's shared ceiling — which bounds how many codes
 * exist to guess at, and which strangers can spend. An address that proved this email before (a
 * code typed there, within {@link PROVEN_ADDRESS_DAYS}) is not held by that ceiling, only by its
 * own limits: spending the ceiling never locks the owner out of their usual address.
 *
 * @throws {ServerError} 429 `RATE_LIMITED`: "Too many {what} requested from this address" or
 * "… for this email".
 */
export async function takeEmailSend(
  database: DatabaseQueries,
  request: {
    readonly bucket: 'email-send' | 'recovery';
    readonly what: string;
    readonly email: string;
    readonly clientAddress: string;
    readonly limits: EmailSendLimits;
    readonly nowMs: number;
  },
): Promise<void> {
  const { bucket, email, clientAddress, limits, nowMs } = request;
  const refused = (whose: string) =>
    new ServerError(
      429,
      'RATE_LIMITED',
      `Too many ${request.what} requested ${whose}; try again later`,
    );
  if (!(await takeRateLimit(database, `${bucket}:ip`, clientAddress, limits.perIp, nowMs))) {
    throw refused('from this address');
  }
  const network = `${email} ${clientNetwork(clientAddress)}`;
  if (
    !(await takeRateLimit(
      database,
      `${bucket}:email+network`,
      network,
      limits.perEmailAndNetwork,
      nowMs,
    ))
  ) {
    throw refused('for this email');
  }
  if (await takeSlidingLimit(database, `${bucket}:email`, email, limits.perEmail, nowMs)) return;
  if (!(await isProvenAddress(database, email, clientAddress, nowMs))) {
    throw refused('for this email');
  }
}

/**
 * Records that `clientAddress` proved `email` (its code was right there), so it keeps its own
 * allowance (see {@link takeEmailSend}). Run it in the transaction that spends the code.
 */
export async function recordProvenAddress(
  queries: DatabaseQueries,
  email: string,
  clientAddress: string,
  nowMs: number,
): Promise<void> {
  await queries.query(
    `INSERT INTO email_proven_addresses (email, address, proven_at) VALUES ($1, $2, $3)
     ON CONFLICT (email, address) DO UPDATE SET proven_at = EXCLUDED.proven_at`,
    [email, clientAddress, new Date(nowMs).toISOString()],
  );
}

async function isProvenAddress(
  queries: DatabaseQueries,
  email: string,
  clientAddress: string,
  nowMs: number,
): Promise<boolean> {
  const { rows } = await queries.query(
    'SELECT 1 FROM email_proven_addresses WHERE email = $1 AND address = $2 AND proven_at > $3',
    [email, clientAddress, new Date(nowMs - PROVEN_ADDRESS_DAYS * 86_400_000).toISOString()],
  );
  return rows.length > 0;
}
