import { type Chain, createPublicClient, http, type PublicClient, type Transport } from 'viem';
import { MULTICALL_BATCH_SIZE_BYTES } from './constants.js';

/**
 * A viem public client for one chain whose contract reads are batched through multicall in
 * batches of 1024 bytes of calldata (on chains that have a multicall3 contract).
 *
 * @example
 * ```ts
 * const client = createEvmPublicClient(mainnet, http('https://rpc.acme.example'));
 * ```
 */
export function createEvmPublicClient(
  chain: Chain,
  transport: Transport = http(),
): PublicClient<Transport, Chain> {
  return createPublicClient({
    chain,
    transport,
    batch: { multicall: { batchSize: MULTICALL_BATCH_SIZE_BYTES } },
  });
}
