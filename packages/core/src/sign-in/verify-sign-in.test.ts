import {
  generateKeyPairSigner,
  getAddressEncoder,
  type KeyPairSigner,
  signBytes,
} from '@solana/kit';
import type { SolanaSignInOutput } from '@solana/wallet-standard-features';
import { verifySignIn as referenceVerifySignIn } from '@solana/wallet-standard-util';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createSignInMessageText } from './create-sign-in-message.js';
import { signInFieldsArbitrary } from './sign-in-arbitraries.fixture.js';
import type { SignInInput, SignInMessageFields } from './sign-in-input.js';
import { type SignInOutput, verifySignIn } from './verify-sign-in.js';

let signer: KeyPairSigner;
let other: KeyPairSigner;

beforeAll(async () => {
  [signer, other] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
});

const encoder = new TextEncoder();

function publicKeyOf(account: KeyPairSigner): Uint8Array {
  return new Uint8Array(getAddressEncoder().encode(account.address));
}

async function sign(
  fields: Omit<SignInMessageFields, 'address'> & { address?: string },
  by: KeyPairSigner = signer,
  edit: (text: string) => string = (text) => text,
): Promise<SignInOutput & { account: { publicKey: Uint8Array } }> {
  const signedMessage = encoder.encode(
    edit(createSignInMessageText({ ...fields, address: fields.address ?? by.address })),
  );
  return {
    account: { address: by.address, publicKey: publicKeyOf(by) },
    signedMessage,
    signature: new Uint8Array(await signBytes(by.keyPair.privateKey, signedMessage)),
  };
}

/** Mine: undefined when accepted, else the reason. */
async function reasonOf(input: SignInInput, output: SignInOutput): Promise<string | undefined> {
  try {
    await verifySignIn({ input, output });
    return undefined;
  } catch (error) {
    if (isLatchkeyError(error, LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED)) {
      return error.context.reason;
    }
    throw error;
  }
}

/** wallet-standard's verdict (it throws on some malformed signatures: a rejection). */
function referenceAccepts(input: SignInInput, output: SignInOutput): boolean {
  try {
    return referenceVerifySignIn(input, output as unknown as SolanaSignInOutput);
  } catch {
    return false;
  }
}

const baseInput = {
  domain: 'example.com',
  statement: 'Sign in to Acme',
  uri: 'https://example.com',
  version: '1',
  chainId: 'solana:devnet',
  nonce: 'k3Jd9aQpL0xZ2mN4',
  issuedAt: '2024-05-01T12:00:00.000Z',
  expirationTime: '2024-05-01T12:10:00.000Z',
  resources: ['https://example.com/terms'],
} satisfies SignInInput;

describe('verifySignIn', () => {
  // Each case: the input, the output the wallet returned, and the expected reason (undefined:
  // accepted). wallet-standard's verifySignIn must reach the same verdict.
  const cases: [
    name: string,
    build: () => Promise<{ input: SignInInput; output: SignInOutput }>,
    reason: string | undefined,
  ][] = [
    [
      'a real signature',
      async () => ({
        input: { ...baseInput, address: signer.address },
        output: await sign(baseInput),
      }),
      undefined,
    ],
    [
      'an input without domain or address, which the wallet filled',
      async () => {
        const { domain: _, ...input } = baseInput;
        return { input, output: await sign(baseInput) };
      },
      undefined,
    ],
    [
      'a minimal input',
      async () => ({ input: {}, output: await sign({ domain: 'example.com' }) }),
      undefined,
    ],
    [
      'a message tampered with after signing',
      async () => {
        const output = await sign(baseInput);
        const text = new TextDecoder().decode(output.signedMessage).replace('Acme', 'Evil');
        return {
          input: { ...baseInput, statement: 'Sign in to Evil' },
          output: { ...output, signedMessage: encoder.encode(text) },
        };
      },
      'signature is invalid',
    ],
    [
      'a statement other than the one asked',
      async () => ({ input: baseInput, output: await sign({ ...baseInput, statement: 'Other' }) }),
      'statement does not match',
    ],
    [
      'a wrong nonce',
      async () => ({
        input: baseInput,
        output: await sign({ ...baseInput, nonce: 'zzzzzzzzzzzzzzzz' }),
      }),
      'nonce does not match',
    ],
    [
      'a wrong domain',
      async () => ({ input: baseInput, output: await sign({ ...baseInput, domain: 'evil.com' }) }),
      'domain does not match',
    ],
    [
      'a wrong address',
      async () => ({
        input: { ...baseInput, address: other.address },
        output: await sign(baseInput),
      }),
      'address does not match',
    ],
    [
      'an extra field',
      async () => ({ input: baseInput, output: await sign({ ...baseInput, requestId: 'r-1' }) }),
      'request id was not requested',
    ],
    [
      'a missing field',
      async () => {
        const { expirationTime: _, ...fields } = baseInput;
        return { input: baseInput, output: await sign(fields) };
      },
      'expiration time does not match',
    ],
    [
      'missing resources',
      async () => {
        const { resources: _, ...fields } = baseInput;
        return { input: baseInput, output: await sign(fields) };
      },
      'resources do not match',
    ],
    [
      'extra resources',
      async () => {
        const { resources: _, ...input } = baseInput;
        return { input, output: await sign(baseInput) };
      },
      'resources were not requested',
    ],
    [
      'other resources',
      async () => ({
        input: baseInput,
        output: await sign({ ...baseInput, resources: ['https://example.com/privacy'] }),
      }),
      'resources do not match',
    ],
    [
      'a signature by another key',
      async () => {
        const output = await sign(baseInput);
        const forged = await sign(baseInput, other, () =>
          new TextDecoder().decode(output.signedMessage),
        );
        return { input: baseInput, output: { ...output, signature: forged.signature } };
      },
      'signature is invalid',
    ],
    [
      'a truncated signature',
      async () => {
        const output = await sign(baseInput);
        return {
          input: baseInput,
          output: { ...output, signature: output.signature.slice(0, 63) },
        };
      },
      'signature is not 64 bytes',
    ],
    [
      'a signed message with a trailing newline',
      async () => ({
        input: baseInput,
        output: await sign(baseInput, signer, (text) => `${text}\n`),
      }),
      'signed message is not in the standard format',
    ],
    [
      'a signed message that is not a sign-in message',
      async () => ({ input: baseInput, output: await sign(baseInput, signer, () => 'hello') }),
      'first line is not a sign-in request',
    ],
  ];

  it.each(cases)('%s', async (_, build, reason) => {
    const { input, output } = await build();
    expect(await reasonOf(input, output)).toBe(reason);
    expect(referenceAccepts(input, output)).toBe(reason === undefined);
  });

  it('agrees with wallet-standard on random messages, intact and with a byte changed', async () => {
    await fc.assert(
      fc.asyncProperty(
        signInFieldsArbitrary,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (fields, at, xor) => {
          const input = { ...fields, address: signer.address };
          const output = await sign(input);
          expect(await reasonOf(input, output)).toBeUndefined();
          expect(referenceAccepts(input, output)).toBe(true);

          const signedMessage = output.signedMessage.slice();
          const index = at % signedMessage.length;
          signedMessage[index] = (signedMessage[index] as number) ^ xor;
          const tampered = { ...output, signedMessage };
          expect(await reasonOf(input, tampered)).toBeDefined();
          expect(referenceAccepts(input, tampered)).toBe(false);
        },
      ),
      { seed: 1, numRuns: 200 },
    );
  });

  it('rejects bytes that are not UTF-8', async () => {
    const output = await sign(baseInput);
    const signedMessage = new Uint8Array([...output.signedMessage, 0xff]);
    expect(await reasonOf(baseInput, { ...output, signedMessage })).toBe(
      'signed message is not valid UTF-8',
    );
  });

  it('verifies with the address alone when the wallet gives no public key', async () => {
    const { account, ...output } = await sign(baseInput);
    expect(await reasonOf(baseInput, { ...output, account: { address: account.address } })).toBe(
      undefined,
    );
  });

  it('rejects a public key that is not the account address', async () => {
    const output = await sign(baseInput);
    const account = { address: signer.address, publicKey: publicKeyOf(other) };
    expect(await reasonOf(baseInput, { ...output, account })).toBe(
      'account public key does not match its address',
    );
  });

  // Stricter than wallet-standard, which only checks that the account's key signed: the message
  // must also name that account.
  it('rejects a message naming another account than the one that signed', async () => {
    const output = await sign({ ...baseInput, address: signer.address }, other);
    expect(await reasonOf(baseInput, output)).toBe('address does not match the signing account');
    expect(referenceAccepts(baseInput, output)).toBe(true);
  });

  // Looser than wallet-standard: an empty input field writes no line, so it counts as absent.
  it('takes an empty input field as absent', async () => {
    const input = { ...baseInput, requestId: '' };
    const output = await sign(input);
    expect(await reasonOf(input, output)).toBeUndefined();
    expect(referenceAccepts(input, output)).toBe(false);
  });

  it('throws only LatchkeyErrors for malformed outputs', async () => {
    const good = await sign(baseInput);
    for (const output of [
      { ...good, signedMessage: 'text' },
      { ...good, signature: 'base58' },
      { ...good, account: { address: 'nope' } },
      { ...good, account: { address: signer.address, publicKey: new Uint8Array(31) } },
    ]) {
      expect(await reasonOf(baseInput, output as unknown as SignInOutput)).toEqual(
        expect.any(String),
      );
    }
  });
});
