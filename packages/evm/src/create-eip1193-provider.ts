import { createEmitter, isLatchkeyError, isUserCancellation } from '@latchkey/core';
import {
  type Address,
  type Hex,
  isAddressEqual,
  ProviderDisconnectedError,
  RpcError,
  SwitchChainError,
  type TypedDataDefinition,
  toHex,
  UnauthorizedProviderError,
  UserRejectedRequestError,
} from 'viem';
import type { Eip1193Events, LatchkeyEip1193Provider } from './eip1193-provider.js';
import type { EvmBridge } from './evm-bridge.js';
import { fromRpcTransaction, type RpcTransaction } from './from-rpc-transaction.js';

/**
 * The bridge's account as an EIP-1193 provider, for anything that speaks `window.ethereum`:
 * accounts, chain id and switching, `personal_sign`, `eth_signTypedData_v4`,
 * `eth_signTransaction` and `eth_sendTransaction` (each signed through custody); every other
 * method goes to the selected chain's RPC. Errors carry EIP-1193 codes (4001 a dismissed
 * prompt, 4100 nothing connected, 4902 an unknown chain).
 *
 * @example
 * ```ts
 * const provider = createEip1193Provider(bridge);
 * const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as Address[];
 * await provider.request({ method: 'personal_sign', params: [toHex('hello'), address] });
 * ```
 */
export function createEip1193Provider(bridge: EvmBridge): LatchkeyEip1193Provider {
  const emitter = createEmitter<Eip1193Events>();
  bridge.subscribe((state, previous) => {
    if (state.address !== previous.address) {
      emitter.emit('accountsChanged', state.address ? [state.address] : []);
      if (state.address && !previous.address) {
        emitter.emit('connect', { chainId: toHex(state.chainId) });
      }
      if (!state.address) emitter.emit('disconnect', new ProviderDisconnectedError(new Error('')));
    }
    if (state.chainId !== previous.chainId) emitter.emit('chainChanged', toHex(state.chainId));
  });

  const account = (from?: unknown) => {
    const connected = bridge.getAccount();
    if (!connected) {
      throw new UnauthorizedProviderError(
        new Error('Connect an embedded wallet in Latchkey first'),
      );
    }
    if (typeof from === 'string' && !isAddressEqual(from as Address, connected.address)) {
      throw new UnauthorizedProviderError(new Error(`${from} is not the connected account`));
    }
    return connected;
  };

  const handle = async ({ method, params }: { method: string; params?: unknown }) => {
    const list = (Array.isArray(params) ? params : []) as unknown[];
    switch (method) {
      case 'eth_accounts': {
        const { address } = bridge.getState();
        return address ? [address] : [];
      }
      case 'eth_requestAccounts':
        return [account().address];
      case 'eth_chainId':
        return toHex(bridge.getState().chainId);
      case 'personal_sign':
        return account(list[1]).signMessage({ message: { raw: list[0] as Hex } });
      case 'eth_signTypedData_v4': {
        const json = list[1];
        const typedData = (
          typeof json === 'string' ? JSON.parse(json) : json
        ) as TypedDataDefinition;
        return account(list[0]).signTypedData(typedData);
      }
      case 'eth_signTransaction': {
        const { from, ...request } = fromRpcTransaction(list[0] as RpcTransaction);
        account(from);
        const client = bridge.getWalletClient();
        const prepared = await client.prepareTransactionRequest(request as never);
        return client.signTransaction(prepared as never);
      }
      case 'eth_sendTransaction': {
        const { from, ...request } = fromRpcTransaction(list[0] as RpcTransaction);
        account(from);
        return bridge.getWalletClient().sendTransaction(request as never);
      }
      case 'wallet_switchEthereumChain': {
        const { chainId } = (list[0] ?? {}) as { chainId?: string };
        try {
          await bridge.switchChain(Number(chainId));
        } catch (error) {
          throw new SwitchChainError(error as Error);
        }
        return null;
      }
      default:
        return bridge.getPublicClient().request({ method, params } as never);
    }
  };

  return {
    async request(args) {
      try {
        return await handle(args as { method: string; params?: unknown });
      } catch (error) {
        if (error instanceof RpcError) throw error;
        if (isUserCancellation(error)) throw new UserRejectedRequestError(error as Error);
        if (isLatchkeyError(error))
          throw new RpcError(error, { code: -32603, shortMessage: error.message });
        throw error;
      }
    },
    on: (event, listener) => {
      emitter.on(event, listener);
    },
    removeListener: (event, listener) => emitter.off(event, listener),
  };
}
