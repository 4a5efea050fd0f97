import { getBase58Encoder } from '@solana/kit';
import { LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

/**
 * Base58 from an answer or the stored request, or 'The wallet's answer is malformed: {name} is
 * not base58'.
 */
export function decodeBase58Field(text: string, name: string): Uint8Array {
  try {
    return new Uint8Array(getBase58Encoder().encode(text));
  } catch (cause) {
    throw new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE, {
      context: { reason: `${name} is not base58` },
      cause,
    });
  }
}
