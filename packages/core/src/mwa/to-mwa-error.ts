import {
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
  LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND,
  LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN,
} from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import { MWA_WALLET_NAME } from './mwa-names.js';
import { MwaSessionError } from './mwa-session-error.js';

// The wallet's JSON-RPC codes for "the user said no": -3 for a signing request (NOT_SIGNED),
// -1 for an authorization the user refused (AUTHORIZATION_FAILED).
const NOT_SIGNED = -3;
const AUTHORIZATION_FAILED = -1;
// The specification's ERROR_CHAIN_NOT_SUPPORTED: the wallet app does not serve the asked chain.
const CHAIN_NOT_SUPPORTED = -7;

/**
 * Turns an MWA session's failure into the typed error every connector gives: a refusal in the
 * wallet app is a cancellation, no wallet app is 'Solana wallet not found' (the UI then shows
 * the install guide), a chain the wallet does not serve is `UNSUPPORTED_CHAIN` (the UI offers
 * another network), and the rest is `LATCHKEY_ERROR__WALLET__REQUEST_FAILED` with the reason (as `toWalletError` words
 * it; not imported, so this lazy chunk shares no module with the page's first one).
 */
export function toMwaError(error: unknown, method: string, chain?: string): LatchkeyError {
  if (error instanceof MwaSessionError) {
    if (error.failure === 'wallet' && error.code === CHAIN_NOT_SUPPORTED)
      return new LatchkeyError(LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN, {
        cause: error,
        context: { wallet: MWA_WALLET_NAME, chain: chain ?? 'this network' },
      });
    if (error.failure === 'not-found')
      return new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND, {
        cause: error,
        details: { wallet: MWA_WALLET_NAME },
      });
    if (
      error.failure === 'wallet' &&
      (error.code === NOT_SIGNED || (error.code === AUTHORIZATION_FAILED && method === 'connect'))
    )
      return new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED, {
        cause: error,
        details: { wallet: MWA_WALLET_NAME, method },
      });
  }
  if (isLatchkeyError(error)) return error;
  const code = error instanceof MwaSessionError ? error.code : undefined;
  return new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_FAILED, {
    context: {
      wallet: MWA_WALLET_NAME,
      method,
      reason: (error instanceof Error && error.message) || 'the wallet gave no reason',
      ...(code === undefined ? {} : { walletCode: code }),
    },
    cause: error,
  });
}
