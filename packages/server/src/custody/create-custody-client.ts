import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { createActivityPoller, type TActivityResponse, TurnkeyClient } from '@turnkey/http';
import { ServerError } from '../server-error.js';

/**
 * Where the server reaches the custody provider and as whom: the parent organization that every
 * user's sub-organization hangs under, and that organization's API key. Secrets: keep them in the
 * server's environment, never in a browser.
 *
 * @example
 * ```ts
 * const custody: CustodyParameters = {
 *   baseUrl: 'https://api.turnkey.com',
 *   organizationId: process.env.LATCHKEY_ORGANIZATION_ID,
 *   apiPublicKey: process.env.LATCHKEY_API_PUBLIC_KEY,
 *   apiPrivateKey: process.env.LATCHKEY_API_PRIVATE_KEY,
 * };
 * ```
 */
export interface CustodyParameters {
  /** The custody API. Default https://api.turnkey.com; locally the sandbox's custody server. */
  baseUrl?: string | undefined;
  /** The parent organization. */
  organizationId: string;
  /** The parent organization's API key: compressed P-256 public key, hex. */
  apiPublicKey: string;
  /** Its private key, hex. */
  apiPrivateKey: string;
  /** How often a pending activity is polled. Default 250 ms. */
  pollIntervalMs?: number | undefined;
}

/** An activity request as the provider takes it. */
export interface ActivityBody {
  type: string;
  timestampMs: string;
  organizationId: string;
  parameters: Record<string, unknown>;
}

/** The custody provider's production API. */
export const DEFAULT_CUSTODY_BASE_URL = 'https://api.turnkey.com';

/**
 * The provider's own client (`@turnkey/http`, stamped by `@turnkey/api-key-stamper`) acting as
 * the parent organization, plus a poller that waits for each activity to complete.
 */
export function createCustodyClient(parameters: CustodyParameters) {
  const baseUrl = (parameters.baseUrl ?? DEFAULT_CUSTODY_BASE_URL).replace(/\/+$/, '');
  const client = new TurnkeyClient(
    { baseUrl },
    new ApiKeyStamper({
      apiPublicKey: parameters.apiPublicKey,
      apiPrivateKey: parameters.apiPrivateKey,
    }),
  );
  const refreshIntervalMs = parameters.pollIntervalMs ?? 250;
  return {
    client,
    /** Where requests stamped by others (a user's passkey) are forwarded. */
    baseUrl,
    organizationId: parameters.organizationId,
    /**
     * The server's own key (compressed P-256 hex): a root user of each sub-organization it makes
     * holds it too, so the server can add a credential the user linked through it.
     */
    apiPublicKey: parameters.apiPublicKey,
    /**
     * Submits an activity and waits until it completes; any other end is a `ServerError`. The
     * body is the provider's `{ type, timestampMs, organizationId, parameters }`; its type is
     * checked by the provider, since the client's typings name only each activity's newest
     * version.
     */
    async run<output extends TActivityResponse>(
      request: (body: never) => Promise<output>,
      body: ActivityBody,
    ): Promise<output['activity']> {
      try {
        const requestFn = request as unknown as (input: ActivityBody) => Promise<output>;
        return await createActivityPoller({ client, requestFn, refreshIntervalMs })(body);
      } catch (error) {
        throw toServerError(error);
      }
    },
    /** Runs a query; a failure is a `ServerError`. */
    async query<output>(request: () => Promise<output>): Promise<output> {
      try {
        return await request();
      } catch (error) {
        throw toServerError(error);
      }
    },
  };
}

/** A custody client, as {@link createCustodyClient} makes it. */
export type CustodyClient = ReturnType<typeof createCustodyClient>;

/**
 * What the provider's refusal means for the caller: a wrong or spent code is the user's to fix
 * (400), anything else is the provider's or the server's configuration (502, its text kept as
 * the error's `detail` for the log).
 */
export function toServerError(error: unknown): ServerError {
  if (error instanceof ServerError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (
    /invalid or expired (otp|code)|otp (is )?(invalid|expired)|verification token/i.test(message)
  ) {
    return new ServerError(400, 'CODE_INVALID_OR_EXPIRED', 'The code is invalid or expired.');
  }
  // The provider's own words (organization ids, activity details) go to the log with the
  // request id; the browser learns only that the provider failed.
  return new ServerError(
    502,
    'CUSTODY_ERROR',
    'The custody provider did not complete the request',
    error,
  );
}
