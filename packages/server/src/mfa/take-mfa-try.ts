import type { DatabaseQueries } from '../database/database.js';
import { takeRateLimit } from '../database/rate-limit.js';
import { takeSlidingLimit } from '../database/take-sliding-limit.js';
import { clientNetwork } from '../http/client-network.js';
import { ServerError } from '../server-error.js';
import type { MfaSettings } from './mfa-options.js';

/** How long a network that proved a user's factor keeps its own allowance of tries: 90 days. */
export const MFA_PROVEN_ADDRESS_DAYS = 90;

/**
 * Takes one try of a second-factor code for `userId` from `clientAddress`, or refuses it (429):
 * within the address's own limit, the user's limit for the address's network, and the user's
 * shared ceiling, which strangers holding the user's session can spend. A network that proved the
 * user's factor before is not held by that ceiling (only by its own limits), so spending it never
 * locks the owner out. Run it on its own, before the check: a wrong code's try stays counted.
 *
 * @throws {ServerError} 429 `RATE_LIMITED`.
 */
export async function takeMfaTry(
  database: DatabaseQueries,
  settings: MfaSettings,
  request: { userId: string; clientAddress: string; nowMs: number },
): Promise<void> {
  const { userId, clientAddress, nowMs } = request;
  const refused = () =>
    new ServerError(429, 'RATE_LIMITED', 'Too many codes tried; try again later');
  if (!(await takeRateLimit(database, 'mfa:ip', clientAddress, settings.triesPerIp, nowMs))) {
    throw refused();
  }
  const network = clientNetwork(clientAddress);
  const userAndNetwork = `${userId} ${network}`;
  if (
    !(await takeRateLimit(
      database,
      'mfa:user+network',
      userAndNetwork,
      settings.triesPerUserAndNetwork,
      nowMs,
    ))
  ) {
    throw refused();
  }
  if (await takeSlidingLimit(database, 'mfa:user', userId, settings.triesPerUser, nowMs)) return;
  const { rows } = await database.query(
    'SELECT 1 FROM mfa_proven_addresses WHERE user_id = $1 AND address = $2 AND proven_at > $3',
    [userId, network, new Date(nowMs - MFA_PROVEN_ADDRESS_DAYS * 86_400_000).toISOString()],
  );
  if (rows.length === 0) throw refused();
}

/** Records that the network of `clientAddress` proved the user's factor (see {@link takeMfaTry}). */
export async function recordMfaProvenAddress(
  queries: DatabaseQueries,
  request: { userId: string; clientAddress: string; nowMs: number },
): Promise<void> {
  await queries.query(
    `INSERT INTO mfa_proven_addresses (user_id, address, proven_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, address) DO UPDATE SET proven_at = EXCLUDED.proven_at`,
    [request.userId, clientNetwork(request.clientAddress), new Date(request.nowMs).toISOString()],
  );
}
