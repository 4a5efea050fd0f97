import type * as codes from './codes.js';
import type { LatchkeyErrorCode } from './messages.js';
import type { WebAuthnErrorCode } from './webauthn-error-codes.js';

/** The context each code carries. Codes not listed carry none. */
export interface LatchkeyErrorContextByCode {
  [codes.LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND]: { id: string | number };
  [codes.LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE]: { reason: string };
  [codes.LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER]: { reason: string };
  [codes.LATCHKEY_ERROR__INPUT__INVALID_DECIMAL]: { value: string };
  [codes.LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS]: { address: string };
  [codes.LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS]: { address: string };
  [codes.LATCHKEY_ERROR__INPUT__INVALID_TOKEN_DECIMALS]: { decimals: number };
  [codes.LATCHKEY_ERROR__INPUT__INVALID_SIGN_IN_INPUT]: { reason: string };
  [codes.LATCHKEY_ERROR__INPUT__INVALID_PRIORITY_FEE]: { priorityFee: string };
  [codes.LATCHKEY_ERROR__TRANSACTION__EXECUTION_FAILED]: { reason: string };
  [codes.LATCHKEY_ERROR__TRANSACTION__MINT_NOT_FOUND]: { mint: string };
  [codes.LATCHKEY_ERROR__TRANSACTION__AMOUNT_OUT_OF_RANGE]: { amount: string };
  [codes.LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED]: { wallet: string };
  [codes.LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED]: { wallet: string; feature: string };
  [codes.LATCHKEY_ERROR__WALLET__REQUEST_FAILED]: {
    wallet: string;
    method: string;
    reason: string;
    walletCode?: number | string;
  };
  [codes.LATCHKEY_ERROR__WALLET__REQUEST_PENDING]: { wallet: string };
  [codes.LATCHKEY_ERROR__WALLET__NO_ACCOUNTS]: { wallet: string };
  [codes.LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED]: { reason: string };
  [codes.LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID]: { key: string; reason: string };
  [codes.LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN]: { wallet: string; chain: string };
  [codes.LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH]: { reason: string };
  [codes.LATCHKEY_ERROR__DEEPLINK__MISSING_QUERY_PARAMETER]: { name: string };
  [codes.LATCHKEY_ERROR__DEEPLINK__MISSING_STORED_VALUE]: { name: string };
  [codes.LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE]: { reason: string };
  [codes.LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED]: { code: number | string; message: string };
  [codes.LATCHKEY_ERROR__CUSTODY__HTTP_ERROR]: { status: number; statusText: string };
  [codes.LATCHKEY_ERROR__CUSTODY__CONSENSUS_NEEDED]: { activityId: string };
  [codes.LATCHKEY_ERROR__CUSTODY__ACTIVITY_FAILED]: { activityId: string; status: string };
  [codes.LATCHKEY_ERROR__CUSTODY__UNREACHABLE]: { url: string };
  [codes.LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT]: { frame: 'auth' | 'export'; seconds: number };
  [codes.LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE]: { request: string; reason: string };
  [codes.LATCHKEY_ERROR__WEBAUTHN__CEREMONY_FAILED]: {
    webauthnCode: WebAuthnErrorCode;
    reason: string;
  };
  [codes.LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED]: { status: number; message: string };
  [codes.LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE]: { reason: string };
  [codes.LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED]: { reason: string };
  [codes.LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED]: { reason: string };
}

/** The context of one code: its declared shape, or `undefined`. */
export type LatchkeyErrorContext<TCode extends LatchkeyErrorCode> =
  TCode extends keyof LatchkeyErrorContextByCode ? LatchkeyErrorContextByCode[TCode] : undefined;
