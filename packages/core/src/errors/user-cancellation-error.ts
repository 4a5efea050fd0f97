import {
  LATCHKEY_ERROR__USER_CANCELLED__AUTHENTICATOR_NOT_FOUND,
  LATCHKEY_ERROR__USER_CANCELLED__NOT_ALLOWED_BY_USER_AGENT,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__USER_CANCELLED__WEBAUTHN_TIMED_OUT_OR_NOT_ALLOWED,
} from './codes.js';
import { LatchkeyError } from './latchkey-error.js';

/** The codes of the user-cancellation domain (6xxx). */
export type UserCancellationCode =
  | typeof LATCHKEY_ERROR__USER_CANCELLED__WEBAUTHN_TIMED_OUT_OR_NOT_ALLOWED
  | typeof LATCHKEY_ERROR__USER_CANCELLED__NOT_ALLOWED_BY_USER_AGENT
  | typeof LATCHKEY_ERROR__USER_CANCELLED__AUTHENTICATOR_NOT_FOUND
  | typeof LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED;

// What browsers, wallets and the custody provider say when the user backed out. Matched
// case-insensitively anywhere in a message, since browsers wrap them in longer sentences.
const cancellationPhrases: ReadonlyArray<readonly [string, UserCancellationCode]> = [
  [
    'operation either timed out or was not allowed',
    LATCHKEY_ERROR__USER_CANCELLED__WEBAUTHN_TIMED_OUT_OR_NOT_ALLOWED,
  ],
  [
    'request is not allowed by the user agent',
    LATCHKEY_ERROR__USER_CANCELLED__NOT_ALLOWED_BY_USER_AGENT,
  ],
  [
    'webauthn authenticator not found in organization or parent organization',
    LATCHKEY_ERROR__USER_CANCELLED__AUTHENTICATOR_NOT_FOUND,
  ],
  ['user cancelled the request', LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED],
];

/**
 * The user backed out of a prompt (passkey, wallet, frame). Not a failure: it is logged as a
 * warning and the UI returns to where it was.
 *
 * @example
 * ```ts
 * const cancellation = UserCancellationError.from(error);
 * if (cancellation) return; // the user closed the prompt; nothing to report
 * ```
 */
export class UserCancellationError<
  TCode extends UserCancellationCode = UserCancellationCode,
> extends LatchkeyError<TCode> {
  override name = 'UserCancellationError';

  /**
   * Recognises a cancellation by its message (or an existing cancellation error) and returns
   * it as a `UserCancellationError`; returns `undefined` for anything else.
   */
  static from(error: unknown): UserCancellationError | undefined {
    if (error instanceof UserCancellationError) return error;
    const message = messageOf(error).toLowerCase();
    if (!message) return undefined;
    for (const [phrase, code] of cancellationPhrases) {
      if (message.includes(phrase)) return new UserCancellationError(code, { cause: error });
    }
    return undefined;
  }
}

/**
 * Tells whether an error means the user cancelled, by type, code or known message.
 *
 * @example
 * ```ts
 * if (isUserCancellation(error)) logger.warn(error); else logger.error(error);
 * ```
 */
export function isUserCancellation(error: unknown): boolean {
  return UserCancellationError.from(error) !== undefined;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return '';
}
