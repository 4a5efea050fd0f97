import { startEmailLogin } from '../embedded/email-login.js';
import { requireAccountUser } from '../sessions/require-account-user.js';
import { accountContext } from './account-context.js';
import type { Route } from './api-route.js';

/**
 * Linking an email, step one: for a signed-in user (with a recent second factor when the host
 * guards linking), a one-time code emailed to the new address, under the email login's limits.
 */
export const startEmailLinkRoute: Route<'startEmailLink'> = {
  needs: 'custody',
  answer: async (server, request) => {
    const context = accountContext(server, request);
    await requireAccountUser(context);
    return startEmailLogin(
      {
        database: context.database,
        custody: context.custody,
        limits: server.limits,
        appName: server.appName,
        now: server.now,
      },
      {
        environmentId: request.environmentId,
        email: request.body.email,
        clientIp: request.clientAddress,
      },
    );
  },
};
