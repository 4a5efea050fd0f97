import { getWallets } from '@wallet-standard/app';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { walletBook } from '../wallet-book/wallet-book-entries.js';
import type { WalletBookEntry } from '../wallet-book/wallet-book-entry.js';
import type { ConnectorContext } from './connector.js';
import { createFakeStandardWallet } from './fake-standard-wallet.fixture.js';
import { matchWalletBookEntry } from './match-wallet-book-entry.js';
import { walletStandard } from './wallet-standard.js';

// A Wallet Standard wallet is taken for a wallet-book entry by its name and the features the
// entry's `walletStandard.features` lists: change the entry, and the same wallet is (or is no
// longer) recognised.

const context: ConnectorContext = {
  getNetwork: () => solanaLocalnet(),
  logger: createLogger({ level: 'silent' }),
};

const SOFTWARE = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
];
const registered = (name: string, features: readonly string[]) => ({
  name,
  features: Object.fromEntries(features.map((feature) => [feature, { version: '1.0.0' }])),
});

/** The built-in book with one entry's Wallet Standard features replaced. */
const bookWithFeatures = (key: string, features: readonly string[]): WalletBookEntry[] =>
  walletBook.map((entry) =>
    entry.key === key && entry.injectedConfig.walletStandard
      ? {
          ...entry,
          injectedConfig: {
            ...entry.injectedConfig,
            walletStandard: { ...entry.injectedConfig.walletStandard, features },
          },
        }
      : entry,
  );

const unregisters: (() => void)[] = [];
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister();
});

describe('matchWalletBookEntry', () => {
  it("takes a wallet for its entry when it registers the entry's features, not otherwise", () => {
    expect(matchWalletBookEntry(registered('Phantom', [...SOFTWARE, 'solana:signIn']))?.key).toBe(
      'phantom',
    );
    // Phantom's entry lists Sign-In With Solana: a "Phantom" without it is not Phantom.
    expect(matchWalletBookEntry(registered('Phantom', SOFTWARE))).toBeUndefined();
    // Ledger's lists no message signing, so a Ledger without it is still Ledger.
    const hardware = SOFTWARE.filter((feature) => feature !== 'solana:signMessage');
    expect(matchWalletBookEntry(registered('Ledger', hardware))?.key).toBe('ledger');
    expect(matchWalletBookEntry(registered('Nobody Wallet', SOFTWARE))).toBeUndefined();
  });

  it('follows the entry: the same wallet matches once the entry lists what it registers', () => {
    const wallet = registered('Phantom', SOFTWARE);
    expect(matchWalletBookEntry(wallet, walletBook)).toBeUndefined();
    expect(matchWalletBookEntry(wallet, bookWithFeatures('phantom', SOFTWARE))?.key).toBe(
      'phantom',
    );
    const asking = bookWithFeatures('phantom', [...SOFTWARE, 'solana:signIn', 'x:more']);
    expect(
      matchWalletBookEntry(registered('Phantom', [...SOFTWARE, 'solana:signIn']), asking),
    ).toBeUndefined();
  });
});

describe('walletStandard() and the wallet book', () => {
  it("lists a wallet with its entry's key only when it has the entry's features", async () => {
    // The fake registers the software features without Sign-In With Solana, which Solflare's
    // built-in entry lists.
    const fake = await createFakeStandardWallet({ name: 'Solflare' });
    unregisters.push(getWallets().register(fake.wallet));

    const builtIn = walletStandard()(context);
    expect(builtIn.get().map((connector) => connector.walletBookKey)).toEqual([undefined]);
    builtIn.destroy();

    const book = bookWithFeatures('solflare', SOFTWARE);
    const recognised = walletStandard({ walletBook: book })(context);
    expect(recognised.get().map((connector) => connector.walletBookKey)).toEqual(['solflare']);
    recognised.destroy();
  });
});
