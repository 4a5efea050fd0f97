import type { SignInMessageFields } from './sign-in-input.js';
import {
  SIGN_IN_FIELD_LABELS,
  SIGN_IN_HEADER_SUFFIX,
  SIGN_IN_RESOURCES_LABEL,
} from './sign-in-message-grammar.js';

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
  let message = `${input.domain}${SIGN_IN_HEADER_SUFFIX}\n${input.address}`;
  if (input.statement) message += `\n\n${input.statement}`;
  const fields: string[] = [];
  for (const [name, label] of SIGN_IN_FIELD_LABELS) {
    const value = input[name];
    if (value) fields.push(`${label}: ${value}`);
  }
  if (input.resources) {
    fields.push(SIGN_IN_RESOURCES_LABEL);
    for (const resource of input.resources) fields.push(`- ${resource}`);
  }
  if (fields.length > 0) message += `\n\n${fields.join('\n')}`;
  return message;
}
