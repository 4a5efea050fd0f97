import { describe, expect, it } from 'vitest';
import { validateWalletBookEntry } from './validate-wallet-book-entry.js';
import { walletBook } from './wallet-book-entries.js';

const byKey = (key: string) => {
  const entry = walletBook.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`no entry ${key}`);
  return entry;
};

describe('walletBook', () => {
  it.each(walletBook.map((entry) => [entry.key, entry] as const))(
    '%s passes validateWalletBookEntry unchanged',
    (_key, entry) => {
      expect(validateWalletBookEntry(entry)).toEqual(entry);
    },
  );

  it('has unique keys', () => {
    const keys = walletBook.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists the ten wallets, Phantom first', () => {
    expect(walletBook.map((entry) => entry.key)).toEqual(
      expect.arrayContaining([
        'phantom',
        'solflare',
        'backpack',
        'coinbase',
        'trust',
        'okx',
        'magic-eden',
        'exodus',
        'glow',
        'ledger',
      ]),
    );
    expect(walletBook[0]?.key).toBe('phantom');
  });

  it('registers each wallet under its Wallet Standard name', () => {
    expect(walletBook.map((entry) => entry.injectedConfig.walletStandard?.name)).toEqual(
      expect.arrayContaining([
        'Phantom',
        'Solflare',
        'Backpack',
        'Coinbase Wallet',
        'Trust',
        'OKX Wallet',
        'Magic Eden',
        'Exodus',
        'Glow',
        'Ledger',
      ]),
    );
  });

  it('is deeply frozen', () => {
    const frozen = (value: unknown): boolean =>
      typeof value !== 'object' ||
      value === null ||
      (Object.isFrozen(value) && Object.values(value).every(frozen));
    expect(frozen(walletBook)).toBe(true);
    expect(() => (walletBook as unknown[]).push({})).toThrow(TypeError);
  });

  it('carries no icons: logos come with the UI, so a page pays nothing for them up front', () => {
    for (const entry of walletBook) expect(entry.icon).toBeUndefined();
  });

  it('finds Phantom at its own namespace first and refuses impostors on window.solana', () => {
    const phantom = byKey('phantom');
    expect(phantom.injectedConfig.windowLocations).toEqual(['phantom.solana', 'solana']);
    expect(phantom.injectedConfig.extensionLocators).toEqual([
      { flag: 'isPhantom', value: true },
      { flag: 'isBackpack', value: false },
      { flag: 'isBraveWallet', value: false },
      { flag: 'isExodus', value: false },
      { flag: 'isMagicEden', value: false },
      { flag: 'isGlow', value: false },
      { flag: 'isOKExWallet', value: false },
      { flag: 'isOkxWallet', value: false },
    ]);
    expect(phantom.deepLinks).toEqual({
      native: 'phantom://v1',
      universal: 'https://phantom.app/ul/v1',
    });
    expect(phantom.inAppBrowserUrl).toBe('https://phantom.app/ul/browse/{url}?ref={ref}');
  });

  it('carries the injected locations of PROTOCOLS §5', () => {
    const locations = Object.fromEntries(
      walletBook.map((entry) => [entry.key, entry.injectedConfig.windowLocations]),
    );
    expect(locations).toEqual({
      phantom: ['phantom.solana', 'solana'],
      solflare: ['solflare'],
      backpack: ['backpack.solana'],
      coinbase: ['coinbaseSolana'],
      trust: ['trustwallet.solana'],
      okx: ['okxwallet.solana'],
      'magic-eden': ['magicEden.solana'],
      exodus: ['exodus.solana'],
      glow: ['glowSolana'],
      ledger: [],
    });
    expect(byKey('solflare').injectedConfig.extensionLocators).toEqual([
      { flag: 'isSolflare', value: true },
    ]);
    expect(byKey('backpack').injectedConfig.extensionLocators).toEqual([
      { flag: 'isBackpack', value: true },
    ]);
    expect(byKey('trust').injectedConfig.extensionLocators).toEqual([
      { flag: 'isTrust', value: true },
    ]);
  });

  it('records the quirks: Solflare waits 100 ms, Backpack caps silent connect, Ledger is hardware', () => {
    expect(byKey('solflare').quirks).toEqual({ signMessageDelayAfterConnectMs: 100 });
    expect(byKey('backpack').quirks).toEqual({ silentConnectTimeoutMs: 3000 });
    expect(byKey('ledger').quirks).toEqual({ hardware: true, messageSigningUnsupported: true });
    expect(byKey('ledger').injectedConfig.walletStandard?.features).not.toContain(
      'solana:signMessage',
    );
  });

  it('has in-app browser links only for the wallets that publish one', () => {
    expect(
      Object.fromEntries(walletBook.map((entry) => [entry.key, entry.inAppBrowserUrl ?? null])),
    ).toEqual({
      phantom: 'https://phantom.app/ul/browse/{url}?ref={ref}',
      solflare: 'https://solflare.com/ul/v1/browse/{url}?ref={ref}',
      backpack: 'https://backpack.app/ul/v1/browse/{url}?ref={ref}',
      coinbase: 'https://go.cb-w.com/dapp?cb_url={url}',
      trust: 'https://link.trustwallet.com/open_url?coin_id=501&url={url}',
      okx: 'okx://wallet/dapp/url?dappUrl={url}',
      'magic-eden': null,
      exodus: null,
      glow: null,
      ledger: null,
    });
  });

  it('has an https download page for every wallet on desktop and on phones', () => {
    for (const entry of walletBook) {
      const links = entry.downloadLinks ?? {};
      expect(links.chrome, entry.key).toMatch(/^https:\/\//);
      expect(links.ios, entry.key).toMatch(/^https:\/\//);
      expect(links.android, entry.key).toMatch(/^https:\/\//);
    }
  });
});
