import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_KEY_STAMP_SCHEME, stampWithSessionKey } from './api-key-stamp.js';
import { generateSessionKey } from './session-key.js';

interface DecodedStamp {
  publicKey: string;
  scheme: string;
  signature: string;
}

function decodeStamp(value: string): DecodedStamp {
  expect(value).toMatch(/^[A-Za-z0-9_-]+$/); // base64url, no padding
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/');
  return JSON.parse(
    new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))),
  );
}

/** What a custody server checks: the DER signature over SHA-256 of the exact body. */
function verifies(stamp: DecodedStamp, body: string): boolean {
  return p256.verify(
    hexToBytes(stamp.signature),
    sha256(new TextEncoder().encode(body)),
    hexToBytes(stamp.publicKey),
    { prehash: false, format: 'der', lowS: false },
  );
}

describe('session-key stamps', () => {
  it('have the X-Stamp format of @turnkey/api-key-stamper and verify the same way', async () => {
    const body = JSON.stringify({ organizationId: 'org', parameters: { text: 'é ✓' } });
    const key = await generateSessionKey(900);
    const ours = await stampWithSessionKey(key, body);

    const secret = p256.utils.randomSecretKey();
    const theirs = await new ApiKeyStamper({
      apiPublicKey: bytesToHex(p256.getPublicKey(secret, true)),
      apiPrivateKey: bytesToHex(secret),
    }).stamp(body);

    expect(ours.stampHeaderName).toBe(theirs.stampHeaderName);
    const [decodedOurs, decodedTheirs] = [
      decodeStamp(ours.stampHeaderValue),
      decodeStamp(theirs.stampHeaderValue),
    ];
    expect(Object.keys(decodedOurs).sort()).toEqual(Object.keys(decodedTheirs).sort());
    expect(decodedOurs.scheme).toBe(API_KEY_STAMP_SCHEME);
    expect(decodedTheirs.scheme).toBe(API_KEY_STAMP_SCHEME);
    expect(decodedOurs.publicKey).toBe(key.publicKey);
    expect(verifies(decodedOurs, body)).toBe(true);
    expect(verifies(decodedTheirs, body)).toBe(true);
    // A stamp is bound to its exact bytes.
    expect(verifies(decodedOurs, `${body} `)).toBe(false);
  });

  it('verify for any body, with a key whose private half cannot be read', async () => {
    const key = await generateSessionKey(900);
    expect(key.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', key.privateKey)).rejects.toThrow();
    await fc.assert(
      fc.asyncProperty(fc.string(), async (body) => {
        const stamp = decodeStamp((await stampWithSessionKey(key, body)).stampHeaderValue);
        expect(stamp.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
        expect(verifies(stamp, body)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
