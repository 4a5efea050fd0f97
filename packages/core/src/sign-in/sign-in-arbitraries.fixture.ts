import { getAddressDecoder } from '@solana/kit';
import fc from 'fast-check';
import type { SignInMessageFields } from './sign-in-input.js';
import { SIGN_IN_FIELD_LABELS, SIGN_IN_RESOURCES_LABEL } from './sign-in-message-grammar.js';

// fast-check arbitraries for sign-in messages, shared by the sign-in tests.

/** A valid base58 address from 32 random bytes. */
export const addressArbitrary = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => getAddressDecoder().decode(bytes) as string);

/** Text on one line, any Unicode. */
export const lineArbitrary = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
  .filter((text) => !text.includes('\n'));

/** A line that cannot be taken for a field line (the grammar's one ambiguity). */
export const statementArbitrary = fc
  .oneof(
    lineArbitrary,
    fc.constantFrom('Sign in to Acme', 'Welcome back!', 'I accept the Terms of Service: v2'),
  )
  .filter(
    (text) =>
      text !== SIGN_IN_RESOURCES_LABEL &&
      !text.startsWith('- ') &&
      !SIGN_IN_FIELD_LABELS.some(([, label]) => text.startsWith(`${label}: `)),
  );

const timeArbitrary = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString());

const domainArbitrary = fc
  .tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }))
  .map(([host, port]) => (port === undefined ? host : `${host}:${port}`));

function optional<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.option(arbitrary, { nil: undefined, freq: 2 });
}

/** Realistic sign-in fields, each optional one present or not. Values are never empty. */
export const signInFieldsArbitrary: fc.Arbitrary<SignInMessageFields> = fc
  .record({
    domain: domainArbitrary,
    address: addressArbitrary,
    statement: optional(statementArbitrary),
    uri: optional(fc.webUrl()),
    version: optional(fc.constant('1')),
    chainId: optional(
      fc.constantFrom(
        'mainnet',
        'devnet',
        'testnet',
        'localnet',
        'solana:mainnet',
        'solana:devnet',
      ),
    ),
    nonce: optional(fc.stringMatching(/^[A-Za-z0-9]{8,32}$/)),
    issuedAt: optional(timeArbitrary),
    expirationTime: optional(timeArbitrary),
    notBefore: optional(timeArbitrary),
    requestId: optional(fc.oneof(fc.uuid(), lineArbitrary)),
    resources: optional(fc.array(fc.webUrl(), { maxLength: 4 })),
  })
  .map(withoutUndefined);

/** A record's keys that may hold undefined become optional keys that never do. */
export type WithoutUndefined<T> = {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
} & { [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined> };

/** Drops the keys whose value is undefined (the input types are exact optional properties). */
export function withoutUndefined<T extends object>(record: T): WithoutUndefined<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined),
  ) as WithoutUndefined<T>;
}

/** Any field value, including empty ones and lines that look like fields. */
export const looseSignInInputArbitrary: fc.Arbitrary<SignInMessageFields> = fc
  .record({
    domain: fc.oneof(domainArbitrary, lineArbitrary),
    address: fc.oneof(addressArbitrary, lineArbitrary),
    statement: optional(fc.oneof(fc.constant(''), lineArbitrary)),
    uri: optional(fc.oneof(fc.constant(''), fc.webUrl(), lineArbitrary)),
    version: optional(fc.constantFrom('', '1', '2')),
    chainId: optional(fc.oneof(fc.constant(''), lineArbitrary)),
    nonce: optional(fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Za-z0-9]{8,32}$/))),
    issuedAt: optional(fc.oneof(fc.constant(''), timeArbitrary)),
    expirationTime: optional(timeArbitrary),
    notBefore: optional(timeArbitrary),
    requestId: optional(fc.oneof(fc.constant(''), lineArbitrary)),
    resources: optional(fc.array(fc.oneof(fc.webUrl(), lineArbitrary), { maxLength: 4 })),
  })
  .map(withoutUndefined);
