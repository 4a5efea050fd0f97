import type { MiddlewareHandler } from 'hono';
import { sessionErrorAnswer } from './session-error-answer.js';
import {
  type VerifiedSession,
  type VerifySessionOptions,
  verifySession,
} from './verify-session.js';

/**
 * The Hono variables {@link latchkeySession} sets: `c.var.session`.
 *
 * @example
 * ```ts
 * const app = new Hono<LatchkeySessionEnv>();
 * ```
 */
export interface LatchkeySessionEnv {
  Variables: { session: VerifiedSession };
}

/**
 * Hono middleware that verifies the request's access token (`verifySession`) and sets
 * `c.var.session`, or answers `401 { error: { code: 'SESSION_REQUIRED', message } }` (503 when
 * the keys cannot be fetched) without calling the route.
 *
 * @example
 * ```ts
 * const app = new Hono<LatchkeySessionEnv>();
 * app.use('/api/*', latchkeySession({ issuer: 'https://auth.acme.com', audience: 'acme' }));
 * app.get('/api/me', (c) => c.json({ userId: c.var.session.userId }));
 * ```
 */
export function latchkeySession(
  options: VerifySessionOptions,
): MiddlewareHandler<LatchkeySessionEnv> {
  return async (c, next) => {
    let session: VerifiedSession;
    try {
      session = await verifySession(c.req.raw, options);
    } catch (error) {
      const answer = sessionErrorAnswer(error);
      if (!answer) throw error;
      return c.json(answer.body, answer.status, answer.headers);
    }
    c.set('session', session);
    await next();
  };
}
