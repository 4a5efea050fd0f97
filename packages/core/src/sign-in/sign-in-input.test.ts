import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LATCHKEY_ERROR__INPUT__INVALID_SIGN_IN_INPUT,
  LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createSignInInput } from './sign-in-input.js';

const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const now = new Date('2024-05-01T12:00:00.000Z');

function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createSignInInput', () => {
  it('fills the version, a nonce and the time', () => {
    expect(createSignInInput({ domain: 'example.com', now })).toStrictEqual({
      domain: 'example.com',
      version: '1',
      nonce: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      issuedAt: '2024-05-01T12:00:00.000Z',
    });
  });

  it('draws a new nonce each time', () => {
    const nonces = new Set(
      Array.from({ length: 200 }, () => createSignInInput({ domain: 'example.com' }).nonce),
    );
    expect(nonces.size).toBe(200);
    const characters = new Set([...nonces].join(''));
    expect(characters.size).toBeGreaterThan(55); // spread over the 62 alphanumerics
  });

  it('takes every optional field, and sets the expiration from expiresInMs', () => {
    expect(
      createSignInInput({
        domain: 'example.com',
        uri: 'https://example.com/login',
        address,
        statement: 'Sign in to Acme',
        chainId: 'solana:devnet',
        nonce: 'fromTheBackend42',
        expiresInMs: 600_000,
        notBefore: '2024-05-01T12:00:00.000Z',
        requestId: 'r-1',
        resources: ['https://example.com/terms'],
        now,
      }),
    ).toStrictEqual({
      domain: 'example.com',
      address,
      statement: 'Sign in to Acme',
      uri: 'https://example.com/login',
      version: '1',
      chainId: 'solana:devnet',
      nonce: 'fromTheBackend42',
      issuedAt: '2024-05-01T12:00:00.000Z',
      expirationTime: '2024-05-01T12:10:00.000Z',
      notBefore: '2024-05-01T12:00:00.000Z',
      requestId: 'r-1',
      resources: ['https://example.com/terms'],
    });
  });

  it("defaults the domain and uri to the page's in a browser", () => {
    vi.stubGlobal('location', {
      host: 'app.example.com:8443',
      origin: 'https://app.example.com:8443',
    });
    expect(createSignInInput({ now })).toMatchObject({
      domain: 'app.example.com:8443',
      uri: 'https://app.example.com:8443',
    });
    expect(createSignInInput({ domain: 'other.com', uri: 'https://other.com', now })).toMatchObject(
      { domain: 'other.com', uri: 'https://other.com' },
    );
  });

  it('requires a domain outside a browser', () => {
    const error = errorOf(() => createSignInInput());
    expect(isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_SIGN_IN_INPUT)).toBe(true);
    expect((error as Error).message).toBe(
      'Invalid sign-in input: domain is required outside a browser',
    );
  });

  it('leaves out an empty resource list', () => {
    expect(createSignInInput({ domain: 'example.com', resources: [] })).not.toHaveProperty(
      'resources',
    );
  });

  it('rejects an invalid address', () => {
    const error = errorOf(() => createSignInInput({ domain: 'example.com', address: '0xabc' }));
    expect(isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS)).toBe(true);
  });

  it.each([
    [{ statement: 'one\ntwo' }, 'statement spans several lines'],
    [{ nonce: 'abc\r\nNonce: evil' }, 'nonce spans several lines'],
    [{ resources: ['https://a', 'b\nc'] }, 'resources spans several lines'],
    [{ statement: '' }, 'statement is empty'],
    [{ expiresInMs: 0 }, 'expiresInMs must be a positive number of milliseconds'],
    [{ expiresInMs: Number.NaN }, 'expiresInMs must be a positive number of milliseconds'],
  ])('rejects %j', (parameters, reason) => {
    const error = errorOf(() => createSignInInput({ domain: 'example.com', ...parameters }));
    expect(isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_SIGN_IN_INPUT)).toBe(true);
    expect((error as { context: { reason: string } }).context.reason).toBe(reason);
  });
});
