import { registerTestWallet } from '@latchkey/sandbox/test-wallet';
import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import { connect } from '../actions/connect.js';
import { signMessage } from '../actions/sign-message.js';
import { createConfig } from '../config/create-config.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { fromBase58 } from '../transactions/transaction-codecs.js';
import { walletStandard } from './wallet-standard.js';

// The connectors' signing calls are a chunk of their own (bench/size/signing-chunk.test.ts checks
// the bundle). Here, in Chromium, the page fetches it as a wallet connects, before any signature
// is asked for, so a signature never waits on the network (and a wallet that needs the user's
// click still has it).

describe("a connector's signing calls", () => {
  it('are fetched as the wallet connects, not with the page', async () => {
    const fetched: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) fetched.push(entry.name);
    });
    observer.observe({ type: 'resource' });
    const isSigning = (url: string) =>
      new URL(url).pathname.endsWith('/connectors/wallet-signing.ts');
    try {
      const wallet = await registerTestWallet({
        name: 'Preload Wallet',
        seed: 'preload',
        approval: 'auto',
      });
      const config = createConfig({
        networks: [solanaLocalnet()],
        storage: createStorage({ adapter: createMemoryStorageAdapter() }),
        logger: createLogger({ level: 'silent' }),
        connectors: [walletStandard()],
      });
      await config.restore();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fetched.filter(isSigning)).toEqual([]);

      await connect(config, { connector: 'wallet-standard:Preload Wallet' });
      await expect.poll(() => fetched.filter(isSigning).length, { timeout: 10_000 }).toBe(1);

      const { signature, signedMessage } = await signMessage(config, { message: 'preloaded' });
      expect(ed25519.verify(signature, signedMessage, fromBase58(wallet.activeAddress()))).toBe(
        true,
      );
      wallet.unregister();
    } finally {
      observer.disconnect();
    }
  });
});
