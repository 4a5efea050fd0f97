import type { ApiRequestBody, EmbeddedUser } from '@latchkey/core/product-api';
import type { CustodyClient } from '../custody/create-custody-client.js';
import type { Database } from '../database/database.js';
import { takeRateLimit } from '../database/rate-limit.js';
import { isRecord, type UncheckedBody } from '../http/request-context.js';
import { invalidRequest, ServerError } from '../server-error.js';
import { type SessionIssuing, startEmbeddedSession } from '../sessions/embedded-session.js';
import { createUserOrganization } from './create-user-organization.js';
import type { EmbeddedLimits } from './embedded-limits.js';
import { toVerifiedCredentials } from './embedded-wallet-accounts.js';

/**
 * Passkey sign-up: a sub-organization whose root user holds the new passkey, and a wallet with a
 * Solana and an Ethereum account. An email given here only names the user: it is not attached as
 * the user's email (nobody proved it), so it can never capture that email's logins.
 *
 * @throws {ServerError} 400 without a passkey or a name; 429 past the per-address limit.
 */
export async function signUpWithPasskey(
  context: {
    database: Database;
    custody: CustodyClient;
    limits: EmbeddedLimits;
    now: () => number;
    /** Where the new user's session is issued; without it the answer carries none. */
    sessions?: SessionIssuing | undefined;
  },
  request: { body: UncheckedBody<ApiRequestBody<'createEmbeddedUser'>>; clientIp: string },
): Promise<EmbeddedUser> {
  const { body } = request;
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
  const created = await createUserOrganization(
    context.custody,
    {
      userName: label,
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
    },
    { now: context.now },
  );
  const verifiedCredentials = toVerifiedCredentials(created.organizationId, created.wallet);
  const { sessions } = context;
  const credentialId = (passkey.attestation as { credentialId?: unknown }).credentialId;
  const proven =
    typeof credentialId === 'string' && credentialId.length <= 512
      ? ({ kind: 'passkey', credentialId } as const)
      : undefined;
  const session = sessions
    ? await context.database.transaction((tx) =>
        startEmbeddedSession(tx, sessions, {
          organizationId: created.organizationId,
          custodyUserId: created.userId,
          address: created.wallet.addresses[0],
          also: proven ? [proven] : [],
          provenBy: proven,
        }),
      )
    : undefined;
  return {
    organizationId: created.organizationId,
    userId: created.userId,
    verifiedCredentials,
    ...(session ? { session } : {}),
  };
}
