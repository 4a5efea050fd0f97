/**
 * The body of `optimizeTransaction` besides `environmentId` (SPEC §7): the sender and its
 * unsigned wire transaction, base64.
 *
 * @example
 * ```ts
 * const body: OptimizeTransactionBody = {
 *   solanaTransactionOptimizationRequest: { address, transaction: base64.encode(bytes) },
 * };
 * ```
 */
export interface OptimizeTransactionBody {
  readonly solanaTransactionOptimizationRequest: {
    /** The sender, a required signer of the transaction. */
    readonly address: string;
    /** The unsigned wire transaction, base64. */
    readonly transaction: string;
  };
}

/**
 * The body of `signSponsoredTransaction` besides `environmentId`: the sender and what
 * `optimizeTransaction` answered, signed by the sender, base64.
 *
 * @example
 * ```ts
 * const body: SignSponsoredTransactionBody = { address, transaction: base64.encode(signed) };
 * ```
 */
export interface SignSponsoredTransactionBody {
  readonly address: string;
  readonly transaction: string;
}

/**
 * What both sponsorship steps answer: the transaction, base64 (with the fee payer in front, then
 * with its signature added).
 *
 * @example
 * ```ts
 * const answer: SponsoredTransactionAnswer = { transaction: 'AQAB…' };
 * ```
 */
export interface SponsoredTransactionAnswer {
  readonly transaction: string;
}
