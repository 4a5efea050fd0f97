import {
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  type KeyPairSigner,
  signBytes,
} from '@solana/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createSignInMessageText } from './create-sign-in-message.js';
import { createSignInInput, type SignInInput } from './sign-in-input.js';
import {
  DEFAULT_SIGN_IN_MAX_AGE_MS,
  type VerifySignInMessageParameters,
  verifySignInMessage,
} from './verify-sign-in-message.js';

let signer: KeyPairSigner;
let other: KeyPairSigner;

beforeAll(async () => {
  [signer, other] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
});

const now = new Date('2024-05-01T12:00:00.000Z');
const domain = 'app.example.com';
const nonce = 'k3Jd9aQpL0xZ2mN4';
const expected = { domain, nonce, now };

async function signed(
  fields: Partial<SignInInput> = {},
  by: KeyPairSigner = signer,
): Promise<{ message: string; signature: Uint8Array; address: string }> {
  const input = createSignInInput({
    domain,
    uri: `https://${domain}`,
    nonce,
    now,
    chainId: 'solana:mainnet',
  });
  const message = createSignInMessageText({ ...input, address: signer.address, ...fields });
  const signature = await signBytes(by.keyPair.privateKey, new TextEncoder().encode(message));
  return { message, signature: new Uint8Array(signature), address: signer.address };
}

async function reasonOf(parameters: VerifySignInMessageParameters): Promise<string | undefined> {
  try {
    await verifySignInMessage(parameters);
    return undefined;
  } catch (error) {
    if (isLatchkeyError(error, LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED)) {
      return error.context.reason;
    }
    throw error;
  }
}

describe('verifySignInMessage', () => {
  it('accepts a signed message and returns its fields', async () => {
    const { message, signature, address } = await signed({ statement: 'Sign in to Acme' });
    await expect(
      verifySignInMessage({ message, signature, address, expected }),
    ).resolves.toStrictEqual({
      domain,
      address,
      statement: 'Sign in to Acme',
      uri: `https://${domain}`,
      version: '1',
      chainId: 'solana:mainnet',
      nonce,
      issuedAt: now.toISOString(),
    });
  });

  it('accepts the message as bytes, and the signature as base58 or base64', async () => {
    const { message, signature, address } = await signed();
    const bytes = new TextEncoder().encode(message);
    const base58 = getBase58Decoder().decode(signature);
    const base64 = getBase64Decoder().decode(signature);
    const base64Url = base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    for (const encoded of [signature, base58, base64, base64.replace(/=+$/, ''), base64Url]) {
      expect(
        await reasonOf({ message: bytes, signature: encoded, address, expected }),
      ).toBeUndefined();
    }
  });

  it('checks the uri and chain id when given', async () => {
    const { message, signature, address } = await signed();
    const check = (more: { uri?: string; chainId?: string }) =>
      reasonOf({ message, signature, address, expected: { ...expected, ...more } });
    expect(await check({ uri: `https://${domain}`, chainId: 'solana:mainnet' })).toBeUndefined();
    expect(await check({ uri: 'https://evil.com' })).toBe('uri does not match');
    expect(await check({ chainId: 'solana:devnet' })).toBe('chain id does not match');
  });

  it('accepts issuedAt up to maxAgeMs either side of now', async () => {
    const { message, signature, address } = await signed();
    for (const offset of [-DEFAULT_SIGN_IN_MAX_AGE_MS, 0, DEFAULT_SIGN_IN_MAX_AGE_MS]) {
      const at = new Date(now.getTime() + offset);
      expect(
        await reasonOf({ message, signature, address, expected: { ...expected, now: at } }),
      ).toBeUndefined();
    }
  });

  it.each<[string, () => Promise<VerifySignInMessageParameters>, string]>([
    [
      'a stale issuedAt',
      async () => ({
        ...(await signed()),
        expected: { ...expected, now: new Date(now.getTime() + 600_001) },
      }),
      'issued at is too old',
    ],
    [
      'a stale issuedAt under a shorter maxAgeMs',
      async () => ({
        ...(await signed()),
        expected: { ...expected, maxAgeMs: 60_000, now: new Date(now.getTime() + 60_001) },
      }),
      'issued at is too old',
    ],
    [
      'an issuedAt in the future',
      async () => ({
        ...(await signed()),
        expected: { ...expected, now: new Date(now.getTime() - 600_001) },
      }),
      'issued at is in the future',
    ],
    [
      'a missing issuedAt',
      async () => ({ ...(await signed({ issuedAt: '' })), expected }),
      'issued at is missing',
    ],
    [
      'an issuedAt that is not ISO 8601',
      async () => ({ ...(await signed({ issuedAt: 'May 1, 2024' })), expected }),
      'issued at is not an ISO 8601 time',
    ],
    [
      'an expired message',
      async () => ({ ...(await signed({ expirationTime: '2024-05-01T12:00:00.000Z' })), expected }),
      'message has expired',
    ],
    [
      'a message not valid yet',
      async () => ({ ...(await signed({ notBefore: '2024-05-01T12:00:00.001Z' })), expected }),
      'message is not valid yet',
    ],
    [
      'a wrong domain',
      async () => ({ ...(await signed({ domain: 'evil.com' })), expected }),
      'domain does not match',
    ],
    [
      'a wrong nonce',
      async () => ({ ...(await signed({ nonce: 'replayedNonce123' })), expected }),
      'nonce does not match',
    ],
    [
      'a missing nonce',
      async () => ({ ...(await signed({ nonce: '' })), expected }),
      'nonce is missing',
    ],
    [
      'another address than the message names',
      async () => ({ ...(await signed()), address: other.address, expected }),
      'address does not match',
    ],
    [
      'a signature by another key',
      async () => ({ ...(await signed({}, other)), expected }),
      'signature is invalid',
    ],
    [
      'a signature over another message',
      async () => {
        const { signature } = await signed({ statement: 'Other' });
        return { ...(await signed()), signature, expected };
      },
      'signature is invalid',
    ],
    [
      'a truncated signature',
      async () => {
        const parameters = await signed();
        return { ...parameters, signature: parameters.signature.slice(0, 63), expected };
      },
      'signature is not 64 bytes, in base58 or base64',
    ],
    [
      'signature text that is neither base58 nor base64',
      async () => ({ ...(await signed()), signature: 'not a signature!', expected }),
      'signature is not 64 bytes, in base58 or base64',
    ],
    [
      'a message with a trailing newline',
      async () => {
        const parameters = await signed();
        return { ...parameters, message: `${parameters.message}\n`, expected };
      },
      'signed message is not in the standard format',
    ],
    [
      'another version',
      async () => ({ ...(await signed({ version: '2' })), expected }),
      'version is not 1',
    ],
    [
      'an invalid address',
      async () => ({ ...(await signed()), address: '0xabc', expected }),
      'address is not a valid Solana address',
    ],
    [
      'no expected nonce',
      async () => ({ ...(await signed()), expected: { domain, nonce: '' } }),
      'expected nonce is missing',
    ],
  ])('rejects %s', async (_, build, reason) => {
    expect(await reasonOf(await build())).toBe(reason);
  });

  it('uses the real clock by default', async () => {
    const input = createSignInInput({ domain, nonce });
    const message = createSignInMessageText({ ...input, address: signer.address });
    const signature = await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(message));
    const fields = await verifySignInMessage({
      message,
      signature: getBase58Decoder().decode(signature),
      address: signer.address,
      expected: { domain, nonce },
    });
    expect(fields.nonce).toBe(nonce);
  });
});
