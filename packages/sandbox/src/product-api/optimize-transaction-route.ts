import { type Address, isAddress, type KeyPairSigner } from '@solana/kit';
import type { RouteHandler } from '../http/start-http-server.js';
import { authorizeEnvironment } from './authorize-environment.js';
import { ProductApiError } from './product-api-error.js';
import { readJsonBody } from './read-json-body.js';
import { isRecord, sendJson } from './send-json.js';
import { sponsorWireTransaction } from './sponsor-wire-transaction.js';

/** The product API's version prefix; the SDK's base URL ends with it. */
export const PRODUCT_API_BASE_PATH = '/api/v0';

/** Where the SDK asks for a sponsored transaction. */
export const OPTIMIZE_TRANSACTION_PATH = `${PRODUCT_API_BASE_PATH}/solana/optimizeTransaction`;

/** One environment (one host app) the product API serves. */
export interface ProductApiEnvironment {
  /** The token requests must carry as `Authorization: Bearer <token>`. */
  authToken: string;
}

/** Parameters of {@link createOptimizeTransactionRoute}. */
export interface CreateOptimizeTransactionRouteParameters {
  /** Environments by id. */
  environments: Readonly<Record<string, ProductApiEnvironment>>;
  /** The funded key that pays every sponsored transaction's fee. */
  feePayer: KeyPairSigner;
}

interface OptimizeTransactionRequest {
  environmentId: string;
  address: Address;
  transaction: string;
}

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * `POST /api/v0/solana/optimizeTransaction`: takes `{ environmentId,
 * solanaTransactionOptimizationRequest: { address, transaction } }` (a base64 unsigned wire
 * transaction) and answers `200 { transaction }`, the same transaction with the service as fee
 * payer and its signature in place. Refusals answer `{ error: { code, message } }`: 400 for a
 * malformed body or transaction, a signed transaction or one that touches the fee payer's funds;
 * 401 for a missing or wrong Bearer token; 404 for an unknown environment; 405 and 413 as usual.
 *
 * @example
 * ```ts
 * const feePayer = await generateKeyPairSigner();
 * const route = createOptimizeTransactionRoute({ environments: { demo: { authToken } }, feePayer });
 * await startHttpServer({ host: '127.0.0.1', port: 8820, routes: [route] });
 * ```
 */
export function createOptimizeTransactionRoute(
  parameters: CreateOptimizeTransactionRouteParameters,
): RouteHandler {
  const { environments, feePayer } = parameters;
  return async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://product-api').pathname;
    if (path !== OPTIMIZE_TRANSACTION_PATH) return false;
    try {
      if (request.method !== 'POST') {
        response.setHeader('Allow', 'POST, OPTIONS');
        throw new ProductApiError(405, 'METHOD_NOT_ALLOWED', `Use POST for ${path}`);
      }
      const { environmentId, address, transaction } = parseRequest(await readJsonBody(request));
      authorizeEnvironment(environments, environmentId, request, response);
      const sponsored = await sponsorWireTransaction({
        transaction: new Uint8Array(Buffer.from(transaction, 'base64')),
        sender: address,
        feePayer,
      });
      sendJson(response, 200, { transaction: Buffer.from(sponsored).toString('base64') });
    } catch (error) {
      if (!(error instanceof ProductApiError)) throw error;
      sendJson(response, error.status, { error: { code: error.code, message: error.message } });
    }
    return true;
  };
}

function parseRequest(body: unknown): OptimizeTransactionRequest {
  const invalid = (message: string) => new ProductApiError(400, 'INVALID_REQUEST', message);
  if (!isRecord(body)) throw invalid('The request body must be a JSON object');
  const { environmentId, solanaTransactionOptimizationRequest: inner } = body;
  if (typeof environmentId !== 'string' || environmentId === '') {
    throw invalid('environmentId must be a non-empty string');
  }
  if (!isRecord(inner)) throw invalid('solanaTransactionOptimizationRequest must be an object');
  const { address, transaction } = inner;
  if (typeof address !== 'string' || !isAddress(address)) {
    throw invalid('solanaTransactionOptimizationRequest.address must be a Solana address');
  }
  if (typeof transaction !== 'string' || transaction === '' || !base64Pattern.test(transaction)) {
    throw new ProductApiError(
      400,
      'INVALID_TRANSACTION',
      'solanaTransactionOptimizationRequest.transaction must be a base64 wire transaction',
    );
  }
  return { environmentId, address, transaction };
}
