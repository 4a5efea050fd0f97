import { randomUUID } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { ActivityStore } from './activity-store.js';
import type { Principal, WebAuthnExpectations } from './authenticate-request.js';
import { ACTIVITY_HANDLERS, ACTIVITY_TYPES, PARENT_SUBMITTABLE } from './custody-activities.js';
import { CustodyApiError, invalidArgument } from './custody-api-error.js';
import type { CustodyBehavior } from './custody-behavior.js';
import type { CustodyOptions } from './custody-options.js';
import { timestamp } from './custody-queries.js';
import type { CustodyState, OrganizationRecord } from './custody-state.js';
import { refuseSessionKeyTakeover } from './refuse-session-key-takeover.js';
import { createStampReplayGuard } from './stamp-replay-guard.js';

/** One authenticated `POST /public/v1/submit/<name>`. */
export interface ActivitySubmission {
  name: string;
  /** The body as it came, for its fingerprint and replay check. */
  body: string;
  parsed: Record<string, unknown>;
  organization: OrganizationRecord;
  principal: Principal;
  behavior: CustodyBehavior;
  now: number;
}

function activityIntentKey(name: string): string {
  return `${name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}Intent`;
}

/**
 * The submit side of the custody route: checks who may submit the activity, its type, time and
 * stamp, then records it and carries it out — or, as the organization's behavior says, fails it,
 * leaves it waiting for consensus or keeps its result back for some polls.
 */
export function createActivitySubmitter(
  context: { state: CustodyState; webauthn: WebAuthnExpectations; save: () => void },
  options: CustodyOptions,
  activities: ActivityStore,
) {
  const refuseReplay = createStampReplayGuard();
  return async (submission: ActivitySubmission): Promise<{ activity: Record<string, unknown> }> => {
    const { name, body, parsed, organization, principal, behavior, now } = submission;
    const handler = ACTIVITY_HANDLERS[name];
    if (!handler) throw new CustodyApiError(5, `unknown activity route: ${name}`, 'NOT_FOUND');
    if (principal.organization !== organization && !PARENT_SUBMITTABLE.has(name)) {
      throw new CustodyApiError(
        7,
        "permission denied: a parent organization's credentials can only read its sub-organizations",
        'PERMISSION_DENIED',
      );
    }
    if (!ACTIVITY_TYPES[name]?.includes(String(parsed.type))) {
      throw invalidArgument(`Unexpected activity type ${String(parsed.type)} for ${name}`);
    }
    refuseReplay(principal.signer, body, parsed.timestampMs, now);
    const parameters = (parsed.parameters ?? {}) as Record<string, unknown>;
    refuseSessionKeyTakeover(name, parameters, principal, options.sessionKeys);
    if (behavior.fail && behavior.fail !== 'activity') {
      throw new CustodyApiError(behavior.fail.code, behavior.fail.message);
    }
    const activity: Record<string, unknown> = {
      id: randomUUID(),
      organizationId: organization.organizationId,
      status: 'ACTIVITY_STATUS_COMPLETED',
      type: parsed.type,
      intent: { [activityIntentKey(name)]: parameters },
      votes: [],
      fingerprint: bytesToHex(sha256(new TextEncoder().encode(body))),
      canApprove: false,
      canReject: false,
      createdAt: timestamp(now),
      updatedAt: timestamp(now),
    };
    const stored = activities.add(activity, now);
    if (behavior.fail === 'activity') {
      activity.status = 'ACTIVITY_STATUS_FAILED';
      activity.failure = { code: 13, message: 'activity failed (sandbox behavior)', details: [] };
      return { activity };
    }
    if (behavior.consensusNeeded) {
      activity.status = 'ACTIVITY_STATUS_CONSENSUS_NEEDED';
      return { activity };
    }
    const outcome = await handler({
      state: context.state,
      organization,
      principal,
      parameters,
      now,
      webauthn: context.webauthn,
      options,
    });
    context.save();
    const result = { [outcome.resultKey]: outcome.result };
    if (behavior.pendingPolls && behavior.pendingPolls > 0) {
      activity.status = 'ACTIVITY_STATUS_PENDING';
      stored.pollsLeft = behavior.pendingPolls;
      stored.result = result;
      return { activity };
    }
    activity.result = result;
    return { activity };
  };
}
