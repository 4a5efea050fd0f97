import { type Address, getAddressDecoder, isAddress } from '@solana/kit';
import { readSignInMessage } from './read-sign-in-message.js';
import type { SignInInput, SignInMessageFields } from './sign-in-input.js';
import { signInVerificationFailed } from './sign-in-verification-failed.js';
import { verifyEd25519Signature } from './verify-ed25519-signature.js';

/** What a wallet returns from a sign-in: the account, the exact bytes it signed, the signature. */
export interface SignInOutput {
  readonly account: {
    readonly address: string;
    /** The account's 32-byte public key; must match `address` when given. */
    readonly publicKey?: Uint8Array;
  };
  readonly signedMessage: Uint8Array;
  /** The 64-byte Ed25519 signature over `signedMessage`. */
  readonly signature: Uint8Array;
}

/** Parameters of {@link verifySignIn}. */
export interface VerifySignInParameters {
  /** What was asked of the wallet. */
  input: SignInInput;
  /** What the wallet returned. */
  output: SignInOutput;
  /**
   * Checks the Ed25519 signature in place of WebCrypto (a server may bring a synchronous one:
   * Node's `crypto.verify` skips WebCrypto's key import and thread-pool hop). Default: WebCrypto,
   * through kit.
   */
  verifySignature?: (
    address: Address,
    message: Uint8Array,
    signature: Uint8Array,
  ) => boolean | Promise<boolean>;
}

// Fields compared whether or not the input has them: an input without one requires the message
// to lack it too.
const EXACT_FIELDS = [
  ['statement', 'statement'],
  ['uri', 'uri'],
  ['version', 'version'],
  ['chainId', 'chain id'],
  ['nonce', 'nonce'],
  ['issuedAt', 'issued at'],
  ['expirationTime', 'expiration time'],
  ['notBefore', 'not before'],
  ['requestId', 'request id'],
] as const satisfies readonly (readonly [keyof SignInInput, string])[];

function checkFields(input: SignInInput, signed: SignInMessageFields): void {
  // The wallet fills the domain and the address when the input leaves them out.
  if (input.domain && input.domain !== signed.domain) {
    throw signInVerificationFailed('domain does not match');
  }
  if (input.address && input.address !== signed.address) {
    throw signInVerificationFailed('address does not match');
  }
  for (const [name, label] of EXACT_FIELDS) {
    // An empty value writes no line, so it counts as absent.
    const expected = input[name] || undefined;
    const actual = signed[name];
    if (expected === undefined && actual !== undefined) {
      throw signInVerificationFailed(`${label} was not requested`);
    }
    if (expected !== actual) throw signInVerificationFailed(`${label} does not match`);
  }
  if (input.resources) {
    const actual = signed.resources;
    if (
      !actual ||
      actual.length !== input.resources.length ||
      actual.some((resource, index) => resource !== input.resources?.[index])
    ) {
      throw signInVerificationFailed('resources do not match');
    }
  } else if (signed.resources) {
    throw signInVerificationFailed('resources were not requested');
  }
}

function signingAddress(account: SignInOutput['account']): Address {
  const { address, publicKey } = account;
  if (typeof address !== 'string' || !isAddress(address)) {
    throw signInVerificationFailed('account address is not a valid Solana address');
  }
  if (publicKey !== undefined) {
    if (!(publicKey instanceof Uint8Array) || publicKey.length !== 32) {
      throw signInVerificationFailed('account public key is not 32 bytes');
    }
    if (getAddressDecoder().decode(publicKey) !== address) {
      throw signInVerificationFailed('account public key does not match its address');
    }
  }
  return address;
}

/**
 * Checks a wallet's Sign-In With Solana output against the input it was given (PROTOCOLS §7):
 * the signed bytes parse; each field of the input matches, and fields the input lacks are absent
 * (the domain and address only when the input has them); the bytes are exactly the message those
 * fields make; the message names the signing account; and the Ed25519 signature over the bytes
 * verifies with the account's key (WebCrypto, through kit). Times are not checked here: a
 * backend uses `verifySignInMessage` (from `@latchkey/core/sign-in`).
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED` with a precise
 * reason: 'domain does not match', 'nonce does not match', 'statement was not requested',
 * 'signature is invalid'…
 * @example
 * ```ts
 * const input = createSignInInput({ statement: 'Sign in to Acme', nonce });
 * const [output] = await wallet.features['solana:signIn'].signIn(input);
 * await verifySignIn({ input, output });
 * ```
 */
export async function verifySignIn(parameters: VerifySignInParameters): Promise<void> {
  const { input, output } = parameters;
  const signed = readSignInMessage(output.signedMessage);
  checkFields(input, signed);
  const address = signingAddress(output.account);
  if (signed.address !== address) {
    throw signInVerificationFailed('address does not match the signing account');
  }
  if (!(output.signature instanceof Uint8Array) || output.signature.length !== 64) {
    throw signInVerificationFailed('signature is not 64 bytes');
  }
  const verified = parameters.verifySignature
    ? await parameters.verifySignature(address, output.signedMessage, output.signature)
    : await verifyEd25519Signature(address, output.signedMessage, [output.signature]);
  if (!verified) {
    throw signInVerificationFailed('signature is invalid');
  }
}
