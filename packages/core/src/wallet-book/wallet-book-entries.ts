import { freezeDeep } from './freeze-deep.js';
import type { WalletBookEntry } from './wallet-book-entry.js';

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
    downloadLinks: {
      chrome: 'https://phantom.com/download',
      firefox: 'https://phantom.com/download',
      edge: 'https://phantom.com/download',
      brave: 'https://phantom.com/download',
      ios: 'https://phantom.com/download',
      android: 'https://phantom.com/download',
    },
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
    downloadLinks: {
      chrome: 'https://solflare.com/download',
      firefox: 'https://solflare.com/download',
      edge: 'https://solflare.com/download',
      brave: 'https://solflare.com/download',
      ios: 'https://solflare.com/download',
      android: 'https://solflare.com/download',
    },
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
    downloadLinks: {
      chrome: 'https://backpack.app/downloads',
      edge: 'https://backpack.app/downloads',
      brave: 'https://backpack.app/downloads',
      ios: 'https://backpack.app/downloads',
      android: 'https://backpack.app/downloads',
    },
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
    downloadLinks: {
      chrome: 'https://www.coinbase.com/wallet/downloads',
      edge: 'https://www.coinbase.com/wallet/downloads',
      brave: 'https://www.coinbase.com/wallet/downloads',
      ios: 'https://www.coinbase.com/wallet/downloads',
      android: 'https://www.coinbase.com/wallet/downloads',
    },
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
    downloadLinks: {
      chrome: 'https://trustwallet.com/download',
      edge: 'https://trustwallet.com/download',
      brave: 'https://trustwallet.com/download',
      ios: 'https://trustwallet.com/download',
      android: 'https://trustwallet.com/download',
    },
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
    downloadLinks: {
      chrome: 'https://www.okx.com/download',
      firefox: 'https://www.okx.com/download',
      edge: 'https://www.okx.com/download',
      brave: 'https://www.okx.com/download',
      ios: 'https://www.okx.com/download',
      android: 'https://www.okx.com/download',
    },
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
    downloadLinks: {
      chrome: 'https://wallet.magiceden.io/download',
      edge: 'https://wallet.magiceden.io/download',
      brave: 'https://wallet.magiceden.io/download',
      ios: 'https://wallet.magiceden.io/download',
      android: 'https://wallet.magiceden.io/download',
    },
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
    downloadLinks: {
      chrome: 'https://www.exodus.com/download/',
      edge: 'https://www.exodus.com/download/',
      brave: 'https://www.exodus.com/download/',
      ios: 'https://www.exodus.com/download/',
      android: 'https://www.exodus.com/download/',
    },
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
    downloadLinks: {
      chrome: 'https://glow.app/download',
      edge: 'https://glow.app/download',
      brave: 'https://glow.app/download',
      ios: 'https://glow.app/download',
      android: 'https://glow.app/download',
    },
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
