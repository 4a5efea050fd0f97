import type { ProductApiAuthToken } from '../product-api/post-product-api.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';

/**
 * Sessions with the product server (`@latchkey/server`), as `createConfig({ auth })` takes
 * them: where the server is, the host's environment, and how the tokens travel.
 *
 * @example
 * ```ts
 * const auth: AuthOptions = {
 *   baseUrl: 'http://127.0.0.1:8820/api/v0', // the sandbox; omit for production
 *   environmentId: 'demo',
 *   authToken: 'demo-token',
 * };
 * createConfig({ networks, auth });
 * ```
 */
export interface AuthOptions {
  /** The product API's versioned base URL. Default `DEFAULT_PRODUCT_API_BASE_URL`. */
  readonly baseUrl?: string | undefined;
  /** The host app's environment (the access token's audience). Required to sign in. */
  readonly environmentId: string | undefined;
  /** The environment's token, sent as `Authorization: Bearer`, as the product API client does. */
  readonly authToken?: ProductApiAuthToken | undefined;
  /** The line the wallet shows above the sign-in, e.g. 'Sign in to Acme'. Default: the server's. */
  readonly statement?: string | undefined;
  /**
   * How the tokens travel. `'bearer'` (default): the SDK keeps the refresh token (in `storage`)
   * and hands the access token to the host (`getAuthToken`). `'cookie'`: the server, mounted on
   * the host's own site, sets httpOnly cookies; the SDK keeps nothing.
   */
  readonly carrier?: 'bearer' | 'cookie' | undefined;
  /** Where bearer mode keeps the session. Default: the config's storage (`latchkey:session`). */
  readonly storage?: LatchkeyStorage | undefined;
  /** Default: the global `fetch`. */
  readonly fetch?: typeof globalThis.fetch | undefined;
}
