import {
  type Config,
  createStore,
  LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
  LatchkeyError,
  type Store,
} from '@latchkey/core';
import {
  type Address,
  type Chain,
  createWalletClient,
  getAddress,
  http,
  type LocalAccount,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { createEip1193Provider } from './create-eip1193-provider.js';
import { type EmbeddedEvmSigner, embeddedEvmAccount } from './create-embedded-evm-account.js';
import { createEvmPublicClient } from './create-evm-public-client.js';
import type { LatchkeyEip1193Provider } from './eip1193-provider.js';
import type { EvmBridge, EvmBridgeState } from './evm-bridge.js';

/** Parameters of {@link createEvmBridge}. */
export interface CreateEvmBridgeParameters {
  config: Config;
  /** The embedded wallet (`createEmbeddedWallet`) whose EVM account is bridged. */
  embeddedWallet: EmbeddedEvmSigner;
  /** The EVM chains the host supports; the first is the default. */
  chains: readonly [Chain, ...Chain[]];
  /** Per chain id; default `http()` on the chain's first RPC URL. */
  transports?: Readonly<Record<number, Transport>>;
}

/** Stored under `latchkey:evm:chainId`. */
const CHAIN_STORAGE_KEY = 'evm:chainId';

/**
 * Latchkey's EVM side: while an embedded wallet is connected, its secp256k1 account is the
 * connected EVM account; the selected EVM chain is kept (and remembered) here. Hosts read it
 * directly, through the EIP-1193 provider, or through the wagmi connector.
 *
 * @example
 * ```ts
 * const bridge = createEvmBridge({ config, embeddedWallet, chains: [mainnet, base] });
 * bridge.subscribe(({ address, chainId }) => console.log(address, chainId));
 * await bridge.switchChain(base.id);
 * const hash = await bridge.getWalletClient().sendTransaction({ to, value: 1n });
 * ```
 */
export function createEvmBridge(parameters: CreateEvmBridgeParameters): EvmBridge {
  const { config, embeddedWallet, chains } = parameters;
  const store: Store<EvmBridgeState> = createStore<EvmBridgeState>({
    address: undefined,
    chainId: chains[0].id,
  });

  const connectedEvmAddress = (): Address | undefined => {
    const { status, connectorId } = config.store.getState();
    if (status !== 'connected' || !connectorId?.startsWith('embedded:')) return undefined;
    const credential = embeddedWallet
      .getUser()
      ?.verifiedCredentials.find((candidate) => candidate.chain === 'evm');
    return credential ? getAddress(credential.address) : undefined;
  };
  const sync = () => store.setState({ address: connectedEvmAddress() });
  config.store.subscribe(sync);
  sync();
  // The remembered chain, unless the user switched before it was read back.
  let switched = false;
  void config.storage
    .getItem<number>(CHAIN_STORAGE_KEY)
    .then((stored) => {
      if (!switched && chains.some((chain) => chain.id === stored))
        store.setState({ chainId: stored as number });
    })
    .catch(() => undefined);

  const chainById = (chainId: number): Chain => {
    const chain = chains.find((candidate) => candidate.id === chainId);
    if (!chain) {
      throw new LatchkeyError(LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND, {
        context: { id: chainId },
      });
    }
    return chain;
  };
  const transportFor = (chain: Chain): Transport =>
    parameters.transports?.[chain.id] ?? http(chain.rpcUrls.default.http[0]);
  const publicClients = new Map<number, PublicClient<Transport, Chain>>();
  let account: LocalAccount<'latchkey'> | undefined;
  let provider: LatchkeyEip1193Provider | undefined;

  const bridge: EvmBridge = {
    chains,
    getState: store.getState,
    subscribe: store.subscribe,
    getChain: (): Chain => chainById(store.getState().chainId),
    getAccount(): LocalAccount<'latchkey'> | undefined {
      const { address } = store.getState();
      if (!address) return undefined;
      if (account?.address !== address) account = embeddedEvmAccount(embeddedWallet);
      return account;
    },
    getPublicClient(chainId = store.getState().chainId): PublicClient<Transport, Chain> {
      const chain = chainById(chainId);
      let client = publicClients.get(chain.id);
      if (!client) {
        client = createEvmPublicClient(chain, transportFor(chain));
        publicClients.set(chain.id, client);
      }
      return client;
    },
    getWalletClient(
      chainId = store.getState().chainId,
    ): WalletClient<Transport, Chain, LocalAccount> {
      const connected = bridge.getAccount();
      if (!connected) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
      const chain = chainById(chainId);
      return createWalletClient({ account: connected, chain, transport: transportFor(chain) });
    },
    async switchChain(chainId: number): Promise<Chain> {
      const chain = chainById(chainId);
      switched = true;
      store.setState({ chainId: chain.id });
      await config.storage.setItem(CHAIN_STORAGE_KEY, chain.id);
      return chain;
    },
    disconnect: (): Promise<void> => config.disconnect(),
    getProvider(): LatchkeyEip1193Provider {
      provider ??= createEip1193Provider(bridge);
      return provider;
    },
    ready: (): Promise<void> => config.restore(),
    logger: config.logger,
  };
  return bridge;
}
