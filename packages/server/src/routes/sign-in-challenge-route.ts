import { takeRateLimit } from '../database/rate-limit.js';
import { ServerError } from '../server-error.js';
import { issueSignInChallenge } from '../sessions/sign-in-challenge.js';
import { requireSessions } from './server-context.js';
import type { SessionRoute } from './session-request.js';

/**
 * Sign-In With Solana, step one: a challenge for the calling page, limited per client address.
 *
 * @example
 * ```ts
 * const { input } = await signInChallengeRoute.answer(server, request);
 * ```
 */
export const signInChallengeRoute: SessionRoute<'createSignInChallenge'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, origin, clientAddress, database }) => {
    const sessions = requireSessions(server);
    const allowed = await takeRateLimit(
      database,
      'sign-in-challenge',
      clientAddress,
      sessions.settings.challengesPerClientAddress,
      server.now(),
    );
    if (!allowed) {
      throw new ServerError(
        429,
        'RATE_LIMITED',
        'Too many sign-in attempts: try again in a minute',
      );
    }
    return issueSignInChallenge(database, sessions, { environmentId, origin, body });
  },
};
