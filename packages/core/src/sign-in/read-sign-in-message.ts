import { sameBytes } from '../transactions/same-bytes.js';
import { createSignInMessageText } from './create-sign-in-message.js';
import { parseSignInMessage } from './parse-sign-in-message.js';
import type { SignInMessageFields } from './sign-in-input.js';
import { signInVerificationFailed } from './sign-in-verification-failed.js';

/**
 * Reads signed sign-in bytes: strict UTF-8, parsed, and exactly the bytes
 * {@link createSignInMessageText} writes for the fields read (no trailing newline, no empty
 * field, nothing the parser skipped), so the fields checked are all the message says.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED`.
 */
export function readSignInMessage(signedMessage: Uint8Array): SignInMessageFields {
  if (!(signedMessage instanceof Uint8Array)) {
    throw signInVerificationFailed('signed message is not bytes');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(signedMessage);
  } catch {
    throw signInVerificationFailed('signed message is not valid UTF-8');
  }
  const fields = parseSignInMessage(text);
  const rebuilt = new TextEncoder().encode(createSignInMessageText(fields));
  if (!sameBytes(rebuilt, signedMessage)) {
    throw signInVerificationFailed('signed message is not in the standard format');
  }
  return fields;
}
