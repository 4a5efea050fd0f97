import {
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import type { ConnectorContext } from './connector.js';
import { createFakeInjectedProvider } from './fake-injected-provider.fixture.js';
import { createInjectedConnector } from './injected-connector.js';

const context: ConnectorContext = {
  getNetwork: () => solanaLocalnet(),
  logger: createLogger({ level: 'silent' }),
};

function transferFrom(from: string): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from as never, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('11111111111111111111111111111111'), lastValidBlockHeight: 10n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: { address: from } as never,
          destination: from as never,
          amount: 1n,
        }),
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

describe('createInjectedConnector', () => {
  it('connects through onlyIfTrusted silently only once the site is trusted', async () => {
    const fake = await createFakeInjectedProvider();
    const connector = createInjectedConnector({
      provider: fake.provider,
      context,
      walletBookKey: 'phantom',
      name: 'Phantom',
    });
    expect(connector.id).toBe('injected:phantom');
    const silent = await connector.connect({ silent: true }).catch((error: unknown) => error);
    expect(isLatchkeyError(silent, LATCHKEY_ERROR__WALLET__NO_ACCOUNTS)).toBe(true);
    expect((await connector.connect()).accounts).toEqual([fake.signers[0]?.address]);
    await connector.disconnect();
    expect((await connector.connect({ silent: true })).accounts).toEqual([
      fake.signers[0]?.address,
    ]);
  });

  it.each([false, true])('normalises signMessage output (bare signature: %s)', async (bare) => {
    const fake = await createFakeInjectedProvider({ bareSignature: bare });
    const connector = createInjectedConnector({
      provider: fake.provider,
      context,
      walletBookKey: 'solflare',
      name: 'Solflare',
    });
    const [address] = (await connector.connect()).accounts;
    const { signature, signedMessage } = await connector.signMessage('hi');
    const key = await getPublicKeyFromAddress(address as never);
    expect(await verifySignature(key, signature as never, signedMessage)).toBe(true);
  });

  it('signs wire bytes through a serialize() shim and returns wire bytes', async () => {
    const fake = await createFakeInjectedProvider();
    const connector = createInjectedConnector({
      provider: fake.provider,
      context,
      walletBookKey: 'phantom',
      name: 'Phantom',
    });
    const [address] = (await connector.connect()).accounts as [string];
    const signed = await connector.signTransaction(transferFrom(address));
    const decoded = getTransactionDecoder().decode(signed);
    const key = await getPublicKeyFromAddress(address as never);
    expect(
      await verifySignature(
        key,
        decoded.signatures[address as never] as never,
        new Uint8Array(decoded.messageBytes),
      ),
    ).toBe(true);
    const both = await connector.signAllTransactions([
      transferFrom(address),
      transferFrom(address),
    ]);
    expect(both).toHaveLength(2);
  });

  it('follows accountChanged, treating null as losing access, and the wallet disconnecting', async () => {
    const fake = await createFakeInjectedProvider();
    const connector = createInjectedConnector({
      provider: fake.provider,
      context,
      walletBookKey: 'phantom',
      name: 'Phantom',
    });
    await connector.connect();
    const seen: unknown[] = [];
    connector.on('accountsChanged', ({ accounts }) => seen.push(accounts));
    connector.on('disconnect', () => seen.push('disconnect'));
    fake.switchAccount();
    expect(seen).toEqual([[fake.signers[1]?.address]]);
    fake.switchAccount(true);
    expect(seen.at(-1)).toEqual([]);
    await connector.connect();
    await fake.provider.disconnect?.();
    expect(seen.at(-1)).toBe('disconnect');
  });

  it('stops listening on disconnect and names a missing method', async () => {
    const fake = await createFakeInjectedProvider();
    delete (fake.provider as { signMessage?: unknown }).signMessage;
    const connector = createInjectedConnector({
      provider: fake.provider,
      context,
      walletBookKey: 'glow',
      name: 'Glow',
    });
    await connector.connect();
    expect(fake.listenerCount('accountChanged')).toBe(1);
    const error = await connector.signMessage('x').catch((e: unknown) => e);
    expect(isLatchkeyError(error, LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED)).toBe(true);
    expect((error as Error).message).toBe('Glow does not support signMessage');
    await connector.disconnect();
    expect(fake.listenerCount('accountChanged')).toBe(0);
  });
});
