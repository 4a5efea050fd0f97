import {
  LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID,
  LATCHKEY_ERROR__SESSION__MFA_REQUIRED,
} from '../errors/codes.js';
import type { LatchkeyErrorCode } from '../errors/messages.js';
import type { MfaFactorKind } from './mfa-method.js';

/**
 * The stable, machine-readable codes the product API answers with next to a human message (its
 * `ProductApiErrorAnswer`); `@latchkey/server` throws only these.
 *
 * @example
 * ```ts
 * const code: ProductApiErrorCode = 'QUOTA_EXCEEDED';
 * ```
 */
export type ProductApiErrorCode =
  | 'INVALID_JSON'
  | 'INVALID_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  | 'CLIENT_ADDRESS_UNKNOWN'
  | 'CLIENT_ADDRESS_INVALID'
  | 'METHOD_NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'ENVIRONMENT_NOT_FOUND'
  | 'ORIGIN_NOT_ALLOWED'
  | 'RATE_LIMITED'
  | 'NOT_CONFIGURED'
  | 'CUSTODY_ERROR'
  | 'CODE_INVALID_OR_EXPIRED'
  | 'CREDENTIAL_LINKED_ELSEWHERE'
  | 'LAST_CREDENTIAL'
  | 'CREDENTIAL_IN_USE'
  | 'EXPORT_IN_BROWSER'
  | 'MFA_REQUIRED'
  | 'MFA_CODE_INVALID'
  | 'MFA_PASSKEY_INVALID'
  | 'MFA_ALREADY_ENROLLED'
  | 'RECENT_SIGN_IN_REQUIRED'
  | 'CHALLENGE_INVALID'
  | 'SIGN_IN_MISMATCH'
  | 'SESSION_REQUIRED'
  | 'REFRESH_TOKEN_INVALID'
  | 'REFRESH_TOKEN_REUSED'
  | 'PASSKEY_PROOF_INVALID'
  | 'CSRF_REFUSED'
  | 'OAUTH_PROVIDER_UNKNOWN'
  | 'OAUTH_PROVIDER_UNAVAILABLE'
  | 'OAUTH_CODE_INVALID'
  | 'OAUTH_TOKEN_INVALID'
  | 'OAUTH_TOKEN_EXPIRED'
  | 'OAUTH_ISSUER_MISMATCH'
  | 'OAUTH_AUDIENCE_MISMATCH'
  | 'OAUTH_NONCE_MISMATCH'
  | 'OAUTH_TOKEN_REUSED'
  | 'INVALID_TRANSACTION'
  | 'UNSUPPORTED_TRANSACTION_VERSION'
  | 'TRANSACTION_ALREADY_SIGNED'
  | 'SENDER_NOT_SIGNER'
  | 'FEE_PAYER_NOT_ALLOWED'
  | 'TRANSACTION_TOO_LARGE'
  | 'TOO_MANY_SIGNATURES'
  | 'PROGRAM_NOT_ALLOWED'
  | 'ACCOUNT_NOT_ALLOWED'
  | 'ADDRESS_LOOKUP_NOT_ALLOWED'
  | 'DURABLE_NONCE_NOT_ALLOWED'
  | 'COMPUTE_BUDGET_NOT_ALLOWED'
  | 'FEE_TOO_HIGH'
  | 'BLOCKHASH_NOT_FOUND'
  | 'SIMULATION_FAILED'
  | 'QUOTA_EXCEEDED'
  | 'FEE_PAYER_MISSING'
  | 'SIGNATURE_INVALID'
  | 'RPC_ERROR'
  | 'DATABASE_UNAVAILABLE'
  | 'DEADLINE_EXCEEDED'
  | 'CLIENT_CLOSED_REQUEST'
  | 'INTERNAL';

/**
 * A refusal as the product API answers it, with a 4xx or 5xx status. `requestId` is there when
 * the server logged the cause (a 5xx): it names the log line.
 *
 * @example
 * ```ts
 * const refusal: ProductApiErrorAnswer = {
 *   error: { code: 'CODE_INVALID_OR_EXPIRED', message: 'The code is invalid or expired.' },
 * };
 * ```
 */
export interface ProductApiErrorAnswer {
  readonly error: {
    readonly code: ProductApiErrorCode;
    readonly message: string;
    readonly requestId?: string;
    /**
     * With `MFA_REQUIRED` for a sign-in on a device the user's account has not seen: the held
     * sign-in, which `verifyMfa` completes (good for 5 minutes), and the kinds of factor the
     * user can prove it with.
     */
    readonly pendingSignIn?: string;
    readonly factors?: readonly MfaFactorKind[];
  };
}

/**
 * The server's codes the SDK throws as a catalogue code of their own (with the
 * `LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED` as `cause`); every other refusal is thrown as that
 * `REQUEST_FAILED`, with the status and the server's message in `context` and its answer in
 * `details`.
 *
 * @example
 * ```ts
 * PRODUCT_API_ERROR_CATALOGUE.CODE_INVALID_OR_EXPIRED; // 8006, 'The code is invalid or expired.'
 * ```
 */
export const PRODUCT_API_ERROR_CATALOGUE = Object.freeze({
  CODE_INVALID_OR_EXPIRED: LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  // Email recovery of an account with a second factor: asked for, or wrong.
  MFA_REQUIRED: LATCHKEY_ERROR__SESSION__MFA_REQUIRED,
  MFA_CODE_INVALID: LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID,
} as const satisfies { readonly [code in ProductApiErrorCode]?: LatchkeyErrorCode });

/**
 * The catalogue code the SDK throws for a refusal with the server's `code` (see
 * {@link PRODUCT_API_ERROR_CATALOGUE}).
 *
 * @example
 * ```ts
 * catalogueCodeOf('CODE_INVALID_OR_EXPIRED'); // LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED
 * catalogueCodeOf('QUOTA_EXCEEDED'); // LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED
 * ```
 */
export function catalogueCodeOf(
  code: unknown,
):
  | (typeof PRODUCT_API_ERROR_CATALOGUE)[keyof typeof PRODUCT_API_ERROR_CATALOGUE]
  | typeof LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED {
  return typeof code === 'string' && Object.hasOwn(PRODUCT_API_ERROR_CATALOGUE, code)
    ? PRODUCT_API_ERROR_CATALOGUE[code as keyof typeof PRODUCT_API_ERROR_CATALOGUE]
    : LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED;
}
