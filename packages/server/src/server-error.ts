/** Stable, machine-readable codes the server answers with next to a human message. */
export type ServerErrorCode =
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
 * A request the server refuses: the handler answers `status { error: { code, message } }`.
 * Anything else thrown becomes a 500 `INTERNAL` with no detail. `detail` (an upstream's own
 * error text, say) is never answered: a 5xx carrying one is logged through `onError` with the
 * request id the answer shows.
 *
 * @example
 * ```ts
 * throw new ServerError(429, 'QUOTA_EXCEEDED', 'The daily sponsorship quota for this sender is used up');
 * ```
 */
export class ServerError extends Error {
  override name = 'ServerError';
  readonly status: number;
  readonly code: ServerErrorCode;
  /** What went wrong upstream, for the log only. */
  readonly detail: unknown;
  constructor(status: number, code: ServerErrorCode, message: string, detail?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.detail = detail;
  }
}

/**
 * Settings the server refuses to start with (thrown by `createLatchkeyServer`): the message says
 * what is wrong and how to fix it.
 *
 * @example
 * ```ts
 * throw new ServerConfigurationError('INSECURE_IN_PRODUCTION', "allowedOrigins '*' …");
 * ```
 */
export class ServerConfigurationError extends Error {
  override name = 'ServerConfigurationError';
  readonly code: 'INSECURE_IN_PRODUCTION' | 'INVALID_SETTING';
  constructor(code: 'INSECURE_IN_PRODUCTION' | 'INVALID_SETTING', message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * A 400 for a request whose body is not what the route takes.
 *
 * @example
 * ```ts
 * throw invalidRequest('email is required');
 * ```
 */
export function invalidRequest(message: string): ServerError {
  return new ServerError(400, 'INVALID_REQUEST', message);
}
