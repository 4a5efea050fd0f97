import { LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { ApiRouteNameWith } from './api-table.js';
import type { EmbeddedUser, EmbeddedUserRequest } from './embedded-user-messages.js';
import type { PostApi } from './post-product-api.js';

/**
 * The product API's embedded-wallet sign-up.
 *
 * @example
 * ```ts
 * const signUp: EmbeddedUserCalls = createProductApiClient({ environmentId });
 * ```
 */
export interface EmbeddedUserCalls {
  /**
   * Signs a user up for an embedded wallet: the product's backend makes their custody
   * sub-organization (with their passkey, when given) and a wallet, and answers its credentials.
   */
  createEmbeddedUser(user: EmbeddedUserRequest): Promise<EmbeddedUser>;
}

/** The sign-up call of a client, sending through `post`. */
export function embeddedUserCalls(
  post: PostApi<ApiRouteNameWith<'environment'>>,
): EmbeddedUserCalls {
  return {
    async createEmbeddedUser(user) {
      const json = (await post('createEmbeddedUser', user)) as Partial<EmbeddedUser> | undefined;
      if (
        typeof json?.organizationId !== 'string' ||
        typeof json.userId !== 'string' ||
        !Array.isArray(json.verifiedCredentials)
      ) {
        throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: json });
      }
      return json as EmbeddedUser;
    },
  };
}
