import { getPublicKeyFromAddress, verifySignature } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED,
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import type { ConnectorContext } from './connector.js';
import { createFakeStandardWallet } from './fake-standard-wallet.fixture.js';
import { createWalletStandardConnector } from './wallet-standard-connector.js';

const context: ConnectorContext = {
  getNetwork: () => solanaLocalnet(),
  logger: createLogger({ level: 'silent' }),
};

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('createWalletStandardConnector', () => {
  it('connects, reports its accounts and signs a message the key really signed', async () => {
    const fake = await createFakeStandardWallet();
    const connector = createWalletStandardConnector({ wallet: fake.wallet, context });
    expect(connector.id).toBe('wallet-standard:Fake Wallet');
    const { accounts } = await connector.connect();
    expect(accounts).toEqual([fake.signers[0]?.address]);
    const { signature, signedMessage } = await connector.signMessage('hello');
    const key = await getPublicKeyFromAddress(accounts[0] as never);
    expect(await verifySignature(key, signature as never, signedMessage)).toBe(true);
    expect(new TextDecoder().decode(signedMessage)).toBe('hello');
  });

  it('asks silently without prompting, and finds no accounts before the site is trusted', async () => {
    const fake = await createFakeStandardWallet();
    const connector = createWalletStandardConnector({ wallet: fake.wallet, context });
    const error = await failure(connector.connect({ silent: true }));
    expect(isLatchkeyError(error, LATCHKEY_ERROR__WALLET__NO_ACCOUNTS)).toBe(true);
    expect((error as Error).message).toBe('Fake Wallet did not share an account');
  });

  it('caps a silent connect that never settles', async () => {
    const fake = await createFakeStandardWallet({ connect: () => new Promise(() => undefined) });
    const connector = createWalletStandardConnector({
      wallet: fake.wallet,
      context,
      quirks: { silentConnectTimeoutMs: 30 },
    });
    const error = await failure(connector.connect({ silent: true }));
    expect(isLatchkeyError(error, LATCHKEY_ERROR__WALLET__NO_ACCOUNTS)).toBe(true);
  });

  it('follows account switches and revocation, emitting only real changes', async () => {
    const fake = await createFakeStandardWallet();
    const connector = createWalletStandardConnector({ wallet: fake.wallet, context });
    await connector.connect();
    const seen: (readonly string[])[] = [];
    connector.on('accountsChanged', ({ accounts }) => seen.push(accounts));
    fake.switchAccount();
    fake.switchAccount();
    expect(seen).toEqual([[fake.signers[1]?.address], [fake.signers[0]?.address]]);
    expect(connector.getAccounts()).toEqual([fake.signers[0]?.address]);
    fake.revoke();
    expect(seen.at(-1)).toEqual([]);
    await expect(connector.signMessage('x')).rejects.toMatchObject({
      code: LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
    });
  });

  it('turns a rejection into a quiet cancellation and other failures into a named error', async () => {
    const rejecting = await createFakeStandardWallet({
      fail: { connect: Object.assign(new Error('User rejected the request.'), { code: 4001 }) },
    });
    const rejected = await failure(
      createWalletStandardConnector({ wallet: rejecting.wallet, context }).connect(),
    );
    expect(rejected).toBeInstanceOf(UserCancellationError);
    expect(isLatchkeyError(rejected, LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED)).toBe(true);

    const broken = await createFakeStandardWallet({ fail: { signMessage: new Error('boom') } });
    const connector = createWalletStandardConnector({ wallet: broken.wallet, context });
    await connector.connect();
    const error = await failure(connector.signMessage('x'));
    expect(isLatchkeyError(error, LATCHKEY_ERROR__WALLET__REQUEST_FAILED)).toBe(true);
    expect((error as Error).message).toBe('Fake Wallet could not complete signMessage: boom');
  });

  it('says which feature is missing', async () => {
    const fake = await createFakeStandardWallet({
      features: ['standard:connect', 'standard:events', 'solana:signTransaction'],
    });
    const connector = createWalletStandardConnector({ wallet: fake.wallet, context });
    await connector.connect();
    expect(connector.supports).toEqual({
      signMessage: false,
      signIn: false,
      signAndSendTransaction: false,
    });
    const error = await failure(connector.signMessage('x'));
    expect(isLatchkeyError(error, LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED)).toBe(true);
    expect((error as Error).message).toBe('Fake Wallet does not support solana:signMessage');
  });

  it('waits 100 ms after connecting before a Solflare message signature', async () => {
    const fake = await createFakeStandardWallet({ name: 'Solflare' });
    const connector = createWalletStandardConnector({
      wallet: fake.wallet,
      context,
      walletBookKey: 'solflare',
      quirks: { signMessageDelayAfterConnectMs: 100 },
    });
    const started = Date.now();
    await connector.connect();
    await connector.signMessage('hello');
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(fake.calls).toEqual(['connect', 'signMessage']);
  });

  it('refuses a Ledger message signature and points to the memo transaction', async () => {
    const fake = await createFakeStandardWallet({ name: 'Ledger' });
    const connector = createWalletStandardConnector({
      wallet: fake.wallet,
      context,
      quirks: { messageSigningUnsupported: true },
    });
    await connector.connect();
    expect(connector.supports.signMessage).toBe(false);
    const error = await failure(connector.signMessage('hello'));
    expect(
      isLatchkeyError(error, LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED),
    ).toBe(true);
    expect((error as Error).message).toBe(
      'Message signing is currently not supported on Ledger hardware wallet',
    );
    expect(JSON.stringify((error as { details: unknown }).details)).toContain(
      'signMessageWithMemoTransaction',
    );
    expect(fake.calls).not.toContain('signMessage');
  });

  it('disconnects from the wallet and stops following it', async () => {
    const fake = await createFakeStandardWallet();
    const connector = createWalletStandardConnector({ wallet: fake.wallet, context });
    await connector.connect();
    const seen: unknown[] = [];
    connector.on('accountsChanged', (change) => seen.push(change));
    await connector.disconnect();
    fake.switchAccount();
    expect(seen).toEqual([]);
    expect(connector.getAccounts()).toEqual([]);
    expect(fake.calls).toContain('disconnect');
  });
});
