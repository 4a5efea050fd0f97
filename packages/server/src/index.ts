// biome-ignore-all lint/performance/noBarrelFile: the package entry re-exports its public API by name.

export type {
  LatchkeyServer,
  LatchkeyServerOptions,
} from './create-latchkey-server.js';
export { createLatchkeyServer, DEFAULT_BASE_PATH } from './create-latchkey-server.js';
export type { CustodyParameters } from './custody/create-custody-client.js';
export { DEFAULT_CUSTODY_BASE_URL } from './custody/create-custody-client.js';
export type {
  Database,
  DatabaseQueries,
  DatabaseResult,
  DatabaseRow,
} from './database/database.js';
export {
  DATABASE_LIMIT_VARIABLES,
  type DatabaseLimits,
  DEFAULT_DATABASE_LIMITS,
  readDatabaseLimits,
} from './database/database-limits.js';
export {
  DatabaseUnavailableError,
  type DatabaseUnavailableReason,
} from './database/database-unavailable.js';
export { MIGRATIONS, migrate } from './database/migrations.js';
export { openDatabase } from './database/open-database.js';
export { createPgliteDatabase } from './database/pglite-database.js';
export { createPostgresDatabase } from './database/postgres-database.js';
export type { RateLimit } from './database/rate-limit.js';
export type { EmbeddedLimits } from './embedded/embedded-limits.js';
export { DEFAULT_EMBEDDED_LIMITS } from './embedded/embedded-limits.js';
export type { ServerEnvironment } from './http/authorize-environment.js';
export type { BodyReader } from './http/body-reader.js';
export type { InsecureSetting } from './http/check-production-settings.js';
export type { ClientAddressPrefixes, TrustProxy } from './http/client-address.js';
export { DEFAULT_CLIENT_ADDRESS_PREFIXES } from './http/client-address.js';
export type { ErrorLog } from './http/error-log.js';
export { createErrorLog, ERROR_REPEAT_WINDOW_MS } from './http/error-log.js';
export type { ReadinessCheck, ReadinessReport } from './http/readiness.js';
export {
  DEFAULT_MIN_FEE_PAYER_LAMPORTS,
  READINESS_DEADLINE_MS,
} from './http/readiness.js';
export type { RequestLogEntry, RequestLogSink } from './http/request-log.js';
export { formatRequestLogLine } from './http/request-log.js';
export type { MfaOptions } from './mfa/mfa-options.js';
export { MFA_ACTIONS, MFA_OPT_IN_ACTIONS } from './mfa/mfa-options.js';
export {
  BUILT_IN_OAUTH_ISSUERS,
  type OAuthProviderSettings,
  type OAuthSettings,
} from './oauth/oauth-provider-settings.js';
export { ID_TOKEN_ALGORITHMS, ID_TOKEN_CLOCK_SKEW_SECONDS } from './oauth/verify-id-token.js';
export { COMMIT_GRACE_MS, REQUEST_DEADLINE_MS } from './resilience/request-deadline.js';
export type { ServerErrorCode } from './server-error.js';
export { ServerConfigurationError, ServerError } from './server-error.js';
export type { SessionOptions } from './sessions/session-options.js';
export type { SponsorshipParameters } from './sponsorship/sponsorship-context.js';
export type { DailyQuota, SponsorshipPolicy } from './sponsorship/sponsorship-policy.js';
export { DEFAULT_SPONSORSHIP_POLICY } from './sponsorship/sponsorship-policy.js';
