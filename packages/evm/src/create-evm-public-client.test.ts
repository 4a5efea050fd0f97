import { http } from 'viem';
import { mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { MULTICALL_BATCH_SIZE_BYTES } from './constants.js';
import { createEvmPublicClient } from './create-evm-public-client.js';

describe('createEvmPublicClient', () => {
  it('batches contract reads through multicall in 1024-byte batches', () => {
    const client = createEvmPublicClient(mainnet, http('http://127.0.0.1:1'));
    expect(MULTICALL_BATCH_SIZE_BYTES).toBe(1024);
    expect(client.batch?.multicall).toEqual({ batchSize: 1024 });
    expect(client.chain.id).toBe(1);
  });
});
