import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { RouteHandler } from '../http/start-http-server.js';
import { authenticateRequest, type WebAuthnExpectations } from './authenticate-request.js';
import { ACTIVITY_HANDLERS, ACTIVITY_TYPES, PARENT_SUBMITTABLE } from './custody-activities.js';
import { CustodyApiError, invalidArgument } from './custody-api-error.js';
import type { CustodyBehavior } from './custody-behavior.js';
import type { CustodyOptions } from './custody-options.js';
import { QUERY_HANDLERS, timestamp } from './custody-queries.js';
import type { CustodyState } from './custody-state.js';
import { refuseSessionKeyTakeover } from './refuse-session-key-takeover.js';

/** A request the server received, for tests: its path and the stamp header it carried. */
export interface CustodyRequestRecord {
  path: string;
  stampHeader: 'X-Stamp' | 'X-Stamp-Webauthn' | 'none';
  status: number;
}

interface StoredActivity {
  activity: Record<string, unknown>;
  pollsLeft: number;
  result?: Record<string, unknown>;
}

/** What the route needs from the server around it. */
export interface CustodyRouteContext {
  state: CustodyState;
  behaviors: Map<string, CustodyBehavior>;
  requests: CustodyRequestRecord[];
  webauthn: WebAuthnExpectations;
  now: () => number;
  save: () => void;
  /** Organization-wide configuration. Default: session keys restricted, no magic link. */
  options?: CustodyOptions;
}

const MAX_BODY_BYTES = 256 * 1024;
const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;
const ROUTE = /^\/public\/v1\/(query|submit)\/([a-z_]+)$/;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw invalidArgument('The request body is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The custody API's routes: `POST /public/v1/query/<name>` and `/public/v1/submit/<name>`. Every
 * request is authenticated by its stamp against the body's organization (a parent's keys may
 * read a sub-organization but not act in it), submits must carry a fresh `timestampMs` and a
 * stamp never seen before, and per-organization behaviors shape the activity's outcome.
 *
 * @example
 * ```ts
 * const route = createCustodyRoute({ state, behaviors, requests, webauthn, now: Date.now, save });
 * await startHttpServer({ host, port, routes: [route] });
 * ```
 */
export function createCustodyRoute(context: CustodyRouteContext): RouteHandler {
  const options: CustodyOptions = context.options ?? { sessionKeys: 'restricted' };
  const activities = new Map<string, StoredActivity>();
  // Requests already served, by signer and body hash, until their timestamp leaves the window.
  const usedStamps = new Map<string, number>();

  const activityView = (stored: StoredActivity) => stored.activity;

  const handle = async (request: IncomingMessage, kind: string, name: string) => {
    const body = await readBody(request);
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body) as Record<string, unknown>;
    } catch {
      throw invalidArgument('The request body is not JSON');
    }
    if (typeof parsed !== 'object' || parsed === null)
      throw invalidArgument('The body must be an object');
    const organizationId = parsed.organizationId;
    if (typeof organizationId !== 'string' || !context.state.organizations[organizationId]) {
      throw new CustodyApiError(
        5,
        `organization not found: ${String(organizationId)}`,
        'NOT_FOUND',
      );
    }
    const organization = context.state.organizations[organizationId];
    const behavior = context.behaviors.get(organizationId) ?? {};
    if (behavior.delayMs) await new Promise((resolve) => setTimeout(resolve, behavior.delayMs));
    const now = context.now();
    const principal = await authenticateRequest(
      context.state,
      request.headers,
      body,
      organizationId,
      context.webauthn,
      now,
      kind === 'query' && name === 'whoami',
    );

    if (kind === 'query') {
      if (name === 'get_activity') {
        const stored = activities.get(String(parsed.activityId));
        if (!stored || stored.activity.organizationId !== organizationId) {
          throw new CustodyApiError(
            5,
            `activity not found: ${String(parsed.activityId)}`,
            'NOT_FOUND',
          );
        }
        if (stored.pollsLeft > 0) {
          stored.pollsLeft -= 1;
          if (stored.pollsLeft === 0 && stored.result) {
            stored.activity.status = 'ACTIVITY_STATUS_COMPLETED';
            stored.activity.result = stored.result;
            stored.activity.updatedAt = timestamp(now);
          }
        }
        return { activity: activityView(stored) };
      }
      const query = QUERY_HANDLERS[name];
      if (!query) throw new CustodyApiError(5, `unknown query: ${name}`, 'NOT_FOUND');
      return query({
        organizations: context.state.organizations,
        organization,
        principal,
        body: parsed,
      });
    }

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
    const sentAt = Number(parsed.timestampMs);
    if (typeof parsed.timestampMs !== 'string' || !Number.isFinite(sentAt)) {
      throw invalidArgument('timestampMs must be the request time in milliseconds, as a string');
    }
    if (Math.abs(now - sentAt) > TIMESTAMP_WINDOW_MS) {
      throw invalidArgument('timestampMs is too far from the current time');
    }
    for (const [key, expiresAt] of usedStamps) if (expiresAt <= now) usedStamps.delete(key);
    const replayKey = `${principal.signer}:${bytesToHex(sha256(new TextEncoder().encode(body)))}`;
    if (usedStamps.has(replayKey)) {
      throw new CustodyApiError(
        16,
        'malformed activity stamp: this stamp was already used',
        'STAMP_REPLAYED',
      );
    }
    // The same body is refused until its timestampMs is out of the window anyway.
    usedStamps.set(replayKey, sentAt + TIMESTAMP_WINDOW_MS);
    const parameters = (parsed.parameters ?? {}) as Record<string, unknown>;
    refuseSessionKeyTakeover(name, parameters, principal, options.sessionKeys);
    if (behavior.fail && behavior.fail !== 'activity') {
      throw new CustodyApiError(behavior.fail.code, behavior.fail.message);
    }
    const activity: Record<string, unknown> = {
      id: randomUUID(),
      organizationId,
      status: 'ACTIVITY_STATUS_COMPLETED',
      type: parsed.type,
      intent: {
        [`${name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}Intent`]: parameters,
      },
      votes: [],
      fingerprint: bytesToHex(sha256(new TextEncoder().encode(body))),
      canApprove: false,
      canReject: false,
      createdAt: timestamp(now),
      updatedAt: timestamp(now),
    };
    const stored: StoredActivity = { activity, pollsLeft: 0 };
    activities.set(activity.id as string, stored);
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

  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://custody.invalid');
    const match = ROUTE.exec(url.pathname);
    if (!match) return false;
    const [, kind, name] = match as unknown as [string, string, string];
    const record: CustodyRequestRecord = {
      path: url.pathname,
      stampHeader: request.headers['x-stamp-webauthn']
        ? 'X-Stamp-Webauthn'
        : request.headers['x-stamp']
          ? 'X-Stamp'
          : 'none',
      status: 200,
    };
    context.requests.push(record);
    if (request.method !== 'POST') {
      record.status = 405;
      response.writeHead(405, { Allow: 'POST' }).end();
      return true;
    }
    try {
      send(response, 200, await handle(request, kind, name));
    } catch (error) {
      const failure =
        error instanceof CustodyApiError
          ? error
          : new CustodyApiError(13, error instanceof Error ? error.message : 'internal error');
      record.status = failure.httpStatus;
      send(response, failure.httpStatus, failure.toBody());
    }
    return true;
  };
}
