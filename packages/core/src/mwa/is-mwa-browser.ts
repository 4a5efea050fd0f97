/**
 * Whether this page can reach a wallet app through Mobile Wallet Adapter: a secure page in an
 * Android browser that hands `solana-wallet:` links to apps (PROTOCOLS §9: Chrome and other
 * Chromium browsers; not Firefox or Opera; not an app's WebView, marked `; wv)`, nor a wallet's
 * in-app browser, where the wallet injects itself). It lives in the MWA chunk, which only
 * Android pages load; `detectEnvironment` is not reused, so that chunk shares no module with the
 * page's first one.
 */
export function isMwaBrowser(
  userAgent: string = globalThis.navigator?.userAgent ?? '',
  secure: boolean = globalThis.isSecureContext === true,
): boolean {
  return (
    secure &&
    /\bAndroid\b/.test(userAgent) &&
    !/Firefox\/|OPR\/|;\s*wv\)|\b(?:Phantom|Solflare|OKApp|Trust|CoinbaseWallet)\b/.test(userAgent)
  );
}
