import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { ActivityContext, ActivityOutcome } from './activity-context.js';
import { parameterList } from './activity-parameters.js';
import { checkNewApiKeys, lifetimeSeconds, sessionKeyMaxSeconds } from './credential-lifetimes.js';
import { CustodyApiError, invalidArgument } from './custody-api-error.js';
import type { UserRecord } from './custody-state.js';
import { encryptCredentialBundle } from './encrypt-bundles.js';
import { findUser } from './find-in-organization.js';
import { toApiKeyRecord } from './to-api-key-record.js';
import { toAuthenticatorRecord } from './to-authenticator-record.js';

/** Registers a fresh server-made P-256 API key on a user; returns it with its private half. */
function issueApiKey(
  user: UserRecord,
  name: string,
  expirationSeconds: number,
  now: number,
  type: string,
) {
  const secret = p256.utils.randomSecretKey();
  const record = toApiKeyRecord(
    {
      apiKeyName: name,
      publicKey: bytesToHex(p256.getPublicKey(secret, true)),
      expirationSeconds: String(expirationSeconds),
    },
    now,
    type,
  );
  user.apiKeys.push(record);
  return { record, privateKey: bytesToHex(secret) };
}

/** `create_api_keys`: API keys the request brings, on the caller (or the user `userId` names). */
export function createApiKeys(context: ActivityContext): ActivityOutcome {
  const { organization, principal, parameters, now } = context;
  const user = findUser(organization, parameters.userId, principal.user);
  const requests = parameterList(parameters.apiKeys, 'apiKeys');
  checkNewApiKeys(organization, requests, principal.apiKey);
  const records = requests.map((key) => toApiKeyRecord(key, now));
  user.apiKeys.push(...records);
  return {
    resultKey: 'createApiKeysResult',
    result: { apiKeyIds: records.map((r) => r.apiKeyId) },
  };
}

/** `create_authenticators`: passkeys, each registered once its attestation verifies. */
export async function createAuthenticators(context: ActivityContext): Promise<ActivityOutcome> {
  const { organization, principal, parameters, webauthn, now } = context;
  const user = findUser(organization, parameters.userId, principal.user);
  const records = await Promise.all(
    parameterList(parameters.authenticators, 'authenticators').map((a) =>
      toAuthenticatorRecord(a, webauthn, now),
    ),
  );
  user.authenticators.push(...records);
  return {
    resultKey: 'createAuthenticatorsResult',
    result: { authenticatorIds: records.map((r) => r.authenticatorId) },
  };
}

/**
 * `create_read_write_session`: a server-made session key (900 s unless asked, at most what the
 * caller's own key allows), sealed to the frame's `targetPublicKey`.
 */
export function createReadWriteSession(context: ActivityContext): ActivityOutcome {
  const { organization, principal, parameters, now } = context;
  const user = findUser(organization, parameters.userId, principal.user);
  const seconds = lifetimeSeconds(
    parameters.expirationSeconds,
    900,
    sessionKeyMaxSeconds(principal.apiKey),
  );
  const { record, privateKey } = issueApiKey(
    user,
    typeof parameters.apiKeyName === 'string' ? parameters.apiKeyName : 'Read-write session',
    seconds,
    now,
    'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
  );
  return {
    resultKey: 'createReadWriteSessionResultV2',
    result: {
      organizationId: organization.organizationId,
      organizationName: organization.organizationName,
      userId: user.userId,
      username: user.userName,
      apiKeyId: record.apiKeyId,
      credentialBundle: encryptCredentialBundle(privateKey, parameters.targetPublicKey),
    },
  };
}

/**
 * `recover_user`: a new passkey for a user who proved their email (stamped with the recovery
 * credential).
 */
export async function recoverUser(context: ActivityContext): Promise<ActivityOutcome> {
  const { organization, principal, parameters, webauthn, now } = context;
  const user = findUser(organization, parameters.userId, principal.user);
  const record = await toAuthenticatorRecord(
    (parameters.authenticator ?? {}) as Record<string, unknown>,
    webauthn,
    now,
  );
  user.authenticators.push(record);
  return {
    resultKey: 'recoverUserResult',
    result: { authenticatorId: [record.authenticatorId] },
  };
}

/**
 * `delete_api_keys`: removes the listed keys, all or none.
 *
 * @throws {CustodyApiError} 3 for an empty list, 5 for a key the user does not have.
 */
export function deleteApiKeys(context: ActivityContext): ActivityOutcome {
  const { organization, principal, parameters } = context;
  const user = findUser(organization, parameters.userId, principal.user);
  const ids = parameterList(parameters.apiKeyIds, 'apiKeyIds') as unknown[];
  if (ids.length === 0) throw invalidArgument('apiKeyIds must not be empty');
  for (const id of ids) {
    if (!user.apiKeys.some((key) => key.apiKeyId === id)) {
      throw new CustodyApiError(5, `api key not found: ${String(id)}`, 'NOT_FOUND');
    }
  }
  user.apiKeys = user.apiKeys.filter((key) => !ids.includes(key.apiKeyId));
  return { resultKey: 'deleteApiKeysResult', result: { apiKeyIds: ids } };
}
