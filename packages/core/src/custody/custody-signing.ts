import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE } from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import type { CustodyClient } from './create-custody-client.js';

import type { CustodyActivity, CustodySignature } from './custody-activity.js';

/** How a raw payload is given: hex of bytes, or UTF-8 text. */
export type PayloadEncoding = 'PAYLOAD_ENCODING_HEXADECIMAL' | 'PAYLOAD_ENCODING_TEXT_UTF8';

/** What the provider hashes before signing; ed25519 must use NOT_APPLICABLE. */
export type HashFunction =
  | 'HASH_FUNCTION_NOT_APPLICABLE'
  | 'HASH_FUNCTION_NO_OP'
  | 'HASH_FUNCTION_SHA256'
  | 'HASH_FUNCTION_KECCAK256';

/**
 * Who signs, and where: the (sub-)organization that holds the wallet and the account's
 * address (or private key id).
 *
 * @example
 * ```ts
 * const scope: SigningScope = { organizationId: subOrganizationId, signWith: solanaAddress };
 * ```
 */
export interface SigningScope {
  readonly organizationId: string;
  readonly signWith: string;
}

function resultOf<T>(activity: CustodyActivity, name: string): T {
  const value = activity.result?.[name];
  if (value === undefined || value === null) {
    throw new CustodyError(LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE, {
      context: { request: activity.type, reason: `no ${name} in the result` },
    });
  }
  return value as T;
}

/**
 * Signs one payload (`ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2`). Bytes are sent as hex.
 *
 * @example
 * ```ts
 * const { r, s } = await signRawPayload(client, { organizationId, signWith, payload: messageBytes });
 * const ed25519Signature = signatureBytes({ r, s, v: '' });
 * ```
 */
export async function signRawPayload(
  client: CustodyClient,
  parameters: SigningScope & {
    payload: Uint8Array;
    hashFunction?: HashFunction | undefined;
  },
): Promise<CustodySignature> {
  const activity = await client.submit('sign_raw_payload', {
    type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
    organizationId: parameters.organizationId,
    parameters: {
      signWith: parameters.signWith,
      payload: bytesToHex(parameters.payload),
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: parameters.hashFunction ?? 'HASH_FUNCTION_NOT_APPLICABLE',
    },
  });
  return resultOf<CustodySignature>(activity, 'signRawPayloadResult');
}

/**
 * Signs several payloads in one activity (`ACTIVITY_TYPE_SIGN_RAW_PAYLOADS`), in order.
 *
 * @example
 * ```ts
 * const signatures = await signRawPayloads(client, { organizationId, signWith, payloads: [a, b] });
 * ```
 */
export async function signRawPayloads(
  client: CustodyClient,
  parameters: SigningScope & {
    payloads: readonly Uint8Array[];
    hashFunction?: HashFunction | undefined;
  },
): Promise<CustodySignature[]> {
  const activity = await client.submit('sign_raw_payloads', {
    type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOADS',
    organizationId: parameters.organizationId,
    parameters: {
      signWith: parameters.signWith,
      payloads: parameters.payloads.map((payload) => bytesToHex(payload)),
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: parameters.hashFunction ?? 'HASH_FUNCTION_NOT_APPLICABLE',
    },
  });
  const { signatures } = resultOf<{ signatures: CustodySignature[] }>(
    activity,
    'signRawPayloadsResult',
  );
  if (!Array.isArray(signatures) || signatures.length !== parameters.payloads.length) {
    throw new CustodyError(LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE, {
      context: { request: activity.type, reason: 'one signature per payload was expected' },
    });
  }
  return signatures;
}

/**
 * Signs a Solana transaction (`ACTIVITY_TYPE_SIGN_TRANSACTION_V2`, `TRANSACTION_TYPE_SOLANA`):
 * the full wire transaction goes as hex (unsigned slots zero-filled) and comes back signed.
 *
 * @example
 * ```ts
 * const signed = await signSolanaTransaction(client, {
 *   organizationId,
 *   signWith: address,
 *   transaction: getTransactionEncoder().encode(compiled),
 * });
 * ```
 */
export async function signSolanaTransaction(
  client: CustodyClient,
  parameters: SigningScope & { transaction: Uint8Array },
): Promise<Uint8Array> {
  const activity = await client.submit('sign_transaction', {
    type: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
    organizationId: parameters.organizationId,
    parameters: {
      signWith: parameters.signWith,
      unsignedTransaction: bytesToHex(parameters.transaction),
      type: 'TRANSACTION_TYPE_SOLANA',
    },
  });
  const { signedTransaction } = resultOf<{ signedTransaction: string }>(
    activity,
    'signTransactionResult',
  );
  return hexToBytes(signedTransaction.replace(/^0x/, ''));
}

/**
 * The 64 bytes of an ed25519 signature from the provider's `{r, s}` (`r ‖ s`).
 *
 * @example
 * ```ts
 * const signature = signatureBytes(await signRawPayload(client, scope));
 * ```
 */
export function signatureBytes(signature: CustodySignature): Uint8Array {
  const bytes = hexToBytes(`${signature.r.padStart(64, '0')}${signature.s.padStart(64, '0')}`);
  return bytes;
}
