import type { Principal, WebAuthnExpectations } from './authenticate-request.js';
import type { CustodyOptions } from './custody-options.js';
import type { CustodyState, OrganizationRecord } from './custody-state.js';

/** What an activity handler sees. */
export interface ActivityContext {
  state: CustodyState;
  organization: OrganizationRecord;
  principal: Principal;
  parameters: Record<string, unknown>;
  now: number;
  webauthn: WebAuthnExpectations;
  options: CustodyOptions;
}

/** An activity's outcome: the key its result goes under, and the result. */
export interface ActivityOutcome {
  resultKey: string;
  result: Record<string, unknown>;
}

/** What carries out one submit route's activity. */
export type ActivityHandler = (
  context: ActivityContext,
) => Promise<ActivityOutcome> | ActivityOutcome;
