import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';
import { getPublicKeyFromAddress, getTransactionDecoder, verifySignature } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig } from '../config/create-config.js';
import type { CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { createFakeStandardWallet } from '../connectors/fake-standard-wallet.fixture.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { verifySignInMessage } from '../sign-in/verify-sign-in-message.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createSolanaConnection } from '../transactions/solana-connection.js';
import { connectAndSign } from './connect-and-sign.js';
import { signMessage } from './sign-message.js';
import { signMessageWithMemoTransaction } from './sign-message-with-memo-transaction.js';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 50 });
});
afterAll(() => sandbox?.stop());

function configFor(
  wallet: Parameters<typeof createWalletStandardConnector>[0]['wallet'],
  quirks = {},
) {
  const factory: CreateConnectorsFn = (context) => {
    const list = createConnectorList();
    list.set([createWalletStandardConnector({ wallet, context, quirks })]);
    return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
  };
  return createConfig({
    networks: [solanaLocalnet({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws })],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    logger: createLogger({ level: 'silent' }),
    connectors: [factory],
  });
}

describe('connectAndSign', () => {
  it('connects, then signs a SIWS message a backend verifies', async () => {
    const fake = await createFakeStandardWallet();
    const config = configFor(fake.wallet);
    await config.restore();
    const result = await connectAndSign(config, {
      connector: 'wallet-standard:Fake Wallet',
      domain: 'acme.example',
      uri: 'https://acme.example',
      nonce: 'n0nce1234567',
      statement: 'Sign in to Acme',
    });
    expect(config.store.getState()).toMatchObject({ status: 'connected', address: result.address });
    expect(result.message).toMatch(
      /^acme\.example wants you to sign in with your Solana account:\n[1-9A-HJ-NP-Za-km-z]{32,44}\n\nSign in to Acme\n\nURI: https:\/\/acme\.example\nVersion: 1\nChain ID: localnet\nNonce: n0nce1234567\nIssued At: /,
    );
    const verified = await verifySignInMessage({
      message: result.message,
      signature: result.signature,
      address: result.address,
      expected: { domain: 'acme.example', nonce: 'n0nce1234567' },
    });
    expect(verified.address).toBe(result.address);
    await expect(
      verifySignInMessage({
        message: result.message,
        signature: result.signature,
        address: result.address,
        expected: { domain: 'evil.example', nonce: 'n0nce1234567' },
      }),
    ).rejects.toThrow('Sign-in verification failed');
  });
});

describe('Ledger: signMessage refuses, the memo transaction proves the address instead', () => {
  it('signs a never-sent memo transaction over the message', async () => {
    const fake = await createFakeStandardWallet({ name: 'Ledger' });
    const config = configFor(fake.wallet, { messageSigningUnsupported: true });
    await config.restore();
    await config.connect('wallet-standard:Ledger');
    const refused = await signMessage(config, { message: 'prove it' }).catch((e: unknown) => e);
    expect(
      isLatchkeyError(refused, LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED),
    ).toBe(true);

    const connector = config.getActiveConnector();
    if (!connector) throw new Error('not connected');
    const proof = await signMessageWithMemoTransaction({
      connector,
      message: 'prove it',
      connection: createSolanaConnection(config.getNetwork()),
    });
    const decoded = getTransactionDecoder().decode(proof.transaction);
    const key = await getPublicKeyFromAddress(proof.address as never);
    expect(
      await verifySignature(key, proof.signature as never, new Uint8Array(decoded.messageBytes)),
    ).toBe(true);
    expect(new TextDecoder().decode(decoded.messageBytes)).toContain('prove it');
  });
});
