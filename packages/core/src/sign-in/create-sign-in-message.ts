import type { SignInMessageFields } from './sign-in-input.js';
import { writeSignInMessage } from './write-sign-in-message.js';

/**
 * Writes the text of a Sign-In With Solana message (PROTOCOLS §7), byte for byte what
 * wallet-standard's `createSignInMessageText` writes: the header and address, then the statement
 * when there is one, then the present fields in their fixed order. Empty or absent fields produce
 * no line; a `resources` list, even an empty one, produces the `Resources:` line. LF line
 * breaks, no trailing newline. Values are written as given: {@link createSignInInput} rejects
 * values that span several lines.
 *
 * @example
 * ```ts
 * const text = createSignInMessageText({ domain: 'example.com', address, nonce: 'k3Jd9aQp' });
 * // 'example.com wants you to sign in with your Solana account:\n<address>\n\nNonce: k3Jd9aQp'
 * const { signature } = await connector.signMessage(new TextEncoder().encode(text));
 * ```
 */
export function createSignInMessageText(input: SignInMessageFields): string {
  return writeSignInMessage(input);
}
