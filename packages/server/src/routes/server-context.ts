import type { CustodyClient } from '../custody/create-custody-client.js';
import type { Database } from '../database/database.js';
import type { BackgroundWork } from '../embedded/background-work.js';
import type { EmbeddedLimits } from '../embedded/embedded-limits.js';
import type { ServerEnvironment } from '../http/authorize-environment.js';
import type { ServerMetrics } from '../http/metrics.js';
import type { MfaSettings } from '../mfa/mfa-options.js';
import type { OAuthContext } from '../oauth/oauth-context.js';
import { ServerError } from '../server-error.js';
import type { SessionContext } from '../sessions/session-context.js';
import type { SponsorshipContext } from '../sponsorship/sponsorship-context.js';

/**
 * What a running server's routes share: made once by `createLatchkeyServer` from its options.
 * `database` is the shared one; a route handles its request's database work through the
 * request's own (`ProductRequest.database`), which stops at the deadline.
 */
export interface ServerContext {
  readonly database: Database;
  readonly environments: Readonly<Record<string, ServerEnvironment>>;
  /** The server-wide origins: an environment without its own `allowedOrigins` allows these. */
  readonly allowedOrigins: readonly string[] | '*';
  /** Without it the embedded and email routes answer 501. */
  readonly custody: CustodyClient | undefined;
  /** Without it the sponsorship routes answer 501. */
  readonly sponsorship: SponsorshipContext | undefined;
  /** Sessions: always on (keys generated when none are configured). */
  readonly sessions: SessionContext;
  /** OpenID sign-in's providers; without it every provider is unknown. */
  readonly oauth?: OAuthContext | undefined;
  readonly limits: EmbeddedLimits;
  /** When a second factor is asked for. */
  readonly mfa: MfaSettings;
  readonly appName: string;
  readonly now: () => number;
  /** Work a route starts after answering (a recovery's lookup and email), settled on close. */
  readonly afterAnswer: BackgroundWork;
  readonly metrics: ServerMetrics | undefined;
  /** The client's address grouped by prefix: what the per-address limits count. */
  readonly resolveClientAddress: (headers: Headers, socketAddress: string | undefined) => string;
}

/**
 * A feature a route needs configured: custody for the embedded and email routes, sponsorship
 * for the fee routes; sessions are always on.
 */
export type ServerFeature = 'custody' | 'sponsorship' | 'sessions';

/**
 * The custody client, for a route that needs it.
 *
 * @throws {ServerError} 501 `NOT_CONFIGURED` without custody.
 */
export function requireCustody(server: Pick<ServerContext, 'custody'>): CustodyClient {
  if (!server.custody) {
    throw new ServerError(
      501,
      'NOT_CONFIGURED',
      'Embedded wallets are not configured on this server',
    );
  }
  return server.custody;
}

/**
 * Fee sponsorship, for a route that needs it.
 *
 * @throws {ServerError} 501 `NOT_CONFIGURED` without sponsorship.
 */
export function requireSponsorship(server: Pick<ServerContext, 'sponsorship'>): SponsorshipContext {
  if (!server.sponsorship) {
    throw new ServerError(
      501,
      'NOT_CONFIGURED',
      'Fee sponsorship is not configured on this server',
    );
  }
  return server.sponsorship;
}

/**
 * Checks a route's feature is configured (before its client address is resolved, so an unused
 * feature answers 501 even where no address can be told).
 *
 * @throws {ServerError} 501 `NOT_CONFIGURED`.
 */
export function requireFeature(server: ServerContext, feature: ServerFeature): void {
  if (feature === 'custody') requireCustody(server);
  else if (feature === 'sponsorship') requireSponsorship(server);
}

/** Sessions, for a route that issues or reads them (always configured). */
export function requireSessions(server: Pick<ServerContext, 'sessions'>): SessionContext {
  return server.sessions;
}
