import type { SessionSettings } from './session-options.js';
import type { SigningKeys } from './signing-keys.js';

/** What the session routes share: the settings, the signing keys and the clock. */
export interface SessionContext {
  readonly settings: SessionSettings;
  readonly keys: SigningKeys;
  readonly now: () => number;
}
