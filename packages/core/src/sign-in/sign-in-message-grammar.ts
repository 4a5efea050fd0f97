import type { SignInInput } from './sign-in-input.js';

/** What follows the domain on a sign-in message's first line. */
export const SIGN_IN_HEADER_SUFFIX = ' wants you to sign in with your Solana account:';

/** The single-valued fields of the message's field block, in their fixed order, with labels. */
export const SIGN_IN_FIELD_LABELS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const satisfies readonly (readonly [keyof SignInInput, string])[];

/**
 * The line that opens the resource list, last in the field block; one `- ${uri}` line follows
 * per resource.
 */
export const SIGN_IN_RESOURCES_LABEL = 'Resources:';

/** A single-valued field of the field block. */
export type SignInFieldName = (typeof SIGN_IN_FIELD_LABELS)[number][0];
