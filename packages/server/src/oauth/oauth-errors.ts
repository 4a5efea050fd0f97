import { ServerError } from '../server-error.js';

/**
 * The refusals of an OpenID sign-in, each with its status, stable code and exact message. The
 * messages say what was wrong with the token, never what the server expected instead.
 */
export const OAUTH_ERRORS = Object.freeze({
  providerUnknown: (provider: string) =>
    new ServerError(
      400,
      'OAUTH_PROVIDER_UNKNOWN',
      `No OpenID provider '${provider.slice(0, 64)}' is configured on this server`,
    ),
  providerUnavailable: (detail?: unknown) =>
    new ServerError(
      503,
      'OAUTH_PROVIDER_UNAVAILABLE',
      'The OpenID provider did not answer; try again later',
      detail,
    ),
  codeInvalid: () =>
    new ServerError(400, 'OAUTH_CODE_INVALID', 'The provider refused the authorization code'),
  tokenInvalid: (why = 'The ID token is not valid') =>
    new ServerError(401, 'OAUTH_TOKEN_INVALID', why),
  tokenExpired: () => new ServerError(401, 'OAUTH_TOKEN_EXPIRED', 'The ID token has expired'),
  issuerMismatch: () =>
    new ServerError(401, 'OAUTH_ISSUER_MISMATCH', "The ID token's issuer is not the provider's"),
  audienceMismatch: () =>
    new ServerError(
      401,
      'OAUTH_AUDIENCE_MISMATCH',
      "The ID token's audience is not this app's client id",
    ),
  nonceMismatch: () =>
    new ServerError(
      401,
      'OAUTH_NONCE_MISMATCH',
      "The ID token's nonce is not the hash of this public key",
    ),
  tokenReused: () =>
    new ServerError(401, 'OAUTH_TOKEN_REUSED', 'The ID token has already been used'),
});

/** The exact message of a token signed in the future. */
export const ISSUED_IN_FUTURE_MESSAGE = 'The ID token is issued in the future';
