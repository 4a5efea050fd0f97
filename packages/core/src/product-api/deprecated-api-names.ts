import {
  API_ROUTES,
  type ApiAnswer,
  type ApiAuth,
  type ApiBody,
  type ApiRequestBody,
  type ApiRouteName,
  type ApiRouteNameWith,
} from './api-table.js';

// The names of the two route tables `API_ROUTES` replaced, kept for hosts that use them.

/**
 * @deprecated Use `ApiRouteNameWith<'environment'>`.
 * @example
 * ```ts
 * const name: ProductApiRouteName = 'verifyEmailLogin';
 * ```
 */
export type ProductApiRouteName = ApiRouteNameWith<'environment'>;

/**
 * @deprecated Use `ApiRouteNameWith<'session'>`.
 * @example
 * ```ts
 * const name: SessionApiRouteName = 'refreshSession';
 * ```
 */
export type SessionApiRouteName = ApiRouteNameWith<'session'>;

/** The old endpoint maps' shape: each name's body and answer. */
type Endpoints<name extends ApiRouteName> = {
  [each in name]: { body: ApiBody<each>; answer: ApiAnswer<each> };
};

/**
 * @deprecated Use `ApiBody<name>` and `ApiAnswer<name>`.
 * @example
 * ```ts
 * type Login = ProductApiEndpoints['verifyEmailLogin']['answer']; // EmailLoginCredential
 * ```
 */
export type ProductApiEndpoints = Endpoints<ProductApiRouteName>;

/**
 * @deprecated Use `ApiBody<name>` and `ApiAnswer<name>`.
 * @example
 * ```ts
 * type SignedIn = SessionApiEndpoints['signInWithWallet']['answer']; // Session
 * ```
 */
export type SessionApiEndpoints = Endpoints<SessionApiRouteName>;

/**
 * @deprecated Use `ApiRequestBody<name>`.
 * @example
 * ```ts
 * const body: ProductApiRequest<'startEmailLogin'> = { environmentId: 'env_acme', email };
 * ```
 */
export type ProductApiRequest<name extends ProductApiRouteName> = ApiRequestBody<name>;

/**
 * @deprecated Use `ApiAnswer<name>`.
 * @example
 * ```ts
 * const challenge: ProductApiAnswer<'startEmailLogin'> = { otpId, organizationId };
 * ```
 */
export type ProductApiAnswer<name extends ProductApiRouteName> = ApiAnswer<name>;

/**
 * @deprecated Use `ApiAnswer<name>`.
 * @example
 * ```ts
 * const session: SessionApiAnswer<'refreshSession'> = await refresh();
 * ```
 */
export type SessionApiAnswer<name extends SessionApiRouteName> = ApiAnswer<name>;

/** Each path of the rows that read `auth`, by name. */
function pathsOf<auth extends ApiAuth>(auth: auth) {
  const rows = Object.entries(API_ROUTES).filter(([, row]) => row.auth === auth);
  return Object.freeze(Object.fromEntries(rows.map(([name, row]) => [name, row.path]))) as {
    readonly [name in ApiRouteNameWith<auth>]: `/${string}`;
  };
}

/**
 * @deprecated Use `API_ROUTES[name].path`.
 * @example
 * ```ts
 * await fetch(`${baseUrl}${PRODUCT_API_ROUTES.startEmailLogin}`, { method: 'POST', body });
 * ```
 */
export const PRODUCT_API_ROUTES = pathsOf('environment');

/**
 * @deprecated Use `API_ROUTES[name].path`.
 * @example
 * ```ts
 * await fetch(`${baseUrl}${SESSION_API_ROUTES.refreshSession}`, { method: 'POST', body });
 * ```
 */
export const SESSION_API_ROUTES = pathsOf('session');
