import { issueSignInChallenge } from '../sessions/sign-in-challenge.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/** Sign-In With Solana, step one: a challenge for the calling page, limited per client address. */
export const signInChallengeRoute: Route<'createSignInChallenge'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, origin, clientAddress, database }) => {
    const sessions = requireSessions(server);
    return issueSignInChallenge(database, sessions, { environmentId, origin, clientAddress, body });
  },
};
