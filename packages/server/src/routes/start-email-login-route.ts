import { startEmailLogin } from '../embedded/email-login.js';
import type { Route } from './api-route.js';
import { requireCustody } from './server-context.js';

/**
 * Email login, step one: a one-time code emailed, the same answer whether or not the email has
 * an account.
 */
export const startEmailLoginRoute: Route<'startEmailLogin'> = {
  needs: 'custody',
  answer: (server, { body, environmentId, clientAddress, database }) =>
    startEmailLogin(
      {
        database,
        custody: requireCustody(server),
        limits: server.limits,
        appName: server.appName,
        now: server.now,
      },
      { environmentId, email: body.email, clientIp: clientAddress },
    ),
};
