import { randomUUID } from 'node:crypto';
import { invalidArgument } from './custody-api-error.js';
import type { ApiKeyRecord } from './custody-state.js';

/** Turns an API key request into a record, checking its public key. */
export function toApiKeyRecord(
  request: Record<string, unknown>,
  now: number,
  credentialType = 'CREDENTIAL_TYPE_API_KEY_P256',
): ApiKeyRecord {
  if (typeof request.publicKey !== 'string')
    throw invalidArgument('apiKeys[].publicKey is required');
  const publicKey = request.publicKey.toLowerCase();
  if (!/^0[23][0-9a-f]{64}$/.test(publicKey)) {
    throw invalidArgument('apiKeys[].publicKey must be a compressed P-256 public key in hex');
  }
  if (request.curveType !== undefined && request.curveType !== 'API_KEY_CURVE_P256') {
    throw invalidArgument(`Unsupported curveType: ${String(request.curveType)}`);
  }
  const seconds = request.expirationSeconds;
  const record: ApiKeyRecord = {
    apiKeyId: randomUUID(),
    apiKeyName: typeof request.apiKeyName === 'string' ? request.apiKeyName : 'API key',
    publicKey,
    credentialType,
    createdAt: now,
  };
  if (seconds !== undefined) {
    const value = Number(seconds);
    if (!Number.isFinite(value) || value <= 0)
      throw invalidArgument('expirationSeconds must be positive');
    record.expirationSeconds = String(seconds);
    record.expiresAt = now + value * 1000;
  }
  return record;
}
