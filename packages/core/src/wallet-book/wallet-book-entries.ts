import { freezeDeep } from './freeze-deep.js';
import type { WalletBookDownloadLinks, WalletBookEntry } from './wallet-book-entry.js';

// The entries carry no icons: the React UI draws each wallet's real logo from a chunk it loads
// when the dialog opens (and the wallet's initial until then), so a page pays nothing up front.

/** Core Wallet Standard features every listed software wallet registers. */
const SOFTWARE_WALLET_FEATURES = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const;

/** Software wallets that also implement Sign-In With Solana. */
const SIGN_IN_WALLET_FEATURES = [...SOFTWARE_WALLET_FEATURES, 'solana:signIn'] as const;

/** Hardware wallets cannot sign arbitrary messages, so they lack `solana:signMessage`. */
const HARDWARE_WALLET_FEATURES = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signAndSendTransaction',
  'solana:signTransaction',
] as const;

/** Where each wallet's one download page serves. */
const EVERY_PLATFORM = ['chrome', 'firefox', 'edge', 'brave', 'ios', 'android'] as const;
const ALL_BUT_FIREFOX = ['chrome', 'edge', 'brave', 'ios', 'android'] as const;

/** One download page for each platform given (a wallet's site picks the store itself). */
function downloadPage(
  url: string,
  platforms: readonly (keyof WalletBookDownloadLinks)[],
): WalletBookDownloadLinks {
  return Object.fromEntries(platforms.map((platform) => [platform, url]));
}

const entries: WalletBookEntry[] = [
  {
    key: 'phantom',
    name: 'Phantom',
    shortName: 'Phantom',
    injectedConfig: {
      chain: 'solana',
      // `window.solana` is contested (Backpack has claimed `isPhantom` there), so the flags
      // Phantom must lack matter as much as the one it must have (PAINPOINTS §22).
      extensionLocators: [
        { flag: 'isPhantom', value: true },
        { flag: 'isBackpack', value: false },
        { flag: 'isBraveWallet', value: false },
        { flag: 'isExodus', value: false },
        { flag: 'isMagicEden', value: false },
        { flag: 'isGlow', value: false },
        { flag: 'isOKExWallet', value: false },
        { flag: 'isOkxWallet', value: false },
      ],
      windowLocations: ['phantom.solana', 'solana'],
      walletStandard: { name: 'Phantom', features: SIGN_IN_WALLET_FEATURES },
    },
    deepLinks: { native: 'phantom://v1', universal: 'https://phantom.app/ul/v1' },
    inAppBrowserUrl: 'https://phantom.app/ul/browse/{url}?ref={ref}',
    downloadLinks: downloadPage('https://phantom.com/download', EVERY_PLATFORM),
  },
  {
    key: 'solflare',
    name: 'Solflare',
    shortName: 'Solflare',
    injectedConfig: {
      chain: 'solana',
      extensionLocators: [{ flag: 'isSolflare', value: true }],
      windowLocations: ['solflare'],
      walletStandard: { name: 'Solflare', features: SIGN_IN_WALLET_FEATURES },
    },
    deepLinks: { universal: 'https://solflare.com/ul/v1' },
    inAppBrowserUrl: 'https://solflare.com/ul/v1/browse/{url}?ref={ref}',
    downloadLinks: downloadPage('https://solflare.com/download', EVERY_PLATFORM),
    // Signing right after connect misbehaves on the extension (PROTOCOLS §5, root cause unknown).
    quirks: { signMessageDelayAfterConnectMs: 100 },
  },
  {
    key: 'backpack',
    name: 'Backpack',
    shortName: 'Backpack',
    injectedConfig: {
      chain: 'solana',
      extensionLocators: [{ flag: 'isBackpack', value: true }],
      // Not `window.backpack`: that multichain namespace's `connect()` never settles.
      windowLocations: ['backpack.solana'],
      walletStandard: { name: 'Backpack', features: SIGN_IN_WALLET_FEATURES },
    },
    inAppBrowserUrl: 'https://backpack.app/ul/v1/browse/{url}?ref={ref}',
    // WalletConnect's registry lists Backpack's app for the solana namespace (not tested here).
    walletConnect: { native: 'backpack://wc', universal: 'https://backpack.app/ul/v1/wc' },
    downloadLinks: downloadPage('https://backpack.app/downloads', ALL_BUT_FIREFOX),
    // `connect({ onlyIfTrusted: true })` can open a popup and never settle.
    quirks: { silentConnectTimeoutMs: 3000 },
  },
  {
    key: 'coinbase',
    name: 'Coinbase Wallet',
    shortName: 'Coinbase',
    injectedConfig: {
      chain: 'solana',
      extensionLocators: [],
      windowLocations: ['coinbaseSolana'],
      walletStandard: { name: 'Coinbase Wallet', features: SOFTWARE_WALLET_FEATURES },
    },
    inAppBrowserUrl: 'https://go.cb-w.com/dapp?cb_url={url}',
    downloadLinks: downloadPage('https://www.coinbase.com/wallet/downloads', ALL_BUT_FIREFOX),
  },
  {
    key: 'trust',
    name: 'Trust Wallet',
    shortName: 'Trust',
    injectedConfig: {
      chain: 'solana',
      extensionLocators: [{ flag: 'isTrust', value: true }],
      windowLocations: ['trustwallet.solana'],
      walletStandard: { name: 'Trust', features: SOFTWARE_WALLET_FEATURES },
    },
    // coin_id 501 is Solana's SLIP-44 number: the page opens on the Solana account.
    inAppBrowserUrl: 'https://link.trustwallet.com/open_url?coin_id=501&url={url}',
    // Trust's developer docs give this pairing link; its app answers the solana namespace.
    walletConnect: { native: 'trust://wc', universal: 'https://link.trustwallet.com/wc' },
    downloadLinks: downloadPage('https://trustwallet.com/download', ALL_BUT_FIREFOX),
  },
  {
    key: 'okx',
    name: 'OKX Wallet',
    shortName: 'OKX',
    injectedConfig: {
      chain: 'solana',
      extensionLocators: [],
      windowLocations: ['okxwallet.solana'],
      walletStandard: { name: 'OKX Wallet', features: SOFTWARE_WALLET_FEATURES },
    },
    // OKX publishes no https form of this link; the custom scheme needs the app installed.
    inAppBrowserUrl: 'okx://wallet/dapp/url?dappUrl={url}',
    walletConnect: { native: 'okex://main/wc' },
    downloadLinks: downloadPage('https://www.okx.com/download', EVERY_PLATFORM),
  },
  {
    key: 'magic-eden',
    name: 'Magic Eden',
    shortName: 'Magic Eden',
    injectedConfig: {
      chain: 'solana',
      extensionLocators: [],
      windowLocations: ['magicEden.solana'],
      walletStandard: { name: 'Magic Eden', features: SOFTWARE_WALLET_FEATURES },
    },
    downloadLinks: downloadPage('https://wallet.magiceden.io/download', ALL_BUT_FIREFOX),
  },
  {
    key: 'exodus',
    name: 'Exodus',
    shortName: 'Exodus',
    injectedConfig: {
      chain: 'solana',
      extensionLocators: [],
      windowLocations: ['exodus.solana'],
      walletStandard: { name: 'Exodus', features: SOFTWARE_WALLET_FEATURES },
    },
    walletConnect: { native: 'exodus://wc', universal: 'https://exodus.com/m/wc' },
    downloadLinks: downloadPage('https://www.exodus.com/download/', ALL_BUT_FIREFOX),
  },
  {
    key: 'glow',
    name: 'Glow',
    shortName: 'Glow',
    injectedConfig: {
      chain: 'solana',
      extensionLocators: [],
      windowLocations: ['glowSolana'],
      walletStandard: { name: 'Glow', features: SOFTWARE_WALLET_FEATURES },
    },
    downloadLinks: downloadPage('https://glow.app/download', ALL_BUT_FIREFOX),
  },
  {
    key: 'ledger',
    name: 'Ledger',
    shortName: 'Ledger',
    injectedConfig: {
      chain: 'solana',
      // A hardware wallet reached through its bridge: nothing is injected into the page.
      extensionLocators: [],
      windowLocations: [],
      walletStandard: { name: 'Ledger', features: HARDWARE_WALLET_FEATURES },
    },
    downloadLinks: {
      chrome: 'https://www.ledger.com/ledger-live',
      ios: 'https://www.ledger.com/ledger-live',
      android: 'https://www.ledger.com/ledger-live',
    },
    // The device cannot sign arbitrary messages: sign a memo transaction instead (PROTOCOLS §5).
    quirks: { hardware: true, messageSigningUnsupported: true },
  },
];

/**
 * The built-in wallet book: the popular Solana wallets, most popular first, with how to find,
 * open and install each (SPEC §3, PROTOCOLS §5). Deeply frozen, so connectors and UI can share
 * it without copying.
 *
 * @example
 * ```ts
 * const phantom = walletBook.find((entry) => entry.key === 'phantom');
 * phantom?.injectedConfig.windowLocations; // ['phantom.solana', 'solana']
 * ```
 */
export const walletBook: readonly WalletBookEntry[] = /* @__PURE__ */ freezeDeep(entries);
