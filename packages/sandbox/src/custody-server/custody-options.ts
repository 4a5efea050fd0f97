import type { SessionKeyMode } from './refuse-session-key-takeover.js';

/** The custody server's organization-wide configuration: what no request may choose. */
export interface CustodyOptions {
  /** How session keys are treated; see {@link SessionKeyMode}. */
  sessionKeys: SessionKeyMode;
  /**
   * The link emails carry, `%s` standing for the credential bundle — the host's app origin, set
   * when the server starts. Absent: emails carry the bundle alone. A request cannot pick one.
   */
  magicLinkTemplate?: string;
  /**
   * Issuers whose tokens' verified email may link a sign-in to the user with that verified email
   * (`oauth_login`). Default: https://accounts.google.com.
   */
  oauthEmailIssuers?: readonly string[];
}
