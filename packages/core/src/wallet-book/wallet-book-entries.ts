import { freezeDeep } from './freeze-deep.js';
import type { WalletBookEntry } from './wallet-book-entry.js';

// Icons are original artwork (a coloured rounded square with the wallet's initial), not vendor
// logos. Each is written out as a literal so importing this module runs no encoding.
// Source of each, before base64:
// <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"
// rx="14" fill="COLOUR"/><text x="32" y="43" fill="#fff" font-family="Arial,Helvetica,sans-serif"
// font-size="30" font-weight="700" text-anchor="middle">LETTER</text></svg>

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
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiM3QzVDRTYiLz48dGV4dCB4PSIzMiIgeT0iNDMiIGZpbGw9IiNmZmYiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIzMCIgZm9udC13ZWlnaHQ9IjcwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+UDwvdGV4dD48L3N2Zz4=',
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
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiNGMjZBMUIiLz48dGV4dCB4PSIzMiIgeT0iNDMiIGZpbGw9IiNmZmYiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIzMCIgZm9udC13ZWlnaHQ9IjcwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+UzwvdGV4dD48L3N2Zz4=',
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
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiNEOTNBM0EiLz48dGV4dCB4PSIzMiIgeT0iNDMiIGZpbGw9IiNmZmYiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIzMCIgZm9udC13ZWlnaHQ9IjcwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+QjwvdGV4dD48L3N2Zz4=',
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
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiMxNjUyRjAiLz48dGV4dCB4PSIzMiIgeT0iNDMiIGZpbGw9IiNmZmYiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIzMCIgZm9udC13ZWlnaHQ9IjcwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+QzwvdGV4dD48L3N2Zz4=',
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
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiMyRjZGRDEiLz48dGV4dCB4PSIzMiIgeT0iNDMiIGZpbGw9IiNmZmYiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIzMCIgZm9udC13ZWlnaHQ9IjcwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+VDwvdGV4dD48L3N2Zz4=',
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
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiMxMTExMTEiLz48dGV4dCB4PSIzMiIgeT0iNDMiIGZpbGw9IiNmZmYiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIzMCIgZm9udC13ZWlnaHQ9IjcwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+TzwvdGV4dD48L3N2Zz4=',
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
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiNENjI0NkUiLz48dGV4dCB4PSIzMiIgeT0iNDMiIGZpbGw9IiNmZmYiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIzMCIgZm9udC13ZWlnaHQ9IjcwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+TTwvdGV4dD48L3N2Zz4=',
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
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiMyQjJENkUiLz48dGV4dCB4PSIzMiIgeT0iNDMiIGZpbGw9IiNmZmYiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIzMCIgZm9udC13ZWlnaHQ9IjcwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+RTwvdGV4dD48L3N2Zz4=',
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
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiM4QTRGRTAiLz48dGV4dCB4PSIzMiIgeT0iNDMiIGZpbGw9IiNmZmYiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIzMCIgZm9udC13ZWlnaHQ9IjcwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+RzwvdGV4dD48L3N2Zz4=',
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
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiMzMzMzMzMiLz48dGV4dCB4PSIzMiIgeT0iNDMiIGZpbGw9IiNmZmYiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIzMCIgZm9udC13ZWlnaHQ9IjcwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+TDwvdGV4dD48L3N2Zz4=',
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
