import { p256 } from '@noble/curves/nist.js';
import { ServerConfigurationError } from '../server-error.js';

/**
 * Checks the custody API key's two halves before anything is signed with them: the public key a
 * compressed P-256 point (66 hex digits), the private key a P-256 scalar (hex, up to 64 digits as
 * the stamper pads it) whose public key is that one. Without this a bad key started cleanly and
 * the first browser request failed at the provider. No message holds either key.
 *
 * @throws {ServerConfigurationError} `INVALID_SETTING`, naming the variable.
 */
export function checkCustodyApiKey(key: { apiPublicKey: string; apiPrivateKey: string }): void {
  const invalid = (message: string) => new ServerConfigurationError('INVALID_SETTING', message);
  if (!/^0[23][0-9a-f]{64}$/i.test(key.apiPublicKey)) {
    throw invalid(
      'LATCHKEY_API_PUBLIC_KEY must be a compressed P-256 public key: 66 hex digits starting with 02 or 03',
    );
  }
  if (!/^[0-9a-f]{1,64}$/i.test(key.apiPrivateKey)) {
    throw invalid('LATCHKEY_API_PRIVATE_KEY must be a P-256 private key: 64 hex digits');
  }
  let derived: Uint8Array;
  try {
    derived = p256.getPublicKey(
      Uint8Array.from(Buffer.from(key.apiPrivateKey.padStart(64, '0'), 'hex')),
      true,
    );
  } catch {
    // Zero, or not below the curve's order.
    throw invalid('LATCHKEY_API_PRIVATE_KEY is not a valid P-256 private key');
  }
  if (Buffer.from(derived).toString('hex') !== key.apiPublicKey.toLowerCase()) {
    throw invalid(
      'LATCHKEY_API_PRIVATE_KEY is not the private key of LATCHKEY_API_PUBLIC_KEY: set both halves of the same API key',
    );
  }
}
