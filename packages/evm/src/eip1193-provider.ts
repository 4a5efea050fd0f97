import type { Address, EIP1193Parameters, Hex, ProviderRpcError } from 'viem';

/**
 * Events an EIP-1193 provider emits.
 *
 * @example
 * ```ts
 * const onAccounts = (accounts: Eip1193Events['accountsChanged']) => console.log(accounts);
 * ```
 */
export type Eip1193Events = {
  accountsChanged: Address[];
  chainChanged: Hex;
  connect: { chainId: Hex };
  disconnect: ProviderRpcError;
};

/**
 * A minimal EIP-1193 provider: `request`, `on`, `removeListener`.
 *
 * @example
 * ```ts
 * const provider: LatchkeyEip1193Provider = bridge.getProvider();
 * provider.on('chainChanged', (chainId) => console.log(chainId));
 * ```
 */
export interface LatchkeyEip1193Provider {
  request(args: EIP1193Parameters): Promise<unknown>;
  on<TEvent extends keyof Eip1193Events>(
    event: TEvent,
    listener: (payload: Eip1193Events[TEvent]) => void,
  ): void;
  removeListener<TEvent extends keyof Eip1193Events>(
    event: TEvent,
    listener: (payload: Eip1193Events[TEvent]) => void,
  ): void;
}
