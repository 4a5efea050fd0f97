import type { OAuthLoginBody } from '@latchkey/core/product-api';
import { p256 } from '@noble/curves/nist.js';
import { requiredText, type UncheckedBody } from '../http/request-context.js';
import { invalidRequest } from '../server-error.js';
import { OAUTH_ERRORS } from './oauth-errors.js';
import type { OAuthProvider } from './oauth-provider-settings.js';
import { ID_TOKEN_MAX_LENGTH } from './verify-id-token.js';

/**
 * An `oauthLogin` body, checked: the provider, the session key, and the ID token or the code
 * to exchange for one.
 */
export type OAuthLoginRequest = {
  readonly provider: OAuthProvider;
  readonly publicKey: string;
} & (
  | { readonly idToken: string; readonly code?: undefined }
  | {
      readonly idToken?: undefined;
      readonly code: { code: string; codeVerifier: string; redirectUri: string };
    }
);

/**
 * Reads an `oauthLogin` body: a configured provider, a compressed P-256 key in hex, and either
 * `idToken` or all of `code`, `codeVerifier` and `redirectUri`, each within its length.
 *
 * @throws {ServerError} 400 `OAUTH_PROVIDER_UNKNOWN`, 400 `INVALID_REQUEST`, 401
 * `OAUTH_TOKEN_INVALID` for an ID token over {@link ID_TOKEN_MAX_LENGTH}.
 */
export function readOAuthLoginBody(
  body: UncheckedBody<OAuthLoginBody>,
  providers: ReadonlyMap<string, OAuthProvider>,
): OAuthLoginRequest {
  const fields = body as Record<string, unknown>;
  const name = requiredText(fields, 'provider', 64);
  const provider = providers.get(name);
  if (!provider) throw OAUTH_ERRORS.providerUnknown(name);
  const publicKey = requiredText(fields, 'publicKey', 66);
  if (!/^0[23][0-9a-f]{64}$/.test(publicKey) || !isPoint(publicKey)) {
    throw invalidRequest('publicKey must be a compressed P-256 public key in lowercase hex');
  }
  const withCode = ['code', 'codeVerifier', 'redirectUri'].some((key) => fields[key] !== undefined);
  if ((fields.idToken !== undefined) === withCode) {
    throw invalidRequest('Send either idToken, or code with codeVerifier and redirectUri');
  }
  if (!withCode) {
    if (typeof fields.idToken !== 'string' || fields.idToken === '') {
      throw invalidRequest('idToken is required');
    }
    if (fields.idToken.length > ID_TOKEN_MAX_LENGTH) {
      throw OAUTH_ERRORS.tokenInvalid('The ID token is too long');
    }
    return { provider, publicKey, idToken: fields.idToken };
  }
  const code = {
    code: requiredText(fields, 'code', 2048),
    // RFC 7636: 43 to 128 characters.
    codeVerifier: requiredText(fields, 'codeVerifier', 128),
    redirectUri: requiredText(fields, 'redirectUri', 2048),
  };
  return { provider, publicKey, code };
}

function isPoint(hex: string): boolean {
  try {
    p256.Point.fromHex(hex).assertValidity();
    return true;
  } catch {
    return false;
  }
}
