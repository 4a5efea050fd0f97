import { describe, expect, it } from 'vitest';
import {
  findWalletBookEntryByName,
  getInAppBrowserUrl,
  getWalletBookEntry,
  matchesExtensionLocators,
  readWindowLocation,
} from './find-wallet-book-entry.js';
import { walletBook } from './wallet-book-entries.js';
import type { WalletBookEntry } from './wallet-book-entry.js';

const entry = (key: string) => {
  const found = getWalletBookEntry(key);
  if (!found) throw new Error(`no entry ${key}`);
  return found;
};

describe('getWalletBookEntry', () => {
  it('finds an entry by key, in the built-in book or a given one', () => {
    expect(getWalletBookEntry('solflare')?.name).toBe('Solflare');
    expect(getWalletBookEntry('Solflare')).toBeUndefined();
    expect(getWalletBookEntry('nope')).toBeUndefined();
    expect(getWalletBookEntry('solflare', [])).toBeUndefined();
  });
});

describe('findWalletBookEntryByName', () => {
  it.each([
    ['Phantom', 'phantom'],
    ['  PHANTOM ', 'phantom'],
    ['Coinbase Wallet', 'coinbase'],
    ['coinbasewallet', 'coinbase'],
    ['Coinbase', 'coinbase'],
    ['Trust', 'trust'],
    ['trust wallet', 'trust'],
    ['OKX Wallet', 'okx'],
    ['magiceden', 'magic-eden'],
    ['Magic\u00a0Eden', 'magic-eden'],
    ['Ｐｈａｎｔｏｍ', 'phantom'],
  ])('matches "%s" to %s', (name, key) => {
    expect(findWalletBookEntryByName(name)?.key).toBe(key);
  });

  it('finds nothing for unknown or blank names', () => {
    expect(findWalletBookEntryByName('Latchkey Test Wallet')).toBeUndefined();
    expect(findWalletBookEntryByName('')).toBeUndefined();
    expect(findWalletBookEntryByName('   ')).toBeUndefined();
  });

  it('searches a given book, falling back to the built-in one when it is undefined', () => {
    const custom: WalletBookEntry[] = [{ ...entry('glow'), key: 'my-glow', name: 'My Glow' }];
    expect(findWalletBookEntryByName('my glow', custom)?.key).toBe('my-glow');
    expect(findWalletBookEntryByName('Phantom', custom)).toBeUndefined();
    expect(findWalletBookEntryByName('Phantom', undefined)?.key).toBe('phantom');
  });
});

describe('getInAppBrowserUrl', () => {
  const page = 'https://app.example/swap?from=SOL&to=USDC#top';
  const ref = 'https://app.example';

  it('fills Phantom’s template with the URL-encoded page and referrer', () => {
    expect(getInAppBrowserUrl(entry('phantom'), { url: page, ref })).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Fswap%3Ffrom%3DSOL%26to%3DUSDC%23top?ref=https%3A%2F%2Fapp.example',
    );
  });

  it('encodes characters that would otherwise change the link', () => {
    const url = getInAppBrowserUrl(entry('solflare'), {
      url: 'https://app.example/a b/ü?x=1&y=2/../#h',
      ref: 'a&b=c?d#e',
    });
    expect(url).toBe(
      'https://solflare.com/ul/v1/browse/https%3A%2F%2Fapp.example%2Fa%20b%2F%C3%BC%3Fx%3D1%26y%3D2%2F..%2F%23h?ref=a%26b%3Dc%3Fd%23e',
    );
    const parsed = new URL(url as string);
    expect(parsed.host).toBe('solflare.com');
    expect([...parsed.searchParams.keys()]).toEqual(['ref']);
    expect(parsed.searchParams.get('ref')).toBe('a&b=c?d#e');
  });

  it('keeps the page in its own query parameter for query-style templates', () => {
    const trust = new URL(getInAppBrowserUrl(entry('trust'), { url: page }) as string);
    expect(trust.searchParams.get('coin_id')).toBe('501');
    expect(trust.searchParams.get('url')).toBe(page);
    expect(getInAppBrowserUrl(entry('okx'), { url: page })).toBe(
      `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(page)}`,
    );
    expect(getInAppBrowserUrl(entry('coinbase'), { url: page })).toBe(
      `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`,
    );
  });

  it('drops the ref parameter when there is no referrer', () => {
    const encoded = encodeURIComponent(page);
    expect(getInAppBrowserUrl(entry('phantom'), { url: page })).toBe(
      `https://phantom.app/ul/browse/${encoded}`,
    );
    expect(getInAppBrowserUrl(entry('backpack'), { url: page, ref: '' })).toBe(
      `https://backpack.app/ul/v1/browse/${encoded}`,
    );
    const template = (inAppBrowserUrl: string) => ({ inAppBrowserUrl });
    expect(
      getInAppBrowserUrl(template('https://w.example/b?ref={ref}&u={url}'), { url: 'x' }),
    ).toBe('https://w.example/b?u=x');
    expect(
      getInAppBrowserUrl(template('https://w.example/b?u={url}&ref={ref}&v=1'), { url: 'x' }),
    ).toBe('https://w.example/b?u=x&v=1');
  });

  it('returns undefined for wallets without an in-app browser link', () => {
    expect(getInAppBrowserUrl(entry('glow'), { url: page, ref })).toBeUndefined();
    expect(getInAppBrowserUrl(entry('ledger'), { url: page })).toBeUndefined();
  });

  it('gives a link for every wallet that has a template', () => {
    for (const book of walletBook.filter((candidate) => candidate.inAppBrowserUrl)) {
      const link = getInAppBrowserUrl(book, { url: page, ref });
      expect(link).not.toMatch(/[{}]/);
      expect(link).toContain(encodeURIComponent(page));
    }
  });
});

describe('readWindowLocation', () => {
  it('reads own nested properties', () => {
    const provider = { isPhantom: true };
    const root = { phantom: { solana: provider }, solana: provider };
    expect(readWindowLocation(root, 'phantom.solana')).toBe(provider);
    expect(readWindowLocation(root, 'solana')).toBe(provider);
    expect(readWindowLocation(root, 'phantom')).toEqual({ solana: provider });
    expect(readWindowLocation(root, 'backpack.solana')).toBeUndefined();
    expect(readWindowLocation(root, 'solana.isPhantom.deeper')).toBeUndefined();
  });

  it('reads through functions and own getters, as window globals may be either', () => {
    const namespace = Object.assign(() => undefined, { solana: 1 });
    const root = {};
    Object.defineProperty(root, 'wallet', { get: () => namespace });
    expect(readWindowLocation(root, 'wallet.solana')).toBe(1);
  });

  it('never reads inherited properties', () => {
    const root = Object.create({ phantom: { solana: 'inherited' } });
    expect(readWindowLocation(root, 'phantom.solana')).toBeUndefined();
    expect(readWindowLocation({}, 'toString')).toBeUndefined();
    expect(readWindowLocation({}, 'hasOwnProperty')).toBeUndefined();
    expect(readWindowLocation({ a: 'text' }, 'a.length')).toBeUndefined();
  });

  it.each([
    '__proto__',
    '__proto__.polluted',
    'constructor',
    'constructor.prototype',
    'a.__proto__',
    'a.constructor.prototype.polluted',
    'a.prototype',
  ])('refuses the prototype path %s even where it is an own property', (path) => {
    const root = JSON.parse(
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"a":{"prototype":1}}',
    );
    expect(Object.hasOwn(root, '__proto__')).toBe(true);
    expect(readWindowLocation(root, path)).toBeUndefined();
  });

  it.each(['', '.', 'a.', '.a', 'a..b', 'a b', 'a-b', 'a[0]'])(
    'refuses the malformed path "%s"',
    (path) => {
      expect(readWindowLocation({ a: { b: 1 }, '': 1, 'a-b': 1 }, path)).toBeUndefined();
    },
  );

  it('treats a throwing getter or a revoked proxy as absent', () => {
    const root = {};
    Object.defineProperty(root, 'wallet', {
      get() {
        throw new Error('no');
      },
    });
    expect(readWindowLocation(root, 'wallet')).toBeUndefined();
    const { proxy, revoke } = Proxy.revocable({ solana: 1 }, {});
    revoke();
    expect(readWindowLocation({ wallet: proxy }, 'wallet.solana')).toBeUndefined();
  });
});

describe('matchesExtensionLocators', () => {
  const phantom = entry('phantom').injectedConfig.extensionLocators;

  it('needs the flags that must be true, and refuses the ones that must not be', () => {
    expect(matchesExtensionLocators({ isPhantom: true }, phantom)).toBe(true);
    expect(matchesExtensionLocators({ isPhantom: true, isBackpack: false }, phantom)).toBe(true);
    // Backpack once answered on window.solana with isPhantom set as well.
    expect(matchesExtensionLocators({ isPhantom: true, isBackpack: true }, phantom)).toBe(false);
    expect(matchesExtensionLocators({ isPhantom: true, isOkxWallet: true }, phantom)).toBe(false);
    expect(matchesExtensionLocators({ isPhantom: 'true' }, phantom)).toBe(false);
    expect(matchesExtensionLocators({}, phantom)).toBe(false);
  });

  it('reads flags a class-based provider defines on its prototype', () => {
    class Provider {
      get isSolflare() {
        return true;
      }
    }
    const solflare = entry('solflare').injectedConfig.extensionLocators;
    expect(matchesExtensionLocators(new Provider(), solflare)).toBe(true);
  });

  it('accepts any object when there are no locators, and no non-object ever', () => {
    expect(matchesExtensionLocators({}, [])).toBe(true);
    expect(matchesExtensionLocators(null, [])).toBe(false);
    expect(matchesExtensionLocators(undefined, phantom)).toBe(false);
    expect(matchesExtensionLocators('isPhantom', phantom)).toBe(false);
  });

  it('treats a throwing flag getter as a mismatch', () => {
    const provider = {
      get isPhantom(): boolean {
        throw new Error('no');
      },
    };
    expect(matchesExtensionLocators(provider, phantom)).toBe(false);
  });
});
