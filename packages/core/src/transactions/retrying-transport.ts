import {
  isSolanaError,
  type RpcTransport,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
} from '@solana/kit';
import { LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { abortableSleep } from './abortable-sleep.js';

/** How RPC requests are retried: how often, how long between tries, how long one try may take. */
export interface RpcRetryOptions {
  /** Extra tries after the first. Default 3. */
  retries?: number;
  /**
   * Wait before the first retry; doubled each time, with full jitter (a random wait up to that
   * bound, so clients that failed together do not retry together). A `Retry-After` header on a
   * 429 or 503 is honoured instead, up to `maxDelayMs`. Default 250 ms.
   */
  baseDelayMs?: number;
  /** The longest wait between tries, `Retry-After` included. Default 10000 ms. */
  maxDelayMs?: number;
  /** One try gives up after this. Default 15000 ms. */
  attemptTimeoutMs?: number;
}

export const DEFAULT_RPC_RETRY: Required<RpcRetryOptions> = {
  retries: 3,
  baseDelayMs: 250,
  maxDelayMs: 10_000,
  attemptTimeoutMs: 15_000,
};

/**
 * Whether a failed request is worth trying again: rate limits (429), server errors (5xx), an
 * answer that was not JSON, a try that timed out, or no answer at all. A JSON-RPC error is the
 * node's answer and is not retried.
 */
export function isTransientRpcFailure(error: unknown): boolean {
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) {
    const status = error.context.statusCode;
    return status === 429 || status >= 500;
  }
  if (error instanceof SyntaxError) return true; // a 200 whose body is not JSON (a proxy page)
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || error instanceof TypeError; // fetch's "failed to fetch"
}

/**
 * Wraps an RPC transport so transient failures are retried with exponential backoff, a bounded
 * number of times, each try under its own time limit; what still fails is 'The RPC did not
 * answer: {reason}' (`LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE`). Safe for every method Latchkey sends:
 * reads are idempotent, and a `sendTransaction` retry re-sends the same signed bytes (the same
 * signature), which can land only once.
 */
export function createRetryingTransport(
  inner: RpcTransport,
  options: RpcRetryOptions = {},
): RpcTransport {
  const { retries, baseDelayMs, maxDelayMs, attemptTimeoutMs } = {
    ...DEFAULT_RPC_RETRY,
    ...options,
  };
  return (async (config: Parameters<RpcTransport>[0]) => {
    for (let attempt = 0; ; attempt += 1) {
      const timeout = AbortSignal.timeout(attemptTimeoutMs);
      const signal = config.signal ? AbortSignal.any([config.signal, timeout]) : timeout;
      try {
        return await inner({ ...config, signal });
      } catch (error) {
        if (config.signal?.aborted) throw error;
        const failure = timeout.aborted ? timeout.reason : error;
        if (attempt >= retries || !isTransientRpcFailure(failure)) {
          throw new LatchkeyError(LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE, {
            context: { reason: describeFailure(failure) },
            cause: failure,
          });
        }
        const asked = retryAfterMs(failure);
        const backoff = Math.random() * baseDelayMs * 2 ** attempt;
        await abortableSleep(Math.min(asked ?? backoff, maxDelayMs), config.signal);
      }
    }
  }) as RpcTransport;
}

/**
 * The wait a rate-limited or unavailable server asked for in `Retry-After` (seconds, or an HTTP
 * date), in milliseconds; undefined when it named none.
 */
export function retryAfterMs(failure: unknown): number | undefined {
  if (!isSolanaError(failure, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) return undefined;
  const headers = failure.context.headers as Headers | undefined;
  const value = headers?.get?.('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function describeFailure(failure: unknown): string {
  if (isSolanaError(failure, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) {
    return `HTTP ${failure.context.statusCode}`;
  }
  if ((failure as { name?: unknown } | null)?.name === 'TimeoutError') return 'timed out';
  if (failure instanceof SyntaxError) return 'the answer was not JSON';
  return failure instanceof Error ? failure.message : String(failure);
}
