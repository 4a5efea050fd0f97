import { isAddress } from '@solana/kit';
import {
  LATCHKEY_ERROR__INPUT__INVALID_SIGN_IN_INPUT,
  LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';

/**
 * The fields of a Sign-In With Solana message (PROTOCOLS §7); the same shape as wallet-standard's
 * `SolanaSignInInput`, so it can be passed to a wallet's `solana:signIn` as is. Every field is
 * optional: a wallet fills `domain` and `address` when they are missing.
 *
 * @example
 * ```ts
 * const input: SignInInput = { domain: 'example.com', nonce: 'k3Jd9aQpL0xZ2mN4', version: '1' };
 * ```
 */
export interface SignInInput {
  /** The URI authority (host[:port]) asking for the sign-in. */
  readonly domain?: string;
  /** The base58 account address expected to sign. */
  readonly address?: string;
  /** One human-readable line, e.g. 'Sign in to Acme'. */
  readonly statement?: string;
  readonly uri?: string;
  /** Always '1'. */
  readonly version?: string;
  /** 'mainnet', 'devnet', 'solana:devnet'… */
  readonly chainId?: string;
  /** At least 8 alphanumerics, chosen by the verifier to stop replays. */
  readonly nonce?: string;
  /** ISO 8601. */
  readonly issuedAt?: string;
  /** ISO 8601. */
  readonly expirationTime?: string;
  /** ISO 8601. */
  readonly notBefore?: string;
  readonly requestId?: string;
  /** URIs the sign-in grants access to. */
  readonly resources?: readonly string[];
}

/**
 * A sign-in message's fields once the domain and the address are known: what a message is built
 * from and what parsing one returns.
 *
 * @example
 * ```ts
 * const fields: SignInMessageFields = { domain: 'example.com', address, nonce: 'k3Jd9aQp' };
 * ```
 */
export type SignInMessageFields = SignInInput & {
  readonly domain: string;
  readonly address: string;
};

/** Parameters of {@link createSignInInput}. */
export interface CreateSignInInputParameters {
  /** Default: `location.host` in a browser; required elsewhere. */
  domain?: string;
  /** Default: `location.origin` in a browser; omitted elsewhere. */
  uri?: string;
  /** Leave out to let the wallet fill in the account it signs with. */
  address?: string;
  /** One line shown in the wallet, e.g. 'Sign in to Acme'. */
  statement?: string;
  /** 'mainnet', 'devnet', 'solana:devnet'… */
  chainId?: string;
  /** From the host's backend, which checks it on verification. Default: 16 random alphanumerics. */
  nonce?: string;
  /** How long the sign-in is valid; sets `expirationTime` to `now + expiresInMs`. */
  expiresInMs?: number;
  /** ISO 8601; the message is not valid before it. */
  notBefore?: string;
  requestId?: string;
  /** URIs the sign-in grants access to. An empty list is left out. */
  resources?: readonly string[];
  /** The clock, for `issuedAt` and `expirationTime`. Default: `new Date()`. */
  now?: Date;
}

/** What {@link createSignInInput} returns: an input with the fields it always fills. */
export type CreatedSignInInput = SignInInput & {
  readonly domain: string;
  readonly version: string;
  readonly nonce: string;
  readonly issuedAt: string;
};

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NONCE_LENGTH = 16;
// The largest multiple of the alphabet's size that fits a byte: bytes at or above it are
// redrawn so every character is equally likely.
const NONCE_BYTE_LIMIT = 256 - (256 % NONCE_ALPHABET.length);

function randomNonce(): string {
  let nonce = '';
  while (nonce.length < NONCE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(NONCE_LENGTH * 2))) {
      if (byte < NONCE_BYTE_LIMIT && nonce.length < NONCE_LENGTH) {
        nonce += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
      }
    }
  }
  return nonce;
}

function invalid(reason: string): LatchkeyError {
  return new LatchkeyError(LATCHKEY_ERROR__INPUT__INVALID_SIGN_IN_INPUT, {
    context: { reason },
  });
}

function browserLocation(): { host: string; origin: string } | undefined {
  const location = (globalThis as { location?: { host?: unknown; origin?: unknown } }).location;
  if (typeof location?.host !== 'string' || typeof location.origin !== 'string') return undefined;
  if (location.host === '') return undefined; // file:// and about:blank have no authority
  return { host: location.host, origin: location.origin };
}

/**
 * Builds the input of a Sign-In With Solana request, filling the defaults: the page's domain
 * and origin, version '1', a random nonce and the current time. Pass `nonce` when a backend
 * will verify the sign-in: it must check the nonce it issued.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS` for a bad `address`;
 * `LATCHKEY_ERROR__INPUT__INVALID_SIGN_IN_INPUT` ('Invalid sign-in input: …') when `domain` is missing outside a
 * browser, a field spans several lines or is empty, or `expiresInMs` is not a positive number.
 * @example
 * ```ts
 * const { nonce } = await fetch('/api/nonce').then((response) => response.json());
 * const input = createSignInInput({ statement: 'Sign in to Acme', nonce, expiresInMs: 600_000 });
 * const [output] = await wallet.features['solana:signIn'].signIn(input);
 * ```
 */
export function createSignInInput(
  parameters: CreateSignInInputParameters = {},
): CreatedSignInInput {
  const location = browserLocation();
  const domain = parameters.domain ?? location?.host;
  if (domain === undefined) throw invalid('domain is required outside a browser');
  const uri = parameters.uri ?? location?.origin;
  const now = parameters.now ?? new Date();
  if (parameters.address !== undefined && !isAddress(parameters.address)) {
    throw new LatchkeyError(LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS, {
      context: { address: parameters.address },
    });
  }
  const { expiresInMs } = parameters;
  if (expiresInMs !== undefined && !(Number.isFinite(expiresInMs) && expiresInMs > 0)) {
    throw invalid('expiresInMs must be a positive number of milliseconds');
  }

  const input = {
    domain,
    ...(parameters.address === undefined ? {} : { address: parameters.address }),
    ...(parameters.statement === undefined ? {} : { statement: parameters.statement }),
    ...(uri === undefined ? {} : { uri }),
    version: '1',
    ...(parameters.chainId === undefined ? {} : { chainId: parameters.chainId }),
    nonce: parameters.nonce ?? randomNonce(),
    issuedAt: now.toISOString(),
    ...(expiresInMs === undefined
      ? {}
      : { expirationTime: new Date(now.getTime() + expiresInMs).toISOString() }),
    ...(parameters.notBefore === undefined ? {} : { notBefore: parameters.notBefore }),
    ...(parameters.requestId === undefined ? {} : { requestId: parameters.requestId }),
    ...(parameters.resources === undefined || parameters.resources.length === 0
      ? {}
      : { resources: Object.freeze([...parameters.resources]) }),
  };

  // Each value is one line of the message: an empty value would vanish from it, and a line
  // break would forge other fields.
  for (const [name, value] of Object.entries(input)) {
    for (const line of typeof value === 'string' ? [value] : value) {
      if (line === '') throw invalid(`${name} is empty`);
      if (/[\r\n]/.test(line)) throw invalid(`${name} spans several lines`);
    }
  }
  return Object.freeze(input);
}
