import { CustodyError, LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE } from '@latchkey/core';
import type { CustodySignature } from '@latchkey/core/custody';
import type { Hex, Signature } from 'viem';

const HEX_32_BYTES = /^[0-9a-fA-F]{1,64}$/;

/**
 * Reads a custody provider's secp256k1 signature (`r`, `s` as hex without 0x, `v` as '00' / '01'
 * or '1b' / '1c') as viem's `Signature` with both `v` (27 / 28) and `yParity`.
 *
 * @throws {CustodyError} `LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE` for anything else.
 * @example
 * ```ts
 * const signature = toViemSignature(await embeddedWallet.signRawPayload({ address, payload }));
 * serializeSignature(signature); // 0x… (65 bytes)
 * ```
 */
export function toViemSignature(signature: CustodySignature): Signature {
  const r = strip(signature.r);
  const s = strip(signature.s);
  const v = Number.parseInt(strip(signature.v) || 'x', 16);
  const yParity = v >= 27 ? v - 27 : v;
  if (!HEX_32_BYTES.test(r) || !HEX_32_BYTES.test(s) || (yParity !== 0 && yParity !== 1)) {
    throw new CustodyError(LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE, {
      context: { request: 'sign_raw_payload', reason: 'not a secp256k1 signature (r, s, v)' },
    });
  }
  return {
    r: `0x${r.padStart(64, '0')}` as Hex,
    s: `0x${s.padStart(64, '0')}` as Hex,
    v: BigInt(27 + yParity),
    yParity,
  };
}

function strip(value: unknown): string {
  return typeof value === 'string' ? value.replace(/^0x/i, '') : '';
}
