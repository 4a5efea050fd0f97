import type {
  ProductApiAnswer,
  ProductApiRequest,
  ProductApiRouteName,
} from '@latchkey/core/product-api';
import type { Database } from '../database/database.js';
import type { UncheckedBody } from '../http/request-context.js';
import type { ServerContext, ServerFeature } from './server-context.js';

/**
 * What a product route answers from, read once by `readProductRequest` before it runs: the body,
 * the environment it is authorized for, the client's address, and the request's database and
 * signal (both stop at its deadline or when its client goes away).
 *
 * @example
 * ```ts
 * const challenge = await startEmailLogin(context, { environmentId, email: body.email, clientIp: clientAddress });
 * ```
 */
export interface ProductRequest<name extends ProductApiRouteName> {
  readonly body: UncheckedBody<ProductApiRequest<name>>;
  readonly environmentId: string;
  /** Grouped by prefix, as the per-address limits count it. */
  readonly clientAddress: string;
  readonly database: Database;
  readonly signal: AbortSignal;
  /** The `iss` of sessions a route issues (embedded logins). */
  readonly issuer: string;
}

/**
 * One route of the product API: the feature it needs (501 without it), and how it answers (200
 * with the contract's answer; a refusal is a thrown `ServerError`).
 *
 * @example
 * ```ts
 * const route: ProductRoute<'startEmailRecovery'> = { needs: 'custody', answer: startRecovery };
 * ```
 */
export interface ProductRoute<name extends ProductApiRouteName> {
  readonly needs: ServerFeature;
  answer(server: ServerContext, request: ProductRequest<name>): Promise<ProductApiAnswer<name>>;
}
