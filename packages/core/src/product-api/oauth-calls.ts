import { LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { ApiRouteNameWith } from './api-table.js';
import type { OAuthLogin, OAuthLoginBody } from './oauth-login-messages.js';
import type { PostApi } from './post-product-api.js';
import type { Session } from './session-messages.js';

/**
 * The product API's OpenID sign-in call.
 *
 * @example
 * ```ts
 * const { organizationId, userId } = await productApi.oauthLogin({ provider: 'google', publicKey, code, codeVerifier, redirectUri });
 * ```
 */
export interface OAuthCalls {
  /**
   * Trades the provider's ID token (or its authorization code and PKCE verifier) for the user:
   * the server verifies the token, finds or makes the user, and has the custody provider log
   * `publicKey` in as theirs.
   *
   * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED` with the server's
   * `OAUTH_*` code in `details` for a refused token or code;
   * `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE` for an answer without the user.
   */
  oauthLogin(parameters: OAuthLoginBody): Promise<OAuthLogin>;
}

/** The OpenID sign-in call over `post`. */
export function oauthCalls(post: PostApi<ApiRouteNameWith<'environment'>>): OAuthCalls {
  return {
    async oauthLogin(body) {
      return readOAuthLogin(await post('oauthLogin', body));
    },
  };
}

/**
 * An OpenID sign-in's answer, checked: the user, whether the sign-in made them, and the session
 * when one came. `verifyMfa` answers the same for an OpenID sign-in it completes.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`.
 */
export function readOAuthLogin(answer: unknown): OAuthLogin {
  const json = answer as { [field in keyof OAuthLogin]?: unknown } | undefined;
  if (typeof json?.organizationId !== 'string' || typeof json.userId !== 'string') {
    throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: json });
  }
  return {
    organizationId: json.organizationId,
    userId: json.userId,
    created: json.created === true,
    ...(json.session === undefined ? {} : { session: json.session as Session }),
  };
}
