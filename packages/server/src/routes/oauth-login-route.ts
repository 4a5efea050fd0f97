import { oauthLogin } from '../oauth/oauth-login.js';
import type { Route } from './api-route.js';
import { requireCustody } from './server-context.js';

/**
 * OpenID sign-in: a provider's ID token (or the code for one) for the browser's session key,
 * logged in at the custody provider, with the server's session.
 */
export const oauthLoginRoute: Route<'oauthLogin'> = {
  needs: 'custody',
  answer: (server, { body, environmentId, clientAddress, database, issuer, signal, device }) =>
    oauthLogin(
      {
        database,
        sharedDatabase: server.database,
        custody: requireCustody(server),
        oauth: server.oauth,
        limits: server.limits,
        now: server.now,
        sessions: {
          context: server.sessions,
          issuer,
          environmentId,
          newDevice: { settings: server.mfa, device },
        },
        signal,
      },
      { body, clientIp: clientAddress },
    ),
};
