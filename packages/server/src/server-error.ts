import type { ProductApiErrorCode } from '@latchkey/core/product-api';

/**
 * Stable, machine-readable codes the server answers with next to a human message: the product
 * API contract's (`ProductApiErrorCode` in `@latchkey/core/product-api`), which the SDK maps to
 * its numeric catalogue.
 *
 * @example
 * ```ts
 * const code: ServerErrorCode = 'RATE_LIMITED';
 * ```
 */
export type ServerErrorCode = ProductApiErrorCode;

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
  /** Fields the answer's `error` carries besides its code and message (a held sign-in's). */
  declare readonly answered?: Readonly<Record<string, unknown>>;
  constructor(
    status: number,
    code: ServerErrorCode,
    message: string,
    detail?: unknown,
    answered?: Readonly<Record<string, unknown>>,
  ) {
    // A refusal (4xx) is an answer, not a fault: capturing its stack would cost more than the
    // rest of refusing a flood's request. A 5xx keeps its stack for the log.
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.status = status;
    this.code = code;
    this.detail = detail;
    // Only when there are: a log line of any other refusal stays as it was.
    if (answered) Object.assign(this, { answered });
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

/** A 400 for a request whose body is not what the route takes. */
export function invalidRequest(message: string): ServerError {
  return new ServerError(400, 'INVALID_REQUEST', message);
}
