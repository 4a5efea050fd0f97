import { signUpWithPasskey } from '../embedded/passkey-sign-up.js';
import type { Route } from './api-route.js';
import { requireCustody } from './server-context.js';

/** Passkey sign-up: a new sub-organization and wallet for the user's passkey. */
export const createEmbeddedUserRoute: Route<'createEmbeddedUser'> = {
  needs: 'custody',
  answer: (server, { body, clientAddress, database, issuer, environmentId }) =>
    signUpWithPasskey(
      {
        database,
        custody: requireCustody(server),
        limits: server.limits,
        now: server.now,
        sessions: { context: server.sessions, issuer, environmentId },
      },
      { body, clientIp: clientAddress },
    ),
};
