import { verifyEmailLogin } from '../embedded/email-login.js';
import type { Route } from './api-route.js';
import { requireCustody } from './server-context.js';

/** Email login, step two: the code traded for a session credential sealed to the frame's key. */
export const verifyEmailLoginRoute: Route<'verifyEmailLogin'> = {
  needs: 'custody',
  answer: (server, { body, environmentId, clientAddress, database, issuer, device }) =>
    verifyEmailLogin(
      {
        database,
        custody: requireCustody(server),
        limits: server.limits,
        appName: server.appName,
        now: server.now,
        sessions: {
          context: server.sessions,
          issuer,
          environmentId,
          newDevice: { settings: server.mfa, device },
        },
      },
      { environmentId, body, clientIp: clientAddress },
    ),
};
