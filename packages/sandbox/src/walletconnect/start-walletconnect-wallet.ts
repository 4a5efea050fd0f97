import { randomUUID } from 'node:crypto';
import { WalletKit, type WalletKitTypes } from '@reown/walletkit';
import type { Address } from '@solana/kit';
import { Core } from '@walletconnect/core';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import { deriveMwaWalletKeys } from '../mwa-wallet/mwa-wallet-keys.js';
import { createMemoryKeyValueStorage } from './memory-key-value-storage.js';
import type { WalletConnectWalletBehaviour } from './walletconnect-wallet-behaviour.js';
import {
  answerWalletConnectRequest,
  WALLETCONNECT_SOLANA_METHODS,
  WalletConnectRequestError,
} from './walletconnect-wallet-methods.js';

/**
 * The seed the sandbox's WalletConnect wallet derives its key from unless told otherwise.
 *
 * @example
 * ```ts
 * await startWalletConnectWallet({ relayUrl, rpcUrl, chains, seed: DEFAULT_WALLETCONNECT_WALLET_SEED });
 * ```
 */
export const DEFAULT_WALLETCONNECT_WALLET_SEED = 'latchkey-walletconnect-wallet';

/** One session the wallet approved, as the control route lists it. */
export interface WalletConnectWalletSession {
  readonly topic: string;
  /** The dapp's name and URL, as its metadata says. */
  readonly dapp: { readonly name: string; readonly url: string };
  readonly chains: readonly string[];
  readonly behaviour: WalletConnectWalletBehaviour;
  /** Every request's method, oldest first. */
  readonly requests: readonly string[];
  /** Ended by either side (disconnect), or expired. */
  readonly ended: boolean;
}

/**
 * A running WalletConnect wallet.
 *
 * @example
 * ```ts
 * await wallet.pair(uriFromTheQrCode, { behaviour: 'approve' });
 * ```
 */
export interface RunningWalletConnectWallet {
  /** The account it grants and signs as. */
  readonly walletAddress: Address;
  /**
   * Takes a `wc:` pairing URI, as a phone's wallet gets it from a QR code or a link: resolves
   * once it listens on the pairing topic. The dapp's proposal is then approved or declined as
   * `behaviour` says, and so is every request in the session.
   */
  pair(
    uri: string,
    options?: { behaviour?: WalletConnectWalletBehaviour | undefined },
  ): Promise<void>;
  /** Every session approved, oldest first. */
  sessions(): readonly WalletConnectWalletSession[];
  /** Ends a session from the wallet's side, as its user would ("Disconnect" in the app). */
  disconnect(topic: string): Promise<void>;
  /** Stops listening (its sessions stay as they are at the dapp). */
  close(): Promise<void>;
}

/**
 * Parameters of {@link startWalletConnectWallet}.
 *
 * @example
 * ```ts
 * const parameters: StartWalletConnectWalletParameters = { relayUrl, rpcUrl, chains };
 * ```
 */
export interface StartWalletConnectWalletParameters {
  /** The relay it dials, such as the sandbox's `ws://127.0.0.1:8860`. */
  relayUrl: string;
  /** Where `solana_signAndSendTransaction` sends. */
  rpcUrl: string;
  /** The CAIP-2 chains it supports, such as `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
  chains: readonly string[];
  /** The key derives from it, so the address is stable. Default {@link DEFAULT_WALLETCONNECT_WALLET_SEED}. */
  seed?: string;
}

/**
 * Starts the sandbox's WalletConnect wallet on Reown's own wallet kit (`@reown/walletkit`): it
 * pairs from a URI, approves sessions for the `solana` namespace on the chains it supports,
 * answers `solana_*` requests by signing with an ed25519 key (and sending to `rpcUrl`), and can
 * misbehave in each way a {@link WalletConnectWalletBehaviour} names.
 *
 * @example
 * ```ts
 * const wallet = await startWalletConnectWallet({ relayUrl, rpcUrl: sandbox.urls.rpc, chains });
 * await wallet.pair('wc:…@2?relay-protocol=irn&symKey=…');
 * ```
 */
export async function startWalletConnectWallet(
  parameters: StartWalletConnectWalletParameters,
): Promise<RunningWalletConnectWallet> {
  const keys = deriveMwaWalletKeys(parameters.seed ?? DEFAULT_WALLETCONNECT_WALLET_SEED);
  const core = new Core({
    projectId: 'latchkey-sandbox',
    relayUrl: parameters.relayUrl,
    // Its own storage prefix: WalletConnect shares one core per prefix in a process.
    customStoragePrefix: `latchkey-sandbox-wallet-${randomUUID()}`,
    storage: createMemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  });
  // No Verify server here: the wallet takes the dapp's attestation unchecked. (Offline,
  // WalletConnect's core would wait for Verify's public key forever: its fetch-and-persist
  // promise settles only on success.)
  (core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true;
  const kit = await WalletKit.init({
    // The wallet kit's own copy of WalletConnect's types: the same core, typed twice.
    core: core as unknown as WalletKitTypes.Options['core'],
    metadata: {
      name: 'Latchkey sandbox wallet',
      description: 'A WalletConnect wallet on a local key, for the demo and tests',
      url: 'https://sandbox.latchkey.invalid',
      icons: [],
    },
  });
  const behaviours = new Map<string, WalletConnectWalletBehaviour>();
  const sessions = new Map<
    string,
    WalletConnectWalletSession & { requests: string[]; ended: boolean }
  >();
  const context = (behaviour: WalletConnectWalletBehaviour) => ({
    keys,
    behaviour,
    rpcUrl: parameters.rpcUrl,
  });

  kit.on('session_proposal', async (proposal: WalletKitTypes.SessionProposal) => {
    const behaviour = behaviours.get(proposal.params.pairingTopic) ?? 'approve';
    if (behaviour === 'decline-session') {
      await kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') });
      return;
    }
    try {
      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          solana: {
            chains: [...parameters.chains],
            methods: [...WALLETCONNECT_SOLANA_METHODS],
            events: [],
            accounts: parameters.chains.map((chain) => `${chain}:${keys.walletAddress}`),
          },
        },
      });
      const { topic } = await kit.approveSession({ id: proposal.id, namespaces });
      const { name, url } = proposal.params.proposer.metadata;
      sessions.set(topic, {
        topic,
        dapp: { name, url },
        chains: namespaces.solana?.chains ?? [],
        behaviour,
        requests: [],
        ended: false,
      });
    } catch {
      // Nothing it supports was asked for.
      await kit.rejectSession({ id: proposal.id, reason: getSdkError('UNSUPPORTED_CHAINS') });
    }
  });
  kit.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
    const session = sessions.get(event.topic);
    const behaviour = session?.behaviour ?? 'approve';
    const { method, params } = event.params.request;
    session?.requests.push(method);
    const signing = method !== 'solana_getAccounts' && method !== 'solana_requestAccounts';
    if (behaviour === 'drop-request' && signing) return;
    try {
      const result = await answerWalletConnectRequest(method, params, context(behaviour));
      await kit.respondSessionRequest({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', result },
      });
    } catch (error) {
      const { code, message } =
        error instanceof WalletConnectRequestError
          ? error
          : { code: -32000, message: String(error) };
      await kit.respondSessionRequest({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', error: { code, message } },
      });
    }
  });
  kit.on('session_delete', ({ topic }: { topic: string }) => {
    const session = sessions.get(topic);
    if (session) session.ended = true;
  });

  return {
    walletAddress: keys.walletAddress,
    async pair(uri, options = {}) {
      const topic = /^wc:([0-9a-f]{64})@2\?/.exec(uri)?.[1];
      if (!topic) throw new Error('not a WalletConnect v2 pairing URI');
      behaviours.set(topic, options.behaviour ?? 'approve');
      await kit.pair({ uri });
    },
    sessions: () =>
      [...sessions.values()].map((session) => ({
        ...session,
        requests: [...session.requests],
        ended: session.ended || !kit.getActiveSessions()[session.topic],
      })),
    async disconnect(topic) {
      if (!kit.getActiveSessions()[topic]) throw new Error('no such session');
      await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') });
      const session = sessions.get(topic);
      if (session) session.ended = true;
    },
    async close() {
      await core.relayer.transportClose().catch(() => undefined);
      // WalletConnect's core keeps a heartbeat interval: stopped, a process can exit.
      core.heartbeat.stop();
    },
  };
}
