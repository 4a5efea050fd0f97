import type { ActivityContext, ActivityOutcome } from './activity-context.js';
import { invalidArgument } from './custody-api-error.js';
import type { UserRecord } from './custody-state.js';
import { toApiKeyRecord } from './to-api-key-record.js';
import { signEnclaveJwt } from './verification-token.js';

/**
 * The public key a login is to log in: a compressed P-256 key in hex, as the provider takes it.
 *
 * @throws {CustodyApiError} 3 for anything else.
 */
export function readLoginPublicKey(value: unknown): string {
  if (typeof value !== 'string' || !/^0[23][0-9a-fA-F]{64}$/.test(value)) {
    throw invalidArgument('publicKey must be a compressed P-256 public key in hex');
  }
  return value;
}

/**
 * How `otp_login` and `oauth_login` end once the user is known: the key becomes an expiring API
 * key of theirs (with `invalidateExisting`, their earlier keys of the same credential type go
 * first), and the answer is a read-write session token for it.
 */
export function logInKey(
  context: ActivityContext,
  user: UserRecord,
  login: {
    publicKey: string;
    expirationSeconds: number;
    credentialType: string;
    apiKeyName: string;
    resultKey: string;
  },
): ActivityOutcome {
  const { parameters, organization, state, now } = context;
  const { publicKey, expirationSeconds, credentialType } = login;
  if (parameters.invalidateExisting === true) {
    user.apiKeys = user.apiKeys.filter((key) => key.credentialType !== credentialType);
  }
  user.apiKeys.push(
    toApiKeyRecord(
      { apiKeyName: login.apiKeyName, publicKey, expirationSeconds: String(expirationSeconds) },
      now,
      credentialType,
    ),
  );
  return {
    resultKey: login.resultKey,
    result: {
      session: signEnclaveJwt(state, {
        user_id: user.userId,
        organization_id: organization.organizationId,
        public_key: publicKey,
        exp: Math.floor(now / 1000) + expirationSeconds,
        session_type: 'SESSION_TYPE_READ_WRITE',
      }),
    },
  };
}
