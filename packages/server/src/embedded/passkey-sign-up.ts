import type { CustodyClient } from '../custody/create-custody-client.js';
import type { Database } from '../database/database.js';
import { takeRateLimit } from '../database/rate-limit.js';
import { isRecord } from '../http/request-context.js';
import { invalidRequest, ServerError } from '../server-error.js';
import type { EmbeddedLimits } from './embedded-limits.js';
import { EMBEDDED_WALLET_ACCOUNTS, toVerifiedCredentials } from './embedded-wallet-accounts.js';

/**
 * Passkey sign-up: a sub-organization whose root user holds the new passkey, and a wallet with a
 * Solana and an Ethereum account. An email given here only names the user: it is not attached as
 * the user's email (nobody proved it), so it can never capture that email's logins.
 *
 * @throws {ServerError} 400 without a passkey or a name; 429 past the per-address limit.
 * @example
 * ```ts
 * const user = await signUpWithPasskey({ database, custody, limits, now }, { body, clientIp });
 * ```
 */
export async function signUpWithPasskey(
  context: {
    database: Database;
    custody: CustodyClient;
    limits: EmbeddedLimits;
    now: () => number;
  },
  request: { body: Record<string, unknown>; clientIp: string },
) {
  const { body } = request;
  const { custody } = context;
  const label =
    typeof body.email === 'string' && body.email.includes('@')
      ? body.email.trim()
      : typeof body.passkeyIdentifier === 'string'
        ? body.passkeyIdentifier.trim()
        : '';
  if (label === '' || label.length > 254) {
    throw invalidRequest('An email or a passkey identifier is required');
  }
  const passkey = body.passkey;
  if (
    !isRecord(passkey) ||
    typeof passkey.challenge !== 'string' ||
    !isRecord(passkey.attestation)
  ) {
    throw invalidRequest('passkey with a challenge and an attestation is required');
  }
  if (
    !(await takeRateLimit(
      context.database,
      'sign-up:ip',
      request.clientIp,
      context.limits.signUpsPerIp,
      context.now(),
    ))
  ) {
    throw new ServerError(
      429,
      'RATE_LIMITED',
      'Too many sign-ups from this address; try again later',
    );
  }
  const activity = await custody.run(custody.client.createSubOrganization, {
    type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
    timestampMs: String(context.now()),
    organizationId: custody.organizationId,
    parameters: {
      subOrganizationName: label,
      rootQuorumThreshold: 1,
      rootUsers: [
        {
          userName: label,
          apiKeys: [],
          authenticators: [
            {
              authenticatorName:
                typeof passkey.authenticatorName === 'string'
                  ? passkey.authenticatorName.slice(0, 64)
                  : 'Passkey',
              challenge: passkey.challenge,
              attestation: passkey.attestation,
            },
          ],
          oauthProviders: [],
        },
      ],
      wallet: { walletName: 'Default', accounts: [...EMBEDDED_WALLET_ACCOUNTS] },
    },
  });
  const created = activity.result.createSubOrganizationResultV7;
  const userId = created?.rootUserIds?.[0];
  if (!created?.wallet || !userId) {
    throw new ServerError(502, 'CUSTODY_ERROR', 'Custody provider: no sub-organization');
  }
  return {
    organizationId: created.subOrganizationId,
    userId,
    verifiedCredentials: toVerifiedCredentials(created.subOrganizationId, created.wallet),
  };
}
