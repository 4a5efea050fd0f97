import { CustodyApiError } from './custody-api-error.js';
import { timestamp } from './custody-queries.js';

/** An activity as the server keeps it; a pending one holds its result back for `pollsLeft` polls. */
export interface StoredActivity {
  activity: Record<string, unknown>;
  /** When it was submitted (ms, the server's clock). */
  at: number;
  pollsLeft: number;
  result?: Record<string, unknown>;
}

/**
 * An activity the server took, as tests read it: what was asked of which organization, when, and
 * where it stands (so a test can tell whether anything was signed).
 *
 * @example
 * ```ts
 * const signed = sandbox.custody.admin
 *   .activities()
 *   .some((activity) => activity.type === 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2');
 * ```
 */
export interface CustodyActivityRecord {
  readonly id: string;
  /** Such as `ACTIVITY_TYPE_SIGN_TRANSACTION_V2`. */
  readonly type: string;
  readonly organizationId: string;
  /** Now: `ACTIVITY_STATUS_COMPLETED`, `…_FAILED`, `…_PENDING` or `…_CONSENSUS_NEEDED`. */
  readonly status: string;
  /** When it was submitted (ms, the server's clock). */
  readonly at: number;
}

/**
 * The activities a custody route has made, for `get_activity`: each poll of a pending one
 * counts down, and the last one completes it with its held-back result.
 */
export function createActivityStore() {
  const activities = new Map<string, StoredActivity>();
  return {
    /** Keeps a new activity (by its `id`); the returned record can be made pending. */
    add(activity: Record<string, unknown>, at: number): StoredActivity {
      const stored: StoredActivity = { activity, at, pollsLeft: 0 };
      activities.set(activity.id as string, stored);
      return stored;
    },
    /**
     * The activity as `get_activity` shows it now.
     *
     * @throws {CustodyApiError} 5 'activity not found: …', also for another organization's.
     */
    poll(activityId: string, organizationId: string, now: number): Record<string, unknown> {
      const stored = activities.get(activityId);
      if (!stored || stored.activity.organizationId !== organizationId) {
        throw new CustodyApiError(5, `activity not found: ${activityId}`, 'NOT_FOUND');
      }
      if (stored.pollsLeft > 0) {
        stored.pollsLeft -= 1;
        if (stored.pollsLeft === 0 && stored.result) {
          stored.activity.status = 'ACTIVITY_STATUS_COMPLETED';
          stored.activity.result = stored.result;
          stored.activity.updatedAt = timestamp(now);
        }
      }
      return stored.activity;
    },
    /** Every activity taken so far, oldest first. */
    list(): CustodyActivityRecord[] {
      return [...activities.values()].map(({ activity, at }) => ({
        id: String(activity.id),
        type: String(activity.type),
        organizationId: String(activity.organizationId),
        status: String(activity.status),
        at,
      }));
    },
  };
}

/** What {@link createActivityStore} returns. */
export type ActivityStore = ReturnType<typeof createActivityStore>;
