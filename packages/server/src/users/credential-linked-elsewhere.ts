import { ServerError } from '../server-error.js';

/**
 * The refusal for a credential another user already holds: a 409, never a silent merge of the
 * two users. The message does not say who holds it.
 */
export function credentialLinkedElsewhere(): ServerError {
  return new ServerError(
    409,
    'CREDENTIAL_LINKED_ELSEWHERE',
    'This credential belongs to another user; unlink it there first',
  );
}
