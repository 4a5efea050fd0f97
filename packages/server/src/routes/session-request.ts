import type {
  SessionApiAnswer,
  SessionApiEndpoints,
  SessionApiRouteName,
} from '@latchkey/core/product-api';
import type { Database } from '../database/database.js';
import type { UncheckedBody } from '../http/request-context.js';
import type { ServerContext, ServerFeature } from './server-context.js';

/**
 * What a session route answers from: the product request's parts, plus the page's origin, the
 * tokens the request carries (header, body or cookie, as the carrier says) and the issuer its
 * tokens name.
 *
 * @example
 * ```ts
 * const session = await refreshSession(database, server.sessions, { issuer, environmentId, refreshToken });
 * ```
 */
export interface SessionRequest<name extends SessionApiRouteName> {
  readonly body: UncheckedBody<SessionApiEndpoints[name]['body']>;
  readonly environmentId: string;
  readonly clientAddress: string;
  readonly database: Database;
  readonly signal: AbortSignal;
  /** The calling page's `Origin`, when a browser sent one. */
  readonly origin: string | undefined;
  readonly issuer: string;
  readonly accessToken: string | undefined;
  readonly refreshToken: string | undefined;
}

/**
 * One route of the session API: the feature it needs, and how it answers.
 *
 * @example
 * ```ts
 * const route: SessionRoute<'signOut'> = { needs: 'sessions', answer: signOutAnswer };
 * ```
 */
export interface SessionRoute<name extends SessionApiRouteName> {
  readonly needs: ServerFeature;
  answer(server: ServerContext, request: SessionRequest<name>): Promise<SessionApiAnswer<name>>;
}
