/**
 * How the custody server answers one organization's activities, for tests of the client's
 * handling: consensus needed, pending for a number of polls, slow, or failing.
 *
 * @example
 * ```ts
 * custody.admin.setBehavior(subOrganizationId, { pendingPolls: 2 }); // COMPLETED on the 2nd poll
 * ```
 */
export interface CustodyBehavior {
  /** Activities end ACTIVITY_STATUS_CONSENSUS_NEEDED. */
  consensusNeeded?: boolean;
  /** Activities stay ACTIVITY_STATUS_PENDING until `get_activity` has been asked this many times. */
  pendingPolls?: number;
  /** Every request of the organization waits this long first. */
  delayMs?: number;
  /** `'activity'`: activities end ACTIVITY_STATUS_FAILED; an object: the HTTP error to answer. */
  fail?: 'activity' | { code: number; message: string };
}
