import { MAX_COMPUTE_UNIT_LIMIT, readComputeBudget } from '@latchkey/core/transactions';
import { ServerError } from '../server-error.js';
import type { SponsorableMessage } from './read-wire-transaction.js';
import type { SponsorshipPolicy } from './sponsorship-policy.js';

/**
 * Holds a message's Compute Budget instructions to the policy, read as the runtime charges them
 * (`readComputeBudget`, the same reading the SDK makes): each kind at most once, well formed, the
 * price and the limit under their caps. A missing limit counts as the runtime's default: the
 * priority fee is price × limit, so leaving the limit out must not escape its cap. A priority fee
 * is how a single transaction drains a fee payer, so this runs before anything is signed.
 *
 * @returns the price in micro-lamports per unit (0 when unset) and the limit the runtime applies.
 * @throws {ServerError} 400 `COMPUTE_BUDGET_NOT_ALLOWED` naming what broke the rule.
 */
export function checkComputeBudget(
  message: SponsorableMessage,
  policy: Pick<SponsorshipPolicy, 'maxComputeUnitPrice' | 'maxComputeUnitLimit'>,
): { price: bigint; limit: number } {
  const refuse = (reason: string) =>
    new ServerError(400, 'COMPUTE_BUDGET_NOT_ALLOWED', `Compute budget not sponsored: ${reason}`);
  const budget = readComputeBudget(message);
  if ('fault' in budget) {
    throw refuse(
      budget.fault === 'repeated'
        ? 'an instruction is repeated'
        : 'an unknown or malformed instruction',
    );
  }
  const { price, requestedLimit, limit } = budget;
  if (requestedLimit !== undefined && requestedLimit > policy.maxComputeUnitLimit) {
    throw refuse(`a limit of ${requestedLimit} units is over ${policy.maxComputeUnitLimit}`);
  }
  if (price > policy.maxComputeUnitPrice) {
    throw refuse(`a price of ${price} micro-lamports is over ${policy.maxComputeUnitPrice}`);
  }
  // Without a price the default limit costs nothing; with one, the default is what is paid for.
  if (requestedLimit === undefined && price > 0n && limit > policy.maxComputeUnitLimit) {
    throw refuse(
      `no limit is set, so the runtime's default of ${limit} units applies, over ${policy.maxComputeUnitLimit}; set a limit`,
    );
  }
  return { price, limit: Math.min(limit, MAX_COMPUTE_UNIT_LIMIT) };
}
