import type { Address } from '@solana/kit';
import { buildSponsoredMessage } from './build-sponsored-message.js';
import { checkSponsorshipQuotas } from './record-sponsorship.js';
import type { SponsorshipContext } from './sponsorship-context.js';

/**
 * Step one of a sponsorship (`optimizeTransaction`): holds the sender's unsigned transaction to
 * the policy, reads that the sender, the client address and the environment have room for it
 * today, and answers it with the fee payer put in front and every signature slot empty — the fee
 * payer's too. Nothing is signed, charged or sent to the network: anyone holding the app's public
 * token can ask this, for any sender. The fee payer signs only in step two
 * (`cosignSponsoredTransaction`), once the sender has signed.
 *
 * @throws {ServerError} a policy refusal (400) or `QUOTA_EXCEEDED` (429).
 */
export async function prepareSponsoredTransaction(
  context: SponsorshipContext,
  request: { transaction: Uint8Array; sender: Address; environmentId: string; clientIp: string },
): Promise<{ transaction: Uint8Array; maxFeeLamports: bigint }> {
  const { policy } = context;
  const built = buildSponsoredMessage({
    transaction: request.transaction,
    sender: request.sender,
    feePayer: context.feePayer.address,
    policy,
  });
  await checkSponsorshipQuotas(
    context.database,
    request,
    built.maxFeeLamports,
    policy,
    context.now(),
  );
  return { transaction: built.transaction, maxFeeLamports: built.maxFeeLamports };
}
