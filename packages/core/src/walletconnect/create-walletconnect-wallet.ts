import { type Address, getAddressEncoder } from '@solana/kit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { SolanaNetwork } from '../networks/solana-network.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import { askWalletConnect } from './ask-walletconnect.js';
import { proposeWalletConnectSession } from './propose-walletconnect-session.js';
import { createSealedWalletConnectStorage } from './sealed-walletconnect-storage.js';
import { WALLETCONNECT_SOLANA_CHAINS, walletConnectChainOf } from './walletconnect-chains.js';
import {
  startWalletConnectClient,
  type WalletConnectClient,
  type WalletConnectClientOptions,
  type WalletConnectSession,
} from './walletconnect-client.js';
import { WALLETCONNECT_SESSION_KEY, WALLETCONNECT_WALLET_NAME } from './walletconnect-names.js';
import {
  type WalletConnectAsk,
  walletConnectSigningFeatures,
} from './walletconnect-signing-features.js';
import { WALLETCONNECT_WALLET_ICON } from './walletconnect-wallet-icon.js';

/** Parameters of {@link createWalletConnectWallet}. */
export interface CreateWalletConnectWalletParameters
  extends Omit<WalletConnectClientOptions, 'storage'> {
  /** Where the session's topic (plain) and WalletConnect's own data (sealed) are kept. */
  storage: LatchkeyStorage;
  getNetwork(): SolanaNetwork;
  /** How long a wallet has to answer a request, in seconds (5 to 7 days; default 300). */
  requestExpirySeconds?: number;
  /** How long the relay may be out of reach while a request waits. Default 15 s. */
  relayTimeoutMs?: number;
}

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

/**
 * WalletConnect as a Wallet Standard wallet, on WalletConnect's own client: connect proposes a
 * session for the `solana` namespace and publishes its pairing URI (for a QR code or a wallet's
 * link), the session's accounts on the selected network's chain become the wallet's, and each
 * signing method is a `solana_*` request whose answer is verified. The session's topic is
 * remembered so a reload reconnects silently; the wallet ending or the session expiring
 * disconnects; disconnect ends it at the wallet.
 */
export function createWalletConnectWallet(parameters: CreateWalletConnectWalletParameters): Wallet {
  const { storage } = parameters;
  const listeners = new Set<(change: { accounts: readonly WalletAccount[] }) => void>();
  let accounts: readonly WalletAccount[] = [];
  let current: WalletConnectSession | undefined;
  let client: Promise<WalletConnectClient> | undefined;
  const chainIdOf = () => parameters.getNetwork().chainId;
  const setAccounts = (next: readonly WalletAccount[]) => {
    accounts = next;
    for (const listener of [...listeners]) listener({ accounts });
  };
  const forget = async () => {
    current = undefined;
    await storage.removeItem(WALLETCONNECT_SESSION_KEY);
    setAccounts([]);
  };
  const getClient = () => {
    client ??= startWalletConnectClient({
      ...parameters,
      storage: createSealedWalletConnectStorage(storage),
    }).then((started) => {
      // The wallet ended the session, or it expired: no longer connected.
      const ended = ({ topic }: { topic?: string }) => {
        if (topic !== undefined && topic === current?.topic) void forget();
      };
      started.on('session_delete', ended);
      started.on('session_expire', ended);
      return started;
    });
    client.catch(() => {
      client = undefined;
    });
    return client;
  };
  const toAccount = (address: string): WalletAccount =>
    Object.freeze({
      address,
      publicKey: new Uint8Array(getAddressEncoder().encode(address as Address)),
      chains: [chainIdOf()],
      features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
    }) as WalletAccount;
  /** Makes the session's accounts on `chain` the wallet's; none there is refused. */
  const adopt = async (session: WalletConnectSession, chain: string) => {
    const addresses = [
      ...new Set(
        (session.namespaces.solana?.accounts ?? [])
          .filter((account) => account.startsWith(`${chain}:`))
          .map((account) => account.slice(chain.length + 1)),
      ),
    ];
    if (addresses.length === 0) return false;
    current = session;
    await storage.setItem(WALLETCONNECT_SESSION_KEY, { topic: session.topic });
    setAccounts(addresses.map(toAccount));
    return true;
  };
  const restore = async () => {
    const saved = await storage.getItem<{ topic?: unknown }>(WALLETCONNECT_SESSION_KEY);
    if (typeof saved?.topic !== 'string') return;
    const started = await getClient();
    const session = started.session
      .getAll()
      .find((item) => item.topic === saved.topic && item.expiry * 1000 > Date.now());
    const chain = await walletConnectChainOf(parameters.getNetwork());
    if (!session || !(await adopt(session, chain))) await forget();
  };
  const propose = async (signal?: AbortSignal) => {
    const started = await getClient();
    const chain = await walletConnectChainOf(parameters.getNetwork());
    const chains = [...new Set([chain, ...Object.values(WALLETCONNECT_SOLANA_CHAINS)])];
    const session = await proposeWalletConnectSession(
      started,
      chains,
      signal,
      parameters.relayTimeoutMs,
    );
    if (await adopt(session, chain)) return;
    // Approved without an account on this network: ended at once, and said why.
    await started
      .disconnect({ topic: session.topic, reason: USER_DISCONNECTED })
      .catch(() => undefined);
    const wallet = session.peer.metadata.name || WALLETCONNECT_WALLET_NAME;
    throw session.namespaces.solana
      ? new LatchkeyError(LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN, {
          context: { wallet, chain: parameters.getNetwork().name },
        })
      : new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, { context: { wallet } });
  };
  /** One request in the current session, bounded, its failure typed. */
  const ask: WalletConnectAsk = async (method, params) =>
    askWalletConnect({ ...parameters, client: getClient, session: current }, method, params);
  return {
    version: '1.0.0',
    name: WALLETCONNECT_WALLET_NAME,
    icon: WALLETCONNECT_WALLET_ICON,
    get chains() {
      return [chainIdOf()];
    },
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean; signal?: AbortSignal }) {
          if (input?.silent) await restore();
          else if (!current) await propose(input?.signal);
          return { accounts };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          const session = current;
          await forget();
          if (!session) return;
          const started = await getClient();
          await started
            .disconnect({ topic: session.topic, reason: USER_DISCONNECTED })
            .catch(() => undefined); // ended here either way; the wallet may be gone
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (change: { accounts: readonly WalletAccount[] }) => void) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      ...walletConnectSigningFeatures(ask, () => current),
    },
  };
}
