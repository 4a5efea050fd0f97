import { base64 } from '@scure/base';
import { LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { ApiRouteNameWith } from './api-table.js';
import type { PostApi } from './post-product-api.js';

/**
 * Parameters of a product API client's `optimizeTransaction` (`@latchkey/core/product-api/client`).
 *
 * @example
 * ```ts
 * const parameters: OptimizeTransactionParameters = { address, transaction: bytes };
 * ```
 */
export interface OptimizeTransactionParameters {
  /** The sender, a required signer of `transaction`. */
  address: string;
  /** The unsigned wire transaction. */
  transaction: Uint8Array;
  signal?: AbortSignal | undefined;
}

/**
 * Parameters of a product API client's `signSponsoredTransaction` (`@latchkey/core/product-api/client`).
 *
 * @example
 * ```ts
 * const parameters: SignSponsoredTransactionParameters = { address, transaction: walletSigned };
 * ```
 */
export interface SignSponsoredTransactionParameters {
  /** The sender, whose signature must be in `transaction`. */
  address: string;
  /** What `optimizeTransaction` answered, signed by the sender (the fee payer's slot empty). */
  transaction: Uint8Array;
  signal?: AbortSignal | undefined;
}

/**
 * The product API's fee sponsorship, in two steps.
 *
 * @example
 * ```ts
 * const sponsor: SponsorshipCalls = createProductApiClient({ environmentId });
 * ```
 */
export interface SponsorshipCalls {
  /**
   * Step one of a sponsored send: asks the product API to pay for an unsigned transaction.
   * Returns the same transaction with the sponsor's fee payer put in front and every signature
   * slot empty — its own too: the sponsor signs only after the sender ({@link
   * ProductApiClient.signSponsoredTransaction}).
   *
   * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE` when the answer
   *   holds no valid transaction, and what every call throws (`createProductApiClient`).
   */
  optimizeTransaction(parameters: OptimizeTransactionParameters): Promise<Uint8Array>;
  /**
   * Step two: hands the sponsor the transaction the sender signed; returns it with the fee
   * payer's signature added, ready to send. The sponsor charges its quotas only here, and only
   * for a transaction the sender's signature proves the sender asked for.
   *
   * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED` with the server's status
   *   and code in `details` (400 `SIGNATURE_INVALID` or a policy refusal, 429 `QUOTA_EXCEEDED`);
   *   `LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE`; `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`.
   * @example
   * ```ts
   * const ready = await productApi.signSponsoredTransaction({ address, transaction: walletSigned });
   * ```
   */
  signSponsoredTransaction(parameters: SignSponsoredTransactionParameters): Promise<Uint8Array>;
}

/** The sponsorship calls of a client, sending through `post`. */
export function sponsorshipCalls(post: PostApi<ApiRouteNameWith<'environment'>>): SponsorshipCalls {
  return {
    async optimizeTransaction({ address, transaction, signal }) {
      const json = await post(
        'optimizeTransaction',
        {
          solanaTransactionOptimizationRequest: {
            address,
            transaction: base64.encode(transaction),
          },
        },
        signal,
      );
      return readTransaction(json);
    },
    async signSponsoredTransaction({ address, transaction, signal }) {
      const json = await post(
        'signSponsoredTransaction',
        { address, transaction: base64.encode(transaction) },
        signal,
      );
      return readTransaction(json);
    },
  };
}

async function readTransaction(json: unknown): Promise<Uint8Array> {
  const transaction = (json as { transaction?: unknown } | undefined)?.transaction;
  try {
    if (typeof transaction !== 'string') throw new Error('no transaction in the response');
    const bytes = base64.decode(transaction);
    // The transaction decoder loads with the first sponsored transaction, not with the page.
    const { decodeTransaction } = await import('../transactions/decode-transaction.js');
    decodeTransaction(bytes);
    return bytes;
  } catch (cause) {
    throw new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, {
      cause,
      details: json,
    });
  }
}
