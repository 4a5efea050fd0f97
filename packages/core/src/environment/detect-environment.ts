import { readWindowLocation } from '../wallet-book/find-wallet-book-entry.js';

/**
 * Where the page runs, which decides how a wallet can be reached: extensions on desktop, deep
 * links or an in-app browser on phones, the injected wallet inside that wallet's own browser
 * (PAINPOINTS §1).
 *
 * @example
 * ```ts
 * const environment: Environment = {
 *   platform: 'ios',
 *   isMobile: true,
 *   inWalletBrowser: 'phantom',
 *   isWebView: true,
 * };
 * ```
 */
export interface Environment {
  /** The operating system family; anything not iOS or Android counts as desktop. */
  readonly platform: 'ios' | 'android' | 'desktop';
  /** A phone or tablet, where browser extensions are (mostly) unavailable. */
  readonly isMobile: boolean;
  /** The wallet-book key of the wallet whose in-app browser shows the page, if any. */
  readonly inWalletBrowser: string | undefined;
  /** An embedded browser (a wallet's or another app's) rather than a standalone one. */
  readonly isWebView: boolean;
}

/**
 * What {@link detectEnvironment} looks at, for tests and server code that know the request's
 * user agent. When given, nothing is read from globals.
 *
 * @example
 * ```ts
 * const parameters: DetectEnvironmentParameters = { userAgent: request.headers['user-agent'] ?? '' };
 * ```
 */
export interface DetectEnvironmentParameters {
  /** The browser's `User-Agent` string. */
  userAgent: string;
  /** Whether the device has a touch screen (tells an iPad, which claims to be a Mac, apart). */
  hasTouch?: boolean;
  /** The window-like object whose globals can reveal a wallet's browser (`SolflareApp`). */
  injected?: object;
}

// Wallets' in-app browsers, told apart by a token they add to the user agent. Order matters
// only for UAs naming several, which none known do.
const WALLET_BROWSER_USER_AGENTS: readonly (readonly [RegExp, string])[] = [
  [/\bPhantom\b/, 'phantom'],
  [/\bSolflare\b/, 'solflare'],
  [/\bOKApp\b/, 'okx'],
  [/\bTrust(?:Wallet)?\b/, 'trust'],
  [/\bCoinbaseWallet\b/, 'coinbase'],
];
// Window globals that exist only inside a wallet's in-app browser.
const WALLET_BROWSER_GLOBALS: readonly (readonly [string, string])[] = [
  ['SolflareApp', 'solflare'],
];
// In-app browsers of social and messaging apps, where extensions and often deep links fail.
const THIRD_PARTY_WEBVIEW =
  /\b(?:FBAN|FBAV|FB_IAB|Instagram|Line|MicroMessenger|Twitter|TikTok|musical_ly|BytedanceWebview|Snapchat|LinkedInApp|GSA)\//i;

/**
 * Probes where the page runs: platform, phone or not, a wallet's in-app browser, a webview.
 * With no argument it reads `globalThis.navigator` and `globalThis`, and reports a desktop when
 * there is no navigator (server rendering). Pure: nothing runs at import.
 *
 * @example
 * ```ts
 * const { isMobile, inWalletBrowser } = detectEnvironment();
 * if (inWalletBrowser) connectInjected(inWalletBrowser); // no second modal inside the wallet
 * else if (isMobile) showOpenInWalletLinks();
 * ```
 */
export function detectEnvironment(parameters?: DetectEnvironmentParameters): Environment {
  const { userAgent, hasTouch = false, injected } = parameters ?? readGlobals();

  let platform: Environment['platform'] = 'desktop';
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) platform = 'ios';
  // iPadOS Safari asks for desktop sites and claims to be a Mac; only touch gives it away.
  else if (/\bMacintosh\b/.test(userAgent) && hasTouch) platform = 'ios';
  else if (/\bAndroid\b/i.test(userAgent)) platform = 'android';

  const inWalletBrowser =
    WALLET_BROWSER_USER_AGENTS.find(([pattern]) => pattern.test(userAgent))?.[1] ??
    (injected === undefined
      ? undefined
      : WALLET_BROWSER_GLOBALS.find(([path]) => readWindowLocation(injected, path) != null)?.[1]);

  const isWebView =
    inWalletBrowser !== undefined ||
    THIRD_PARTY_WEBVIEW.test(userAgent) ||
    // Android's System WebView marks itself with "wv".
    (platform === 'android' && /;\s*wv\)/.test(userAgent)) ||
    // iOS WKWebView lacks the "Safari/" token every real iOS browser (Chrome, Firefox too) sends.
    (platform === 'ios' && /\bMobile\//.test(userAgent) && !/\bSafari\//.test(userAgent));

  return { platform, isMobile: platform !== 'desktop', inWalletBrowser, isWebView };
}

function readGlobals(): DetectEnvironmentParameters {
  const navigator = (
    globalThis as { navigator?: { userAgent?: unknown; maxTouchPoints?: unknown } }
  ).navigator;
  const userAgent = typeof navigator?.userAgent === 'string' ? navigator.userAgent : '';
  // Apple's own test for an iPad in desktop mode: a "Mac" with more than one touch point.
  const hasTouch = typeof navigator?.maxTouchPoints === 'number' && navigator.maxTouchPoints > 1;
  return { userAgent, hasTouch, injected: globalThis };
}
