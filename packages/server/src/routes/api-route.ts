import type { ApiAnswer, ApiRequestBody, ApiRouteName } from '@latchkey/core/product-api';
import type { Database } from '../database/database.js';
import type { UncheckedBody } from '../http/request-context.js';
import type { ServerContext, ServerFeature } from './server-context.js';

/**
 * What a route answers from, read once before it runs (`readProductRequest`): the body, the
 * environment it is authorized for, the client's address, the request's database and signal
 * (both stop at its deadline or when its client goes away), the page's origin and the issuer of
 * the sessions it starts; a session row (`auth: 'session'`) also gets the tokens the request
 * carries (header, body or cookie, as the carrier says), which are undefined for the others.
 */
export interface RouteRequest<name extends ApiRouteName> {
  readonly body: UncheckedBody<ApiRequestBody<name>>;
  readonly environmentId: string;
  /** Grouped by prefix, as the per-address limits count it. */
  readonly clientAddress: string;
  readonly database: Database;
  readonly signal: AbortSignal;
  /** The calling page's `Origin`, when a browser sent one. */
  readonly origin: string | undefined;
  /** The `iss` of the sessions a route issues. */
  readonly issuer: string;
  readonly accessToken: string | undefined;
  readonly refreshToken: string | undefined;
  /** The device the request proved with the SDK's device key (`provenDevice`), if any. */
  readonly device: string | undefined;
}

/**
 * The server's side of one row of `API_ROUTES`: the feature it needs (501 without it), and how
 * it answers (200 with the contract's answer; a refusal is a thrown `ServerError`).
 */
export interface Route<name extends ApiRouteName> {
  readonly needs: ServerFeature;
  answer(server: ServerContext, request: RouteRequest<name>): Promise<ApiAnswer<name>>;
}
