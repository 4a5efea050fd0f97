import type { RequestScopeVariables } from '../resilience/request-deadline.js';

/**
 * The Hono environment of the server's app: what the adapter passes (`clientIp`, the socket's
 * address; `signal`, the request's own, which the Node adapter aborts when the client goes away)
 * and what middleware sets for the routes (`c.var`).
 */
export type ServerEnv = {
  Bindings: { clientIp?: string | undefined; signal?: AbortSignal | undefined };
  Variables: { requestId: string } & RequestScopeVariables;
};
