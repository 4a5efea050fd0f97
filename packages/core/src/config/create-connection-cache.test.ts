import { describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { solanaDevnet, solanaLocalnet } from '../networks/define-solana-network.js';
import type { SolanaNetwork } from '../networks/solana-network.js';
import { createConnectionCache } from './create-connection-cache.js';

describe('createConnectionCache', () => {
  it('makes one connection per network and hands the same one out again', async () => {
    let network: SolanaNetwork = solanaLocalnet({ rpcUrl: 'http://127.0.0.1:8899' });
    const cache = createConnectionCache(() => network);
    const first = await cache.get();
    expect(await cache.get()).toBe(first);
    network = solanaDevnet();
    const devnet = await cache.get();
    expect(devnet).not.toBe(first);
    network = solanaLocalnet({ rpcUrl: 'http://127.0.0.1:8899' });
    expect(await cache.get()).toBe(first);
  });

  it("does not keep a failure: a network without an RPC URL fails each time with 'No rpcUrl'", async () => {
    const cache = createConnectionCache(() => ({
      ...solanaLocalnet({ rpcUrl: 'http://127.0.0.1:8899' }),
      rpcUrl: undefined,
    }));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await cache.get().catch((e: unknown) => e);
      expect(isLatchkeyError(error, LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING)).toBe(true);
    }
  });
});
