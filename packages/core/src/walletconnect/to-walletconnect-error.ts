import {
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
} from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';

// WalletConnect's SDK error codes for "the user said no": 5000 a request or proposal rejected,
// 5001–5003 chains, methods or events rejected at approval (also a refusal in the wallet).
const USER_REJECTED = new Set([5000, 5001, 5002, 5003]);

/**
 * Turns a WalletConnect failure into the typed error every connector gives: a refusal in the
 * wallet is a cancellation; the rest is `LATCHKEY_ERROR__WALLET__REQUEST_FAILED` with the
 * wallet's reason and code.
 */
export function toWalletConnectError(
  error: unknown,
  wallet: string,
  method: string,
): LatchkeyError {
  if (isLatchkeyError(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof code === 'number' && USER_REJECTED.has(code))
    return new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED, {
      cause: error,
      details: { wallet, method },
    });
  return new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_FAILED, {
    context: {
      wallet,
      method,
      reason: (typeof message === 'string' && message) || 'the wallet gave no reason',
      ...(typeof code === 'number' ? { walletCode: code } : {}),
    },
    cause: error,
  });
}
