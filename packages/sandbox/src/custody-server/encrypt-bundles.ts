import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { getBase58Decoder } from '@solana/kit';
import { formatHpkeBuf, hpkeEncrypt } from '@turnkey/crypto';
import { invalidArgument } from './custody-api-error.js';

function targetKey(targetPublicKey: unknown): Uint8Array {
  if (typeof targetPublicKey !== 'string' || !/^04[0-9a-fA-F]{128}$/.test(targetPublicKey)) {
    throw invalidArgument('targetPublicKey must be an uncompressed P-256 public key in hex');
  }
  try {
    p256.Point.fromHex(targetPublicKey).assertValidity();
  } catch {
    throw invalidArgument('targetPublicKey is not a point on P-256');
  }
  return hexToBytes(targetPublicKey);
}

/**
 * A credential bundle (PROTOCOLS §3): the HPKE seal of a P-256 API private key to the frame's
 * key, as base58check(compressed encapsulated key ‖ ciphertext).
 *
 * @throws {CustodyApiError} 400 for a target key that is not an uncompressed P-256 point.
 */
export function encryptCredentialBundle(privateKeyHex: string, targetPublicKey: unknown): string {
  const sealed = hpkeEncrypt({
    plainTextBuf: hexToBytes(privateKeyHex),
    targetKeyBuf: targetKey(targetPublicKey),
  });
  const checksum = sha256(sha256(sealed)).subarray(0, 4);
  const payload = new Uint8Array(sealed.length + 4);
  payload.set(sealed);
  payload.set(checksum, sealed.length);
  return getBase58Decoder().decode(payload);
}

/**
 * An export bundle (PROTOCOLS §3): `{version, data, dataSignature, enclaveQuorumPublic}` where
 * data is the hex of `{organizationId, encappedPublic, ciphertext}` — the HPKE seal of the
 * plaintext to the export frame's key — signed by the server's enclave key.
 *
 * @throws {CustodyApiError} 400 for a bad target key.
 */
export function encryptExportBundle(parameters: {
  plaintext: Uint8Array;
  targetPublicKey: unknown;
  organizationId: string;
  enclavePrivateKey: string;
}): string {
  const sealed = hpkeEncrypt({
    plainTextBuf: parameters.plaintext,
    targetKeyBuf: targetKey(parameters.targetPublicKey),
  });
  const { encappedPublic, ciphertext } = JSON.parse(formatHpkeBuf(sealed)) as {
    encappedPublic: string;
    ciphertext: string;
  };
  const data = new TextEncoder().encode(
    JSON.stringify({ organizationId: parameters.organizationId, encappedPublic, ciphertext }),
  );
  const enclaveKey = hexToBytes(parameters.enclavePrivateKey);
  const signature = p256.sign(sha256(data), enclaveKey, { prehash: false, format: 'der' });
  return JSON.stringify({
    version: 'v1.0.0',
    data: bytesToHex(data),
    dataSignature: bytesToHex(signature),
    enclaveQuorumPublic: bytesToHex(p256.getPublicKey(enclaveKey, false)),
  });
}
