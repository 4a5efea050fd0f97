import { ServerError } from '../server-error.js';

/**
 * The published keys (the JWK set) could not be had, so no token can be judged: a 503,
 * `DEADLINE_EXCEEDED` when the fetch ran past its bound, `INTERNAL` when the server could not be
 * reached or answered something other than a JWK set (its words are in `detail`, for the log).
 *
 * @example
 * ```ts
 * if (error instanceof SessionKeysUnavailableError) return new Response(null, { status: 503 });
 * ```
 */
export class SessionKeysUnavailableError extends ServerError {
  override name = 'SessionKeysUnavailableError';
  readonly jwksUrl: string;
  constructor(jwksUrl: string, timedOutAfterMs: number | undefined, cause: unknown) {
    super(
      503,
      timedOutAfterMs === undefined ? 'INTERNAL' : 'DEADLINE_EXCEEDED',
      timedOutAfterMs === undefined
        ? `The session keys could not be fetched from ${jwksUrl}`
        : `The session keys at ${jwksUrl} did not arrive within ${timedOutAfterMs} ms`,
      cause,
    );
    this.jwksUrl = jwksUrl;
  }
}
