/**
 * One identity check on an injected provider: `provider[flag]` must be `true` when `value` is
 * `true`, and must not be `true` when `value` is `false` (wallets that impersonate another set
 * its flag, so the real one is also told apart by the flags it must lack).
 *
 * @example
 * ```ts
 * const notBackpack: WalletBookExtensionLocator = { flag: 'isBackpack', value: false };
 * ```
 */
export interface WalletBookExtensionLocator {
  /** Property name on the provider, a plain identifier such as `isPhantom`. */
  readonly flag: string;
  /** Whether the flag must be `true` (`true`) or must not be `true` (`false`). */
  readonly value: boolean;
}

/**
 * How a wallet shows up in the page: its Wallet Standard registration and, for wallets that
 * only inject a provider, where on `window` to look and how to recognise it.
 *
 * @example
 * ```ts
 * const config: WalletBookInjectedConfig = {
 *   chain: 'solana',
 *   extensionLocators: [{ flag: 'isSolflare', value: true }],
 *   windowLocations: ['solflare'],
 *   walletStandard: { name: 'Solflare', features: ['standard:connect'] },
 * };
 * ```
 */
export interface WalletBookInjectedConfig {
  /** The chain this configuration applies to; only Solana for now. */
  readonly chain: 'solana';
  /** Identity flags the provider found at a window location must (or must not) carry. */
  readonly extensionLocators: readonly WalletBookExtensionLocator[];
  /**
   * Dotted paths on `window`, most specific first (e.g. `'phantom.solana'` before the contested
   * `'solana'`). Empty for wallets that never inject a provider.
   */
  readonly windowLocations: readonly string[];
  /** The wallet's Wallet Standard registration, when it has one. */
  readonly walletStandard?: {
    /** The exact `name` the wallet registers under with the Wallet Standard. */
    readonly name: string;
    /** The features it is known to register, e.g. `'solana:signTransaction'`. */
    readonly features: readonly string[];
  };
}

/**
 * Links that open the wallet's mobile app.
 *
 * @example
 * ```ts
 * const links: WalletBookDeepLinks = { native: 'phantom://v1', universal: 'https://phantom.app/ul/v1' };
 * ```
 */
export interface WalletBookDeepLinks {
  /** Base of the app's custom-scheme links (opens the app only when installed). */
  readonly native?: string;
  /** Base of the app's https universal/app links (falls back to the vendor's site). */
  readonly universal?: string;
}

/**
 * The vendor's https install pages, per browser and mobile platform.
 *
 * @example
 * ```ts
 * const links: WalletBookDownloadLinks = { chrome: 'https://phantom.com/download' };
 * ```
 */
export interface WalletBookDownloadLinks {
  /** Chrome extension install page. */
  readonly chrome?: string;
  /** Firefox add-on install page. */
  readonly firefox?: string;
  /** Edge add-on install page. */
  readonly edge?: string;
  /** Brave install page (Brave uses Chrome extensions). */
  readonly brave?: string;
  /** iOS app install page. */
  readonly ios?: string;
  /** Android app install page. */
  readonly android?: string;
}

/**
 * Per-wallet behaviour the SDK works around (PROTOCOLS §5, PAINPOINTS §13).
 *
 * @example
 * ```ts
 * const quirks: WalletBookQuirks = { signMessageDelayAfterConnectMs: 100 }; // Solflare
 * ```
 */
export interface WalletBookQuirks {
  /** Wait this long after `connect()` before `signMessage` (Solflare misbehaves otherwise). */
  readonly signMessageDelayAfterConnectMs?: number;
  /** The wallet cannot sign arbitrary messages; sign a memo transaction instead (Ledger). */
  readonly messageSigningUnsupported?: boolean;
  /** A hardware wallet, reached through a bridge rather than an extension of its own. */
  readonly hardware?: boolean;
  /** Cap on a silent (`onlyIfTrusted`) connect that may never settle (Backpack: 3000 ms). */
  readonly silentConnectTimeoutMs?: number;
}

/**
 * What Latchkey knows about one wallet: how to find it in the page, how to open it on a phone,
 * where to install it and which of its quirks to work around (SPEC §3).
 *
 * @example
 * ```ts
 * const entry: WalletBookEntry = {
 *   key: 'glow',
 *   name: 'Glow',
 *   shortName: 'Glow',
 *   injectedConfig: { chain: 'solana', extensionLocators: [], windowLocations: ['glowSolana'] },
 * };
 * ```
 */
export interface WalletBookEntry {
  /** Stable lowercase id (`[a-z0-9-]`), e.g. `'phantom'`; connectors refer to it. */
  readonly key: string;
  /** Display name, e.g. `'Coinbase Wallet'`. */
  readonly name: string;
  /** Short display name for tight spaces, e.g. `'Coinbase'`. */
  readonly shortName: string;
  /**
   * Icon as a `data:image/…` URI or an `https:` URL, for a host's own entries. The built-in
   * entries have none (the React UI brings the logos).
   */
  readonly icon?: string;
  /** How the wallet appears in the page. */
  readonly injectedConfig: WalletBookInjectedConfig;
  /** Links that open the wallet's mobile app. */
  readonly deepLinks?: WalletBookDeepLinks;
  /**
   * Links that open the wallet's mobile app with a WalletConnect pairing: each is completed with
   * `?uri=<the encoded pairing URI>` (e.g. `trust://wc`). Only for wallets that answer WalletConnect's
   * `solana` namespace.
   */
  readonly walletConnect?: WalletBookDeepLinks;
  /**
   * Link that opens a page inside the wallet's in-app browser: a template containing `{url}`
   * and optionally `{ref}` (the referring origin), both URL-encoded when filled.
   */
  readonly inAppBrowserUrl?: string;
  /** The vendor's https install pages. */
  readonly downloadLinks?: WalletBookDownloadLinks;
  /** Behaviour to work around. */
  readonly quirks?: WalletBookQuirks;
}
