import { randomUUID } from 'node:crypto';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import SignClient from '@walletconnect/sign-client';
import nacl from 'tweetnacl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryKeyValueStorage } from './memory-key-value-storage.js';
import {
  type RunningWalletConnectService,
  startWalletConnectService,
} from './start-walletconnect-service.js';

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
let service: RunningWalletConnectService;

beforeAll(async () => {
  service = await startWalletConnectService({
    host: '127.0.0.1',
    port: 0,
    rpcUrl: 'http://127.0.0.1:9',
    chains: [DEVNET],
  });
});
afterAll(() => service.close());

// WalletConnect's own dapp client, pairing with the sandbox's wallet through the sandbox's relay.
describe('the WalletConnect relay and wallet, with WalletConnect’s own dapp client', () => {
  it('pairs, approves a solana session and signs a message that verifies', async () => {
    const dapp = await SignClient.init({
      projectId: 'latchkey-test',
      relayUrl: service.relayUrl,
      customStoragePrefix: `dapp-${randomUUID()}`,
      storage: createMemoryKeyValueStorage(),
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: 'Test dapp', description: 'test', url: 'https://dapp.test', icons: [] },
    });
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        solana: { chains: [DEVNET], methods: ['solana_signMessage'], events: [] },
      },
    });
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await service.wallet.pair(uri as string);
    const session = await approval();
    expect(session.namespaces.solana?.accounts).toEqual([
      `${DEVNET}:${service.wallet.walletAddress}`,
    ]);
    const message = new TextEncoder().encode('hello from the dapp');
    const { signature } = await dapp.request<{ signature: string }>({
      topic: session.topic,
      chainId: DEVNET,
      request: {
        method: 'solana_signMessage',
        params: {
          message: getBase58Decoder().decode(message),
          pubkey: service.wallet.walletAddress,
        },
      },
    });
    expect(
      nacl.sign.detached.verify(
        message,
        new Uint8Array(getBase58Encoder().encode(signature)),
        new Uint8Array(getBase58Encoder().encode(service.wallet.walletAddress)),
      ),
    ).toBe(true);
    expect(service.relay.methods()).toEqual(
      expect.arrayContaining(['wc_proposeSession', 'wc_approveSession', 'irn_publish']),
    );
    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'bye' } });
    await expect.poll(() => service.wallet.sessions()[0]?.ended).toBe(true);
    await dapp.core.relayer.transportClose();
  }, 30_000);
});
