import { createEmitter, isLatchkeyError, isUserCancellation } from '@latchkey/core';
import {
  type Address,
  type EIP1193Parameters,
  type Hex,
  hexToBigInt,
  hexToNumber,
  isAddressEqual,
  ProviderDisconnectedError,
  type ProviderRpcError,
  RpcError,
  SwitchChainError,
  type TransactionRequest,
  type TypedDataDefinition,
  toHex,
  UnauthorizedProviderError,
  UserRejectedRequestError,
} from 'viem';
import type { EvmBridge } from './create-evm-bridge.js';

/** Events an EIP-1193 provider emits. */
export type Eip1193Events = {
  accountsChanged: Address[];
  chainChanged: Hex;
  connect: { chainId: Hex };
  disconnect: ProviderRpcError;
};

/** A minimal EIP-1193 provider: `request`, `on`, `removeListener`. */
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

type RpcTransaction = Partial<Record<string, string>> & { from?: Address; to?: Address };

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

const QUANTITIES = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const;

/** A JSON-RPC transaction (hex quantities) as a viem request (bigints). */
function fromRpcTransaction(transaction: RpcTransaction): TransactionRequest & { from?: Address } {
  const request: Record<string, unknown> = {};
  if (transaction.from) request.from = transaction.from;
  if (transaction.to) request.to = transaction.to;
  if (transaction.data ?? transaction.input) request.data = transaction.data ?? transaction.input;
  for (const field of QUANTITIES) {
    const value = transaction[field];
    if (value !== undefined) request[field] = hexToBigInt(value as Hex);
  }
  if (transaction.nonce !== undefined) request.nonce = hexToNumber(transaction.nonce as Hex);
  return request as TransactionRequest & { from?: Address };
}
