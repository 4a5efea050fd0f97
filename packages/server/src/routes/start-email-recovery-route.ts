import { startEmailRecovery } from '../embedded/email-recovery.js';
import type { Route } from './api-route.js';
import { requireCustody } from './server-context.js';

/**
 * Email recovery: answered once the request is checked and counted; the email's lookup and the
 * provider's email run after answering, so neither the answer nor its timing tells whether the
 * email has an account.
 */
export const startEmailRecoveryRoute: Route<'startEmailRecovery'> = {
  needs: 'custody',
  answer: (server, { body, clientAddress }) =>
    startEmailRecovery(
      // The shared database, not the request's: what it starts after answering outlives it.
      {
        database: server.database,
        custody: requireCustody(server),
        limits: server.limits,
        appName: server.appName,
        now: server.now,
        afterAnswer: server.afterAnswer,
        mfa: server.mfa,
      },
      {
        email: body.email,
        targetPublicKey: body.targetPublicKey,
        clientIp: clientAddress,
        mfaCode: body.mfaCode,
      },
    ),
};
