import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from '@solana/kit';
import { invalidArgument } from './custody-api-error.js';
import type { AccountRecord } from './custody-state.js';

/** The provider's signature shape: hex r, s and recovery id v. */
export interface RawSignature {
  r: string;
  s: string;
  v: string;
}

function strictHex(text: string, name: string): Uint8Array {
  const hex = text.replace(/^0x/, '');
  if (!/^([0-9a-fA-F]{2})*$/.test(hex)) throw invalidArgument(`${name} is not hex`);
  return hexToBytes(hex);
}

/** Decodes a payload by its `encoding`. */
export function decodePayload(payload: unknown, encoding: unknown): Uint8Array {
  if (typeof payload !== 'string') throw invalidArgument('payload must be a string');
  if (encoding === 'PAYLOAD_ENCODING_HEXADECIMAL') return strictHex(payload, 'payload');
  if (encoding === 'PAYLOAD_ENCODING_TEXT_UTF8') return new TextEncoder().encode(payload);
  throw invalidArgument(`Unsupported encoding: ${String(encoding)}`);
}

/**
 * Signs raw bytes with an account's key: ed25519 over the bytes themselves (hash function must
 * be NOT_APPLICABLE), secp256k1 over their KECCAK256 / SHA256 digest or the 32 bytes as given
 * (NO_OP), with a recovery id.
 *
 * @throws {CustodyApiError} 400 for a hash function the curve cannot use.
 */
export function signWithAccount(
  account: AccountRecord,
  payload: Uint8Array,
  hashFunction: unknown,
): RawSignature {
  const secret = hexToBytes(account.privateKey);
  if (account.curve === 'CURVE_ED25519') {
    if (hashFunction !== 'HASH_FUNCTION_NOT_APPLICABLE') {
      throw invalidArgument('ed25519 signing requires HASH_FUNCTION_NOT_APPLICABLE');
    }
    const signature = ed25519.sign(payload, secret);
    return {
      r: bytesToHex(signature.subarray(0, 32)),
      s: bytesToHex(signature.subarray(32)),
      v: '00',
    };
  }
  let digest: Uint8Array;
  if (hashFunction === 'HASH_FUNCTION_KECCAK256') digest = keccak_256(payload);
  else if (hashFunction === 'HASH_FUNCTION_SHA256') digest = sha256(payload);
  else if (hashFunction === 'HASH_FUNCTION_NO_OP' && payload.length === 32) digest = payload;
  else throw invalidArgument(`Unsupported hash function for secp256k1: ${String(hashFunction)}`);
  const recovered = secp256k1.sign(digest, secret, { prehash: false, format: 'recovered' });
  return {
    r: bytesToHex(recovered.subarray(1, 33)),
    s: bytesToHex(recovered.subarray(33)),
    v: (recovered[0] as number).toString(16).padStart(2, '0'),
  };
}

/**
 * Signs a Solana wire transaction (hex) with an ed25519 account: its signature goes into the
 * account's slot; every other slot is left as it came.
 *
 * @throws {CustodyApiError} 400 when the transaction cannot be read or does not need this signer.
 */
export function signSolanaTransaction(
  account: AccountRecord,
  unsignedTransaction: unknown,
): string {
  if (typeof unsignedTransaction !== 'string') {
    throw invalidArgument('unsignedTransaction must be a hex string');
  }
  if (account.curve !== 'CURVE_ED25519') {
    throw invalidArgument('TRANSACTION_TYPE_SOLANA needs an ed25519 account');
  }
  let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>;
  try {
    transaction = getTransactionDecoder().decode(
      strictHex(unsignedTransaction, 'unsignedTransaction'),
    );
  } catch (cause) {
    if ((cause as { name?: string }).name === 'CustodyApiError') throw cause;
    throw invalidArgument('unsignedTransaction is not a Solana transaction');
  }
  if (!(account.address in transaction.signatures)) {
    throw invalidArgument(`The transaction does not need a signature from ${account.address}`);
  }
  const signature = ed25519.sign(
    new Uint8Array(transaction.messageBytes),
    hexToBytes(account.privateKey),
  ) as SignatureBytes;
  const signed = {
    ...transaction,
    signatures: { ...transaction.signatures, [account.address]: signature },
  };
  return bytesToHex(new Uint8Array(getTransactionEncoder().encode(signed)));
}
