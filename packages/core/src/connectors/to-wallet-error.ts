import {
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
  LATCHKEY_ERROR__WALLET__REQUEST_PENDING,
} from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';

// Wallets say "no" in many words; these are the ones Phantom, Solflare, Backpack and the
// wallet-standard examples use. 4001 is the EIP-1193 / Phantom code for a user rejection.
const REJECTION_PATTERN =
  /user rejected|rejected the request|user denied|user declined|user canceled|user cancelled|request rejected|approval denied/i;
// Compared as strings: wallets give codes as numbers or strings.
const USER_REJECTED_CODE = '4001';
const REQUEST_PENDING_CODE = '-32002';

/**
 * Turns whatever a wallet threw into a typed error: a user rejection becomes a
 * `UserCancellationError` (logged as a warning, never shown as a failure), an already-open
 * request becomes `LATCHKEY_ERROR__WALLET__REQUEST_PENDING`, anything else
 * `LATCHKEY_ERROR__WALLET__REQUEST_FAILED` naming the wallet, the method and the wallet's words.
 *
 * @example
 * ```ts
 * try {
 *   await feature.connect();
 * } catch (error) {
 *   throw toWalletError(error, 'Phantom', 'connect');
 * }
 * ```
 */
export function toWalletError(error: unknown, wallet: string, method: string): LatchkeyError {
  if (isLatchkeyError(error)) return error;
  const cancellation = UserCancellationError.from(error);
  if (cancellation) return cancellation;
  const { code, message } = describe(error);
  if (String(code) === REQUEST_PENDING_CODE) {
    return new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_PENDING, {
      context: { wallet },
      cause: error,
    });
  }
  if (String(code) === USER_REJECTED_CODE || REJECTION_PATTERN.test(message)) {
    return new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED, {
      cause: error,
      details: { wallet, method },
    });
  }
  return new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_FAILED, {
    context: {
      wallet,
      method,
      reason: message || 'the wallet gave no reason',
      ...(code === undefined ? {} : { walletCode: code }),
    },
    cause: error,
  });
}

function describe(error: unknown): { code: number | string | undefined; message: string } {
  const { code, message } = ((typeof error === 'object' && error) || {}) as {
    code?: unknown;
    message?: unknown;
  };
  const text = typeof error === 'string' ? error : typeof message === 'string' ? message : '';
  return {
    code: typeof code === 'number' || typeof code === 'string' ? code : undefined,
    message: text.slice(0, 500),
  };
}
