import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteHandler } from '../http/start-http-server.js';
import type { ActivityStore } from './activity-store.js';
import { authenticateRequest, type WebAuthnExpectations } from './authenticate-request.js';
import { CustodyApiError } from './custody-api-error.js';
import type { CustodyBehavior } from './custody-behavior.js';
import type { CustodyOptions } from './custody-options.js';
import { QUERY_HANDLERS } from './custody-queries.js';
import type { CustodyState } from './custody-state.js';
import { readJsonBody } from './read-json-body.js';
import { createActivitySubmitter } from './submit-activity.js';

/** A request the server received, for tests: its path and the stamp header it carried. */
export interface CustodyRequestRecord {
  path: string;
  stampHeader: 'X-Stamp' | 'X-Stamp-Webauthn' | 'none';
  status: number;
}

/** What the route needs from the server around it. */
export interface CustodyRouteContext {
  state: CustodyState;
  behaviors: Map<string, CustodyBehavior>;
  requests: CustodyRequestRecord[];
  /** The activities the route takes, which `get_activity` polls. */
  activities: ActivityStore;
  webauthn: WebAuthnExpectations;
  now: () => number;
  save: () => void;
  /** Organization-wide configuration. Default: session keys restricted, no magic link. */
  options?: CustodyOptions;
}

const ROUTE = /^\/public\/v1\/(query|submit)\/([a-z_]+)$/;

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The custody API's routes: `POST /public/v1/query/<name>` and `/public/v1/submit/<name>`. Every
 * request is authenticated by its stamp against the body's organization (a parent's keys may
 * read a sub-organization but not act in it), submits must carry a fresh `timestampMs` and a
 * stamp never seen before, and per-organization behaviors shape the activity's outcome.
 */
export function createCustodyRoute(context: CustodyRouteContext): RouteHandler {
  const options: CustodyOptions = context.options ?? { sessionKeys: 'restricted' };
  const { activities } = context;
  const submit = createActivitySubmitter(context, options, activities);

  const handle = async (request: IncomingMessage, kind: string, name: string) => {
    const { body, parsed } = await readJsonBody(request);
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
    if (kind === 'submit') {
      return submit({ name, body, parsed, organization, principal, behavior, now });
    }
    if (name === 'get_activity') {
      return { activity: activities.poll(String(parsed.activityId), organizationId, now) };
    }
    const query = QUERY_HANDLERS[name];
    if (!query) throw new CustodyApiError(5, `unknown query: ${name}`, 'NOT_FOUND');
    return query({
      organizations: context.state.organizations,
      organization,
      principal,
      body: parsed,
    });
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
