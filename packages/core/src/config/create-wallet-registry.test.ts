import { describe, expect, it } from 'vitest';
import { createFakeInjectedProvider } from '../connectors/fake-injected-provider.fixture.js';
import { createFakeStandardWallet } from '../connectors/fake-standard-wallet.fixture.js';
import { createInjectedConnector } from '../connectors/injected-connector.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { createPhantomDeepLinkConnector } from '../deeplink/phantom-deep-link.js';
import { LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST } from '../errors/codes.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { configWith, listOf, silentLogger as logger } from './wallet-discovery.fixture.js';

describe("the config's wallet list", () => {
  it('lists a wallet found both ways once, preferring the Wallet Standard one', async () => {
    const fake = await createFakeStandardWallet({ name: 'Phantom' });
    const injectedFake = await createFakeInjectedProvider();
    const config = configWith([
      listOf((context) => [
        createWalletStandardConnector({ wallet: fake.wallet, context, walletBookKey: 'phantom' }),
      ]),
      listOf((context) => [
        createInjectedConnector({
          provider: injectedFake.provider,
          context,
          walletBookKey: 'phantom',
          name: 'Phantom',
        }),
        createInjectedConnector({
          provider: injectedFake.provider,
          context,
          walletBookKey: 'solflare',
          name: 'Solflare',
        }),
      ]),
    ]);
    expect(config.store.getState().wallets).toEqual([]); // nothing before the client starts
    await config.restore();
    expect(config.store.getState().wallets.map((wallet) => wallet.id)).toEqual([
      'wallet-standard:Phantom',
      'injected:solflare',
    ]);
  });

  it('hides the Phantom deep link when the Phantom extension is reachable', async () => {
    const fake = await createFakeStandardWallet({ name: 'Phantom' });
    const page = { getUrl: () => 'https://app.example/', replaceUrl() {}, navigate() {} };
    const deepLink = listOf((context) => [
      createPhantomDeepLinkConnector(
        { storage: createStorage({ adapter: createMemoryStorageAdapter() }), page },
        context,
      ),
    ]);
    const withExtension = configWith([
      listOf((context) => [
        createWalletStandardConnector({ wallet: fake.wallet, context, walletBookKey: 'phantom' }),
      ]),
      deepLink,
    ]);
    await withExtension.restore();
    expect(withExtension.store.getState().wallets.map((wallet) => wallet.id)).toEqual([
      'wallet-standard:Phantom',
    ]);
    const phoneOnly = configWith([deepLink]);
    await phoneOnly.restore();
    expect(phoneOnly.store.getState().wallets.map((wallet) => wallet.id)).toEqual([
      'deep-link:phantom',
    ]);
  });

  it("puts a deep link's answer in the store and emits it, even one read before anyone listened", async () => {
    const page = {
      url: 'https://app.example/pay?data=3xyz&nonce=4abc',
      getUrl: () => page.url,
      replaceUrl(url: string) {
        page.url = url;
      },
      navigate() {},
    };
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const connector = createPhantomDeepLinkConnector(
      { storage, page },
      {
        getNetwork: () => solanaLocalnet(),
        logger,
      },
    );
    await connector.ready(); // consumed before the config exists
    const config = configWith([listOf(() => [connector])]);
    const emitted: unknown[] = [];
    config.emitter.on('redirectResult', (result) => emitted.push(result));
    await config.restore();
    const result = config.store.getState().redirectResult;
    expect(result?.error?.code).toBe(LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST);
    expect(emitted).toEqual([result]);
    expect(page.url).toBe('https://app.example/pay');
  });
});
