import type { AccountContext } from '../sessions/require-account-user.js';
import type { RouteRequest } from './api-route.js';
import { requireCustody, requireSessions, type ServerContext } from './server-context.js';

/** What a route acting for the signed-in user's account (linking, export) hands its steps. */
export function accountContext(
  server: ServerContext,
  request: Pick<
    RouteRequest<'linkOpenId'>,
    'database' | 'issuer' | 'environmentId' | 'accessToken'
  >,
): AccountContext {
  return {
    database: request.database,
    custody: requireCustody(server),
    limits: server.limits,
    mfa: server.mfa,
    sessions: requireSessions(server),
    now: server.now,
    issuer: request.issuer,
    environmentId: request.environmentId,
    accessToken: request.accessToken,
  };
}
