import type { SignInMessageFields } from './sign-in-input.js';
import {
  SIGN_IN_FIELD_LABELS,
  SIGN_IN_HEADER_SUFFIX,
  SIGN_IN_RESOURCES_LABEL,
} from './sign-in-message-grammar.js';

/**
 * The text of a Sign-In With Solana message, as `createSignInMessageText` documents it. Its own
 * file so that code loaded on demand (a session's sign-in) can write the text without pulling
 * the public entry's `createSignInMessageText` into every page (a bundler splitting chunks puts a
 * module an entry re-exports, and that a lazy chunk uses, up front).
 */
export function writeSignInMessage(input: SignInMessageFields): string {
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
