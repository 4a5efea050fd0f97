import type { CustodyClient } from '../custody/create-custody-client.js';
import { type CustodyIdentity, whoami } from '../custody/custody-queries.js';
import type { CustodyStamper } from '../custody/custody-stamper.js';
import { findApiKey, stampPublicKey } from '../custody/revoke-api-key.js';
import { LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED } from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import { CODE_VALIDITY_SECONDS } from '../product-api/code-validity.js';

/**
 * How long a recovery code is good for: its API key must be younger than 900 s (SPEC §4, §9), the
 * product API's code validity, which the server asks the provider for.
 */
export const RECOVERY_CODE_VALIDITY_SECONDS = CODE_VALIDITY_SECONDS;

const invalidOrExpired = (cause?: unknown) =>
  new CustodyError(LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED, { cause });

/**
 * Checks the credential a recovery code put into the frame before it is used: the provider knows
 * it (`whoami`, which names the user), and the user's API key with the frame's public key is
 * younger than {@link RECOVERY_CODE_VALIDITY_SECONDS} — an old code is refused here even if the
 * provider would still take it.
 *
 * @throws {CustodyError} 'The code is invalid or expired.' when the provider does not know the
 * credential, it is not among the user's keys, or it is 900 s old or more.
 */
export async function checkRecoveryCredential(
  client: CustodyClient,
  stamper: CustodyStamper,
  parameters: { organizationId: string; now?: number },
): Promise<CustodyIdentity> {
  const me = await whoami(client, { organizationId: parameters.organizationId }).catch(
    (cause: unknown) => {
      throw invalidOrExpired(cause);
    },
  );
  const publicKey = await stampPublicKey(stamper);
  const key = publicKey
    ? await findApiKey(client, { organizationId: me.organizationId, userId: me.userId, publicKey })
    : undefined;
  const createdAt = Number(key?.createdAt?.seconds) * 1000;
  const age = (parameters.now ?? Date.now()) - createdAt;
  if (
    !publicKey ||
    !Number.isFinite(age) ||
    age < 0 ||
    age >= RECOVERY_CODE_VALIDITY_SECONDS * 1000
  ) {
    throw invalidOrExpired();
  }
  return me;
}
