import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWalletBookEntry } from '../wallet-book/find-wallet-book-entry.js';
import { detectEnvironment } from './detect-environment.js';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iPadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  phantomIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Phantom/ios',
  phantomAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Phantom/android',
  okxAndroid:
    'Mozilla/5.0 (Linux; Android 12; M2101K6G Build/SKQ1.210908.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 OKApp/(OKEx/6.60.0)',
  trustIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Trust/9.5',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone15,3;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  phantomJs:
    'Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('detectEnvironment', () => {
  it('sees iPhone Safari as iOS, mobile, not a webview', () => {
    expect(detectEnvironment({ userAgent: UA.iPhoneSafari })).toEqual({
      platform: 'ios',
      isMobile: true,
      inWalletBrowser: undefined,
      isWebView: false,
    });
    expect(detectEnvironment({ userAgent: UA.iPhoneChrome }).isWebView).toBe(false);
  });

  it('sees Android Chrome as Android, mobile, not a webview', () => {
    expect(detectEnvironment({ userAgent: UA.androidChrome })).toEqual({
      platform: 'android',
      isMobile: true,
      inWalletBrowser: undefined,
      isWebView: false,
    });
  });

  it('sees desktop Chrome and Safari as desktop', () => {
    const desktop = {
      platform: 'desktop',
      isMobile: false,
      inWalletBrowser: undefined,
      isWebView: false,
    };
    expect(detectEnvironment({ userAgent: UA.desktopChrome })).toEqual(desktop);
    expect(detectEnvironment({ userAgent: UA.macSafari })).toEqual(desktop);
    expect(detectEnvironment({ userAgent: UA.desktopChrome, hasTouch: true })).toEqual(desktop);
  });

  it('sees an iPad asking for desktop sites as iOS through its touch screen', () => {
    expect(detectEnvironment({ userAgent: UA.iPadDesktopMode, hasTouch: true })).toMatchObject({
      platform: 'ios',
      isMobile: true,
      isWebView: false,
    });
  });

  it('recognises wallets’ in-app browsers', () => {
    expect(detectEnvironment({ userAgent: UA.phantomIos })).toEqual({
      platform: 'ios',
      isMobile: true,
      inWalletBrowser: 'phantom',
      isWebView: true,
    });
    expect(detectEnvironment({ userAgent: UA.phantomAndroid })).toMatchObject({
      platform: 'android',
      inWalletBrowser: 'phantom',
      isWebView: true,
    });
    expect(detectEnvironment({ userAgent: UA.okxAndroid }).inWalletBrowser).toBe('okx');
    expect(detectEnvironment({ userAgent: UA.trustIos }).inWalletBrowser).toBe('trust');
  });

  it('recognises Solflare’s browser by its window global', () => {
    const environment = detectEnvironment({
      userAgent: UA.iPhoneSafari,
      injected: { SolflareApp: {} },
    });
    expect(environment).toMatchObject({ inWalletBrowser: 'solflare', isWebView: true });
    // Only an own global counts.
    expect(
      detectEnvironment({
        userAgent: UA.iPhoneSafari,
        injected: Object.create({ SolflareApp: {} }),
      }).inWalletBrowser,
    ).toBeUndefined();
  });

  it('returns only keys the wallet book knows', () => {
    for (const userAgent of [
      UA.phantomIos,
      UA.okxAndroid,
      UA.trustIos,
      'x CoinbaseWallet/1',
      'Solflare',
    ]) {
      const key = detectEnvironment({ userAgent }).inWalletBrowser;
      expect(key && getWalletBookEntry(key)?.key).toBe(key);
    }
  });

  it('flags other apps’ webviews without naming a wallet', () => {
    expect(detectEnvironment({ userAgent: UA.androidWebView })).toMatchObject({
      platform: 'android',
      inWalletBrowser: undefined,
      isWebView: true,
    });
    expect(detectEnvironment({ userAgent: UA.facebookIos })).toMatchObject({
      platform: 'ios',
      inWalletBrowser: undefined,
      isWebView: true,
    });
  });

  it('does not mistake PhantomJS for Phantom', () => {
    expect(detectEnvironment({ userAgent: UA.phantomJs }).inWalletBrowser).toBeUndefined();
  });

  it('reads navigator when called without arguments', () => {
    vi.stubGlobal('navigator', { userAgent: UA.iPadDesktopMode, maxTouchPoints: 5 });
    expect(detectEnvironment()).toMatchObject({ platform: 'ios', isMobile: true });
    vi.stubGlobal('navigator', { userAgent: UA.phantomAndroid, maxTouchPoints: 5 });
    expect(detectEnvironment().inWalletBrowser).toBe('phantom');
    vi.stubGlobal('SolflareApp', {});
    vi.stubGlobal('navigator', { userAgent: UA.iPhoneSafari, maxTouchPoints: 5 });
    expect(detectEnvironment().inWalletBrowser).toBe('solflare');
  });

  it('reports a desktop when there is no navigator (server rendering)', () => {
    vi.stubGlobal('navigator', undefined);
    expect(detectEnvironment()).toEqual({
      platform: 'desktop',
      isMobile: false,
      inWalletBrowser: undefined,
      isWebView: false,
    });
    vi.stubGlobal('navigator', { userAgent: 42 });
    expect(detectEnvironment().platform).toBe('desktop');
  });
});
