import {
  LATCHKEY_ERROR__CUSTODY__ACTIVITY_FAILED,
  LATCHKEY_ERROR__CUSTODY__BASE_URL_MISSING,
  LATCHKEY_ERROR__CUSTODY__CONSENSUS_NEEDED,
  LATCHKEY_ERROR__CUSTODY__HTTP_ERROR,
  LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
} from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import { LATCHKEY_SDK_VERSION } from '../version.js';
import { type CustodyActivity, PENDING_ACTIVITY_STATUSES } from './custody-activity.js';
import type { CustodyStamper } from './custody-stamper.js';

/** Sent as `X-Client-Version` on every call. */
export const CUSTODY_CLIENT_VERSION = `@latchkey/core@${LATCHKEY_SDK_VERSION}`;

/** How a pending activity is followed: `get_activity` every `intervalMs`, at most `maxPolls` times. */
export interface ActivityPolling {
  readonly intervalMs: number;
  readonly maxPolls: number;
}

/** Default polling: every 500 ms, for at most 10 polls (5 s). */
export const DEFAULT_ACTIVITY_POLLING: ActivityPolling = { intervalMs: 500, maxPolls: 10 };

/**
 * Parameters of {@link createCustodyClient}.
 *
 * @example
 * ```ts
 * const parameters: CreateCustodyClientParameters = { baseUrl: 'https://api.turnkey.com', stamper };
 * ```
 */
export interface CreateCustodyClientParameters {
  /** The provider's API origin, e.g. `https://api.turnkey.com` or the sandbox's. Required. */
  baseUrl: string | undefined;
  /** Signs every body; swap it (`withStamper`) to act as another credential. */
  stamper: CustodyStamper;
  /** Default {@link DEFAULT_ACTIVITY_POLLING}. */
  polling?: ActivityPolling;
  /** Default: the global `fetch`. */
  fetch?: typeof globalThis.fetch;
  /**
   * A request with no answer after this is 'unreachable' (not retried: an activity may have
   * started). Default {@link DEFAULT_CUSTODY_TIMEOUT_MS}.
   */
  timeoutMs?: number;
}

/** How long a custody request may wait for its answer: 30 s. */
export const DEFAULT_CUSTODY_TIMEOUT_MS = 30_000;

/**
 * A submitted activity's request: its versioned `type`, the (sub-)organization it acts in, and
 * its parameters. `timestampMs` is added at send time.
 *
 * @example
 * ```ts
 * const request: ActivityRequest = {
 *   type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
 *   organizationId: subOrganizationId,
 *   parameters: { signWith, payload, encoding: 'PAYLOAD_ENCODING_HEXADECIMAL', hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE' },
 * };
 * ```
 */
export interface ActivityRequest {
  readonly type: string;
  readonly organizationId: string;
  readonly parameters: Record<string, unknown>;
}

/**
 * A client of the custody provider's API (Turnkey's wire format, PROTOCOLS §2).
 *
 * @example
 * ```ts
 * const { userId } = await client.query<{ userId: string }>('whoami', { organizationId });
 * const activity = await client.submit('sign_raw_payload', request);
 * ```
 */
export interface CustodyClient {
  readonly baseUrl: string;
  /** POSTs a read to `/public/v1/query/<name>` and returns the parsed answer. */
  query<T = Record<string, unknown>>(name: string, body: Record<string, unknown>): Promise<T>;
  /**
   * POSTs an activity to `/public/v1/submit/<name>`, follows it while pending, and returns it
   * once COMPLETED.
   */
  submit(name: string, request: ActivityRequest): Promise<CustodyActivity>;
  /** The same client signing with another credential (a passkey, a session key, a frame). */
  withStamper(stamper: CustodyStamper): CustodyClient;
}

/**
 * Creates a custody client. Every call is a POST of a JSON body serialized once, stamped over
 * those exact bytes, with `X-Client-Version`. Provider errors become `CustodyError`s with the
 * catalogue's messages: `Turnkey error {code}: {message}` (details appended when present), or
 * `{status} {statusText}` when the body is not JSON.
 *
 * @throws {CustodyError} `LATCHKEY_ERROR__CUSTODY__BASE_URL_MISSING` without a base URL.
 * @example
 * ```ts
 * const client = createCustodyClient({
 *   baseUrl: 'http://127.0.0.1:8810',
 *   stamper: new ApiKeyStamper({ apiPublicKey, apiPrivateKey }),
 * });
 * const activity = await client.submit('sign_raw_payloads', {
 *   type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOADS',
 *   organizationId,
 *   parameters: { signWith, payloads, encoding: 'PAYLOAD_ENCODING_HEXADECIMAL', hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE' },
 * });
 * ```
 */
export function createCustodyClient(parameters: CreateCustodyClientParameters): CustodyClient {
  if (!parameters.baseUrl) throw new CustodyError(LATCHKEY_ERROR__CUSTODY__BASE_URL_MISSING);
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '');
  const polling = parameters.polling ?? DEFAULT_ACTIVITY_POLLING;
  const fetchImpl = parameters.fetch ?? globalThis.fetch.bind(globalThis);
  const stamper = parameters.stamper;
  const timeoutMs = parameters.timeoutMs ?? DEFAULT_CUSTODY_TIMEOUT_MS;

  const post = async (path: string, payload: Record<string, unknown>): Promise<unknown> => {
    const body = JSON.stringify(payload);
    const { stampHeaderName, stampHeaderValue } = await stamper.stamp(body);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [stampHeaderName]: stampHeaderValue,
          'X-Client-Version': CUSTODY_CLIENT_VERSION,
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (cause) {
      throw new CustodyError(LATCHKEY_ERROR__CUSTODY__UNREACHABLE, {
        context: { url: baseUrl },
        cause,
      });
    }
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const error = parsed as { code?: unknown; message?: unknown; details?: unknown } | undefined;
      if (error && typeof error === 'object' && 'message' in error) {
        throw new CustodyError(LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED, {
          context: {
            code:
              typeof error.code === 'number' ? error.code : String(error.code ?? response.status),
            message: String(error.message),
          },
          details: error.details,
        });
      }
      throw new CustodyError(LATCHKEY_ERROR__CUSTODY__HTTP_ERROR, {
        context: { status: response.status, statusText: response.statusText },
      });
    }
    if (parsed === undefined || typeof parsed !== 'object' || parsed === null) {
      throw new CustodyError(LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE, {
        context: { request: path, reason: 'the body is not a JSON object' },
      });
    }
    return parsed;
  };

  const activityOf = (answer: unknown, path: string): CustodyActivity => {
    const activity = (answer as { activity?: CustodyActivity }).activity;
    if (!activity || typeof activity.id !== 'string' || typeof activity.status !== 'string') {
      throw new CustodyError(LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE, {
        context: { request: path, reason: 'no activity in the answer' },
      });
    }
    return activity;
  };

  const settle = (activity: CustodyActivity): CustodyActivity => {
    if (activity.status === 'ACTIVITY_STATUS_COMPLETED') return activity;
    if (activity.status === 'ACTIVITY_STATUS_CONSENSUS_NEEDED') {
      throw new CustodyError(LATCHKEY_ERROR__CUSTODY__CONSENSUS_NEEDED, {
        context: { activityId: activity.id },
      });
    }
    throw new CustodyError(LATCHKEY_ERROR__CUSTODY__ACTIVITY_FAILED, {
      context: { activityId: activity.id, status: activity.status },
      details: activity.failure,
    });
  };

  const client: CustodyClient = {
    baseUrl,
    query: async <T>(name: string, body: Record<string, unknown>) =>
      (await post(`/public/v1/query/${name}`, body)) as T,
    async submit(name, request) {
      const path = `/public/v1/submit/${name}`;
      let activity = activityOf(
        await post(path, {
          type: request.type,
          timestampMs: String(Date.now()),
          organizationId: request.organizationId,
          parameters: request.parameters,
        }),
        path,
      );
      for (let poll = 0; PENDING_ACTIVITY_STATUSES.includes(activity.status); poll += 1) {
        if (poll >= polling.maxPolls) break;
        await new Promise((resolve) => setTimeout(resolve, polling.intervalMs));
        activity = activityOf(
          await post('/public/v1/query/get_activity', {
            organizationId: request.organizationId,
            activityId: activity.id,
          }),
          'get_activity',
        );
      }
      return settle(activity);
    },
    withStamper: (next) => createCustodyClient({ ...parameters, stamper: next }),
  };
  return client;
}
