import type { LinkContext } from '../linking/link-session.js';
import type { RouteRequest } from './api-route.js';
import { requireCustody, requireSessions, type ServerContext } from './server-context.js';

/** What a linking route hands the linking steps: the server's parts and the request's. */
export function linkContext(
  server: ServerContext,
  request: Pick<
    RouteRequest<'linkOpenId'>,
    'database' | 'issuer' | 'environmentId' | 'accessToken'
  >,
): LinkContext {
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
