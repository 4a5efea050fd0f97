/** Stable machine-readable codes the product API answers with, next to a human message. */
export type ProductApiErrorCode =
  | 'INVALID_JSON'
  | 'INVALID_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'METHOD_NOT_ALLOWED'
  | 'UNAUTHORIZED'
  | 'ENVIRONMENT_NOT_FOUND'
  | 'INVALID_TRANSACTION'
  | 'UNSUPPORTED_TRANSACTION_VERSION'
  | 'TRANSACTION_ALREADY_SIGNED'
  | 'SENDER_NOT_SIGNER'
  | 'FEE_PAYER_NOT_ALLOWED'
  | 'TRANSACTION_TOO_LARGE'
  | 'CUSTODY_ERROR'
  | 'CODE_INVALID_OR_EXPIRED';

/**
 * A request the product API refuses. The route turns it into
 * `status { error: { code, message } }`; anything else thrown becomes a 500.
 *
 * @example
 * ```ts
 * throw new ProductApiError(404, 'ENVIRONMENT_NOT_FOUND', `Unknown environment ${id}`);
 * ```
 */
export class ProductApiError extends Error {
  override name = 'ProductApiError';
  readonly status: number;
  readonly code: ProductApiErrorCode;

  constructor(status: number, code: ProductApiErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
