import { DEFAULT_PRODUCT_API_BASE_URL } from './api-paths.js';
import type { ApiRouteNameWith } from './api-table.js';
import { type EmailCalls, emailCalls } from './email-calls.js';
import { type EmbeddedUserCalls, embeddedUserCalls } from './embedded-user-calls.js';
import { type OAuthCalls, oauthCalls } from './oauth-calls.js';
import {
  createPostApi,
  type ProductApiAuthToken,
  type ProductApiCredentials,
} from './post-product-api.js';
import { type SponsorshipCalls, sponsorshipCalls } from './sponsorship-calls.js';

/**
 * Parameters of {@link createProductApiClient}.
 *
 * @example
 * ```ts
 * const parameters: CreateProductApiClientParameters = { environmentId: 'env_123' };
 * ```
 */
export interface CreateProductApiClientParameters {
  /** Versioned base URL. Default {@link DEFAULT_PRODUCT_API_BASE_URL}. */
  baseUrl?: string | undefined;
  /** The host app's environment. Required to make a call; checked at call time. */
  environmentId: string | undefined;
  /** Sent as `Authorization: Bearer <token>` when present. */
  authToken?: ProductApiAuthToken | undefined;
  /** `fetch`'s credentials mode. Default: `'include'` with `cookieStorage`, else fetch's own. */
  credentials?: ProductApiCredentials | undefined;
  /** The session lives in cookies: send them (`credentials: 'include'`). */
  cookieStorage?: boolean | undefined;
  /** Default: the global `fetch`. */
  fetch?: typeof globalThis.fetch | undefined;
}

/**
 * A client of the product API: fee sponsorship, embedded sign-up, email login and recovery,
 * OpenID sign-in.
 *
 * @example
 * ```ts
 * const client: ProductApiClient = createProductApiClient({ environmentId });
 * ```
 */
export interface ProductApiClient
  extends SponsorshipCalls,
    EmbeddedUserCalls,
    EmailCalls,
    OAuthCalls {
  /** The base URL requests go to, without a trailing slash. */
  readonly baseUrl: string;
}

/**
 * Creates a product API client (`POST {baseUrl}/solana/optimizeTransaction`, then
 * `/solana/signSponsoredTransaction`, for gas sponsorship; the embedded and email rows of
 * `API_ROUTES`). Requests send JSON with the Bearer token when present and the SDK and
 * API version headers; an aborted `signal` rejects with its reason.
 *
 * @throws {LatchkeyError} from every call: `LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING`
 *   ('Failed to get environment id', before any request); `LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED`
 *   for a non-2xx answer, with its status and the server's message (the server's
 *   `CODE_INVALID_OR_EXPIRED` as 'The code is invalid or expired.'); `LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE`
 *   when the request itself fails; `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE` when the
 *   answer is not what the call answers (for `optimizeTransaction`, no valid transaction).
 * @example
 * ```ts
 * const client = createProductApiClient({
 *   baseUrl: 'http://127.0.0.1:8820/api/v0', // the sandbox; omit for production
 *   environmentId: 'demo',
 *   authToken: 'demo-token',
 * });
 * const sponsored = await client.optimizeTransaction({ address, transaction: bytes });
 * ```
 */
export function createProductApiClient(
  parameters: CreateProductApiClientParameters,
): ProductApiClient {
  const baseUrl = (parameters.baseUrl || DEFAULT_PRODUCT_API_BASE_URL).replace(/\/+$/, '');
  const post = createPostApi({
    baseUrl,
    environmentId: parameters.environmentId,
    authToken: parameters.authToken,
    credentials: parameters.credentials ?? (parameters.cookieStorage ? 'include' : undefined),
    fetch: parameters.fetch,
  });
  // One call per row read with the environment's token alone: a row without one fails here.
  const client = {
    baseUrl,
    ...sponsorshipCalls(post),
    ...embeddedUserCalls(post),
    ...emailCalls(post),
    ...oauthCalls(post),
  } satisfies ProductApiClient & {
    readonly [name in ApiRouteNameWith<'environment'>]: (
      ...parameters: never[]
    ) => Promise<unknown>;
  };
  return Object.freeze(client);
}
