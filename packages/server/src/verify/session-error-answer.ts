import type { ProductApiErrorAnswer } from '@latchkey/core/product-api';
import { SessionKeysUnavailableError } from './session-keys-unavailable-error.js';
import { SessionRefusedError } from './session-refused-error.js';

/**
 * How a helper answers a token `verifySession` refused (401) or could not judge (503): the
 * status, the product API's `{ error: { code, message } }`, and for a 401 the
 * `WWW-Authenticate` challenge of RFC 6750 (with `invalid_token` when a token was sent).
 *
 * @example
 * ```ts
 * const answer = sessionErrorAnswer(error);
 * if (answer) return Response.json(answer.body, { status: answer.status, headers: answer.headers });
 * ```
 */
export interface SessionErrorAnswer {
  readonly status: 401 | 503;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: ProductApiErrorAnswer;
}

/**
 * The answer for `error` when it is a refusal of `verifySession`'s; `undefined` for anything
 * else, which the caller throws again.
 *
 * @example
 * ```ts
 * try { await verifySession(request, options); } catch (error) {
 *   const answer = sessionErrorAnswer(error);
 *   if (!answer) throw error;
 * }
 * ```
 */
export function sessionErrorAnswer(error: unknown): SessionErrorAnswer | undefined {
  if (!(error instanceof SessionRefusedError || error instanceof SessionKeysUnavailableError)) {
    return undefined;
  }
  const body: ProductApiErrorAnswer = { error: { code: error.code, message: error.message } };
  if (error instanceof SessionKeysUnavailableError) return { status: 503, headers: {}, body };
  const challenge = error.reason === 'missing-token' ? 'Bearer' : 'Bearer error="invalid_token"';
  return { status: 401, headers: { 'WWW-Authenticate': challenge }, body };
}
