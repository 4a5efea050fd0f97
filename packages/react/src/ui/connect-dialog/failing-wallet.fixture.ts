import {
  createTestWallet,
  deriveTestWalletKeys,
  TEST_WALLET_DEFAULT_CHAINS,
  TEST_WALLET_ICON,
  type TestWalletHandle,
} from '@latchkey/sandbox/test-wallet';

type Wallet = TestWalletHandle['wallet'];
type Connect = (input?: { silent?: boolean }) => Promise<unknown>;

/**
 * For browser tests: the sandbox's test wallet (local keys, approving on its own), registered
 * under `name` through Wallet Standard's handshake, whose connect fails with what `failure`
 * returns (and connects when it returns nothing). Undo with the returned function.
 */
export async function registerFailingWallet(
  name: string,
  failure: () => Error | undefined,
): Promise<{ wallet: Wallet; unregister: () => void }> {
  const { wallet: inner } = createTestWallet({
    name,
    icon: TEST_WALLET_ICON,
    chains: TEST_WALLET_DEFAULT_CHAINS,
    rpcUrl: 'http://localhost:8899',
    keys: await deriveTestWalletKeys('latchkey-failing-wallet', 1),
    dropFeatures: [],
    reject: [],
    approval: 'auto',
  });
  const connect = (inner.features['standard:connect'] as { connect: Connect }).connect;
  const features = {
    ...inner.features,
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        const error = failure();
        if (error) throw error;
        return connect(input);
      },
    },
  };
  // The test wallet's own getters (name, accounts…) with the failing connect in its features.
  const wallet: Wallet = Object.create(inner, { features: { value: features, enumerable: true } });
  return { wallet, unregister: announce(wallet) };
}

/** Registers with every app listening now or later; the returned function undoes it. */
function announce(wallet: Wallet): () => void {
  const unregisters: (() => void)[] = [];
  const register = (api: { register: (wallet: Wallet) => () => void }) => {
    unregisters.push(api.register(wallet));
  };
  const onAppReady = (event: Event) => register((event as CustomEvent).detail);
  window.addEventListener('wallet-standard:app-ready', onAppReady);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady);
    for (const unregister of unregisters.splice(0)) unregister();
  };
}
