import type { Config } from '@latchkey/core';
import type { Address, Chain, LocalAccount, PublicClient, Transport, WalletClient } from 'viem';
import type { LatchkeyEip1193Provider } from './eip1193-provider.js';

/**
 * What the bridge holds: the connected EVM account (if any) and the selected EVM chain.
 *
 * @example
 * ```ts
 * const { address, chainId }: EvmBridgeState = bridge.getState();
 * ```
 */
export interface EvmBridgeState {
  readonly address: Address | undefined;
  readonly chainId: number;
}

/**
 * What `createEvmBridge` returns: the connected EVM account and chain, and clients over them.
 *
 * @example
 * ```ts
 * const bridge: EvmBridge = createEvmBridge({ config, embeddedWallet, chains: [mainnet] });
 * const balance = await bridge.getPublicClient().getBalance({ address });
 * ```
 */
export interface EvmBridge {
  readonly chains: readonly [Chain, ...Chain[]];
  getState(): EvmBridgeState;
  subscribe(listener: (state: EvmBridgeState, previous: EvmBridgeState) => void): () => void;
  /** The selected chain. */
  getChain(): Chain;
  /** The connected EVM account as a viem account, or undefined while none is connected. */
  getAccount(): LocalAccount<'latchkey'> | undefined;
  /** A public client (multicall-batched reads) for a chain; default the selected one. */
  getPublicClient(chainId?: number): PublicClient<Transport, Chain>;
  /**
   * A wallet client that signs with the connected account through custody.
   *
   * @throws {LatchkeyError} 'No wallet is connected'.
   */
  getWalletClient(chainId?: number): WalletClient<Transport, Chain, LocalAccount>;
  /**
   * Selects a configured chain (remembered across reloads).
   *
   * @throws {LatchkeyError} 'Chain with id {id} not found'.
   */
  switchChain(chainId: number): Promise<Chain>;
  /** Disconnects the wallet in Latchkey (so both sides end). */
  disconnect(): Promise<void>;
  /** The bridge as an EIP-1193 provider (one per bridge). */
  getProvider(): LatchkeyEip1193Provider;
  /** Resolves once Latchkey has restored any stored connection. */
  ready(): Promise<void>;
  readonly logger: Config['logger'];
}
