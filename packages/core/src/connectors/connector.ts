import type { ApprovalDraft } from '../approval/approval-request.js';
import type { RedirectResult } from '../deeplink/deep-link-types.js';
import type { Logger } from '../logger/logger.js';
import type { SolanaNetwork } from '../networks/solana-network.js';
import type { SignInInput } from '../sign-in/sign-in-input.js';
import type { TransactionInput } from '../transactions/transaction-input.js';
import type { TransactionProgressListener } from '../transactions/transaction-progress.js';

/** How a connector holds its wallet. */
export type ConnectorType = 'wallet-standard' | 'injected' | 'deep-link' | 'embedded';

/** Options of {@link Connector.connect}. */
export interface ConnectOptions {
  /**
   * Ask only for accounts the wallet already authorised, without a prompt (auto-connect). A
   * wallet that has not authorised this site answers with no accounts, which fails.
   */
  silent?: boolean;
  signal?: AbortSignal;
}

/** What a connection returns: the wallet's accounts, the active one first. */
export interface ConnectResult {
  readonly accounts: readonly string[];
}

/** A signed message, normalised across wallets. Verify `signature` against `signedMessage`. */
export interface SignedMessage {
  /** The bytes the wallet actually signed; some wallets prefix the message. */
  readonly signedMessage: Uint8Array;
  /** The 64-byte ed25519 signature. */
  readonly signature: Uint8Array;
}

/** What a Sign-In With Solana returns: who signed, the exact bytes, and the signature. */
export interface SignInResult {
  readonly address: string;
  /** The SIWS message text as the wallet signed it (UTF-8). */
  readonly signedMessage: Uint8Array;
  readonly signature: Uint8Array;
}

/**
 * Options of a connector's signing methods. Only the embedded wallet reads them (an extension
 * wallet shows its own prompt).
 */
export interface SignOptions {
  /** `false` signs without the approval view, for a host that showed its own. Default `true`. */
  confirm?: boolean;
  /** The transactions are sent once signed: the approval view says so. */
  send?: boolean;
  /** Withdraws the approval request (the view closes) and the signing. */
  signal?: AbortSignal;
}

/** Options of `sendTransaction`: how the send is made and followed. */
export interface SignAndSendOptions {
  /** From the builder; lets confirmation fail early once the blockhash has expired. */
  lastValidBlockHeight?: bigint;
  skipPreflight?: boolean;
  /**
   * The most priority fee, in lamports, a wallet may set on a transaction the user pays for
   * (price × the compute units the runtime charges); a wallet that sets more is refused before
   * anything is sent. Default the config's, else 1,000,000 (0.001 SOL).
   */
  maxWalletPriorityFeeLamports?: bigint;
  /** Follows signing → sending → confirming → confirmed or failed. */
  onProgress?: TransactionProgressListener;
  signal?: AbortSignal;
}

/** Options of {@link Connector.signAndSendTransaction}: what the wallet is told. */
export type WalletSendOptions = Pick<SignAndSendOptions, 'skipPreflight' | 'lastValidBlockHeight'>;

/** Events every connector emits. */
export type ConnectorEvents = {
  /** The wallet's accounts changed; an empty list means the site lost access. */
  accountsChanged: { readonly accounts: readonly string[] };
  /** The chains the wallet supports changed. */
  chainChanged: { readonly chains: readonly string[] };
  /** The wallet ended the connection. */
  disconnect: undefined;
  /** Deep-link connectors only: a wallet's answer, read after it sent the user back. */
  redirectResult: RedirectResult;
};

/**
 * The contract every way of holding a wallet implements (wallet-standard, injected, Phantom deep
 * link, embedded), so the store, hooks and UI never branch on the kind of wallet. Connectors
 * sign; sending, confirming and checking answers belong to the actions. Transactions cross it as
 * wire bytes; a web3.js v1 object is accepted through its `serialize()`.
 *
 * @example
 * ```ts
 * const { accounts } = await connector.connect();
 * const { signature } = await connector.signMessage(new TextEncoder().encode('hello'));
 * const off = connector.on('accountsChanged', ({ accounts }) => console.log(accounts[0]));
 * ```
 */
export interface Connector {
  /** Stable across reloads, e.g. 'wallet-standard:Phantom' or 'injected:solflare'. */
  readonly id: string;
  readonly name: string;
  /** A data: or https: image URL, when the wallet has one. */
  readonly icon: string | undefined;
  readonly type: ConnectorType;
  /** The wallet-book entry this wallet matches, when it matches one. */
  readonly walletBookKey: string | undefined;
  /** Optional capabilities, read from the wallet's features. */
  readonly supports: {
    readonly signMessage: boolean;
    readonly signIn: boolean;
    /**
     * Whether the wallet itself sends (on the selected network); otherwise `sendTransaction`
     * signs with the wallet and sends through the RPC.
     */
    readonly signAndSendTransaction: boolean;
  };
  connect(options?: ConnectOptions): Promise<ConnectResult>;
  disconnect(): Promise<void>;
  /** The accounts of the current connection, the active one first; empty when disconnected. */
  getAccounts(): readonly string[];
  signMessage(message: Uint8Array | string, options?: SignOptions): Promise<SignedMessage>;
  /** Returns the signed wire bytes (a wallet may have changed the transaction). */
  signTransaction(transaction: TransactionInput, options?: SignOptions): Promise<Uint8Array>;
  signAllTransactions(
    transactions: readonly TransactionInput[],
    options?: SignOptions,
  ): Promise<Uint8Array[]>;
  /**
   * The wallet's own sign-and-send, where it has one (see `supports`): returns the transaction
   * id once the wallet submitted it, nothing more. Use the `sendTransaction` action, which
   * sponsors, verifies, confirms and reports progress for every kind of wallet. A deep link
   * leaves the page; its answer arrives as a redirect result.
   */
  signAndSendTransaction?(
    transaction: Uint8Array,
    options?: WalletSendOptions,
  ): Promise<{ readonly signature: string }>;
  /**
   * Sign-In With Solana in one step (connects too), when the wallet offers `solana:signIn`. Use
   * `connectAndSign`, which falls back to connect + signMessage for the others.
   */
  signIn?(input: SignInInput): Promise<SignInResult>;
  /** Deep-link connectors: the answer consumed on this page load, if any. */
  getRedirectResult?(): RedirectResult | undefined;
  on<TName extends keyof ConnectorEvents>(
    name: TName,
    listener: (payload: ConnectorEvents[TName]) => void,
  ): () => void;
}

/** What the config gives each connector. */
export interface ConnectorContext {
  /** The config's `appName`: what a wallet on another device shows of the app. */
  readonly appName?: string | undefined;
  /** The selected network (its chainId is what wallets are asked to use). */
  getNetwork(): SolanaNetwork;
  readonly logger: Logger;
  /**
   * Tells the config that a session key is being made or restored (an embedded wallet before it
   * can sign): the store's `sessionLoading`, which the UI shows.
   */
  setSessionLoading?(loading: boolean): void;
  /**
   * Asks the user to approve what an embedded wallet is about to sign (the config's approval
   * gate); resolves when approved, rejects with a cancellation when not.
   */
  approve?(draft: ApprovalDraft, options?: { readonly signal?: AbortSignal }): Promise<void>;
}

/** A live list of connectors, as one discovery mechanism finds them. */
export interface ConnectorList {
  get(): readonly Connector[];
  /** Calls `listener` whenever the list changes; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Stops discovery. */
  destroy(): void;
}

/**
 * What a connector factory returns: the config calls it with its context, on the client only.
 *
 * @example
 * ```ts
 * const config = createConfig({ networks, connectors: [walletStandard(), injected()] });
 * ```
 */
export type CreateConnectorsFn = (context: ConnectorContext) => ConnectorList;
