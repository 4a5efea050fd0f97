import type { LatchkeyErrorContext } from './context.js';
import { type LatchkeyErrorCode, LatchkeyErrorMessages } from './messages.js';

/** Options every Latchkey error accepts besides its code. */
export interface LatchkeyErrorOptions {
  /** Extra data for diagnostics, for example a server's error details or a program's logs. */
  details?: unknown;
  /** The error that led to this one. */
  cause?: unknown;
}

/**
 * The arguments after the code: codes with placeholders require their context, others take
 * only options.
 */
export type LatchkeyErrorArgs<TCode extends LatchkeyErrorCode> =
  LatchkeyErrorContext<TCode> extends undefined
    ? [options?: LatchkeyErrorOptions]
    : [options: LatchkeyErrorOptions & { context: LatchkeyErrorContext<TCode> }];

/**
 * Fills a code's message template with its context.
 *
 * @example
 * ```ts
 * formatErrorMessage(LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND, { id: 103 });
 * // 'Chain with id 103 not found'
 * ```
 */
export function formatErrorMessage<TCode extends LatchkeyErrorCode>(
  code: TCode,
  context?: LatchkeyErrorContext<TCode>,
): string {
  const template: string = LatchkeyErrorMessages[code];
  const values = (context ?? {}) as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * The one error type Latchkey throws. `code` is stable across versions; `message` is the
 * catalogue's exact text with its placeholders filled; `context` holds the values that filled
 * them.
 *
 * @example
 * ```ts
 * try {
 *   solToLamports('1,5');
 * } catch (error) {
 *   if (isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_DECIMAL)) {
 *     showFieldError(error.message); // 'Number is not a valid decimal number'
 *   }
 * }
 * ```
 */
export class LatchkeyError<TCode extends LatchkeyErrorCode = LatchkeyErrorCode> extends Error {
  override name = 'LatchkeyError';
  /** Stable numeric code; see `codes.ts` for the ranges. */
  readonly code: TCode;
  /** The values that filled the message's placeholders. */
  readonly context: LatchkeyErrorContext<TCode>;
  /** The catalogue text with placeholders filled, without any details appended. */
  readonly shortMessage: string;
  /** Extra diagnostic data, when there is some. */
  readonly details: unknown;

  constructor(code: TCode, ...[options]: LatchkeyErrorArgs<TCode>) {
    const context = (options as { context?: LatchkeyErrorContext<TCode> } | undefined)?.context;
    const shortMessage = formatErrorMessage(code, context);
    super(shortMessage, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.context = Object.freeze(context) as LatchkeyErrorContext<TCode>;
    this.shortMessage = shortMessage;
    this.details = options?.details;
  }
}

/**
 * Tells whether a value is a Latchkey error, optionally of one code, and narrows its context.
 *
 * @example
 * ```ts
 * if (isLatchkeyError(error, LATCHKEY_ERROR__CUSTODY__HTTP_ERROR)) {
 *   console.log(error.context.status);
 * }
 * ```
 */
export function isLatchkeyError<TCode extends LatchkeyErrorCode>(
  error: unknown,
  code?: TCode,
): error is LatchkeyError<TCode> {
  return error instanceof LatchkeyError && (code === undefined || error.code === code);
}
