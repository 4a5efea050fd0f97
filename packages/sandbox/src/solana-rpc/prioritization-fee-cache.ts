/** Blocks the cache answers for, as Agave's prioritization fee cache keeps them. */
export const MAX_PRIORITIZATION_FEE_BLOCKS = 150;

interface BlockFees {
  /** The lowest price any recorded transaction in the block paid. */
  minPrice: bigint;
  /** Per writable account, the lowest price a transaction writing it paid. */
  readonly accountMinPrices: Map<string, bigint>;
}

/** One slot's answer in `getRecentPrioritizationFees`. */
export interface RecentPrioritizationFee {
  readonly slot: number;
  /** Micro-lamports per compute unit. */
  readonly prioritizationFee: bigint;
}

/**
 * The prioritization fees of landed transactions, per block, as a validator's cache keeps them
 * for `getRecentPrioritizationFees`: for each block, the lowest compute-unit price a transaction
 * in it paid, and for each account written in it, the lowest price a transaction writing that
 * account paid. Only blocks that landed a transaction are kept — the latest
 * {@link MAX_PRIORITIZATION_FEE_BLOCKS} — and a block is answered for once it is complete.
 */
export class PrioritizationFeeCache {
  readonly #blocks = new Map<number, BlockFees>();

  /**
   * Records a transaction that landed in `slot`, paying `price` micro-lamports per compute unit
   * (0 without a `SetComputeUnitPrice`) and writing `writableAccounts`.
   */
  record(slot: number, price: bigint, writableAccounts: readonly string[]): void {
    let block = this.#blocks.get(slot);
    if (block === undefined) {
      block = { minPrice: price, accountMinPrices: new Map() };
      this.#blocks.set(slot, block);
      // Slots only move forward, so the map is oldest first. The block still open is kept beside
      // the complete ones answered for.
      for (const old of this.#blocks.keys()) {
        if (this.#blocks.size <= MAX_PRIORITIZATION_FEE_BLOCKS + 1) break;
        this.#blocks.delete(old);
      }
    }
    if (price < block.minPrice) block.minPrice = price;
    for (const account of writableAccounts) {
      const known = block.accountMinPrices.get(account);
      if (known === undefined || price < known) block.accountMinPrices.set(account, price);
    }
  }

  /**
   * Per complete block (slot below `openSlot`), oldest first, the fee to land a transaction
   * writing all of `accounts`: the block's lowest price, raised to the lowest price paid for
   * any of the accounts in it.
   */
  recentFees(accounts: readonly string[], openSlot: number): RecentPrioritizationFee[] {
    const complete = [...this.#blocks].filter(([slot]) => slot < openSlot);
    return complete.slice(-MAX_PRIORITIZATION_FEE_BLOCKS).map(([slot, block]) => {
      let fee = block.minPrice;
      for (const account of accounts) {
        const price = block.accountMinPrices.get(account);
        if (price !== undefined && price > fee) fee = price;
      }
      return { slot, prioritizationFee: fee };
    });
  }
}
