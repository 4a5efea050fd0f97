import {
  LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import type { DeepLinkMethod } from './deep-link-types.js';
import type { RedirectParameters } from './redirect-parameters.js';

/** 'The wallet's answer is malformed: {reason}'. */
export function malformed(reason: string): LatchkeyError {
  return new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE, { context: { reason } });
}

/** Any failure while reading an answer, as a typed error (a LatchkeyError stays itself). */
export function toAnswerError(error: unknown): LatchkeyError {
  if (error instanceof LatchkeyError) return error;
  return malformed(error instanceof Error ? error.message : String(error));
}

/**
 * An `errorCode` answer from Phantom: 4001 is the user's refusal (a cancellation), -32601 an
 * unsupported method; anything else keeps Phantom's code and message.
 */
export function walletError(answer: RedirectParameters, method: DeepLinkMethod): LatchkeyError {
  const code = answer.errorCode ?? '';
  const reason = answer.errorMessage || 'the wallet gave no reason';
  if (code === '4001') {
    return new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED, {
      details: { wallet: 'Phantom', method, errorMessage: reason },
    });
  }
  if (code === '-32601') {
    return new LatchkeyError(LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED, {
      context: { wallet: 'Phantom', feature: method },
    });
  }
  return new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_FAILED, {
    context: { wallet: 'Phantom', method, reason, walletCode: Number(code) || code },
  });
}
