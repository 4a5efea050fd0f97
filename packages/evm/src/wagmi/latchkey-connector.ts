import { LATCHKEY_ERROR__WALLET__NOT_CONNECTED, LatchkeyError } from '@latchkey/core';
import { createConnector } from '@wagmi/core';
import { type Address, getAddress, SwitchChainError } from 'viem';
import type { LatchkeyEip1193Provider } from '../eip1193-provider.js';
import type { EvmBridge, EvmBridgeState } from '../evm-bridge.js';
import { warnOnChainMismatch } from './warn-on-chain-mismatch.js';

/** Parameters of {@link latchkey}. */
export interface LatchkeyConnectorParameters {
  bridge: EvmBridge;
}

const accountsOf = (state: EvmBridgeState): readonly Address[] =>
  state.address ? [state.address] : [];

/**
 * A wagmi connector for Latchkey's EVM account. Both ways: a connect, account change, chain
 * switch or disconnect in Latchkey reaches wagmi, and wagmi's `switchChain` and `disconnect`
 * reach Latchkey. When Latchkey's EVM chains and wagmi's differ it warns once in the console.
 * Signing goes through custody: wagmi gets a viem client whose account is the embedded one.
 *
 * @example
 * ```ts
 * const bridge = createEvmBridge({ config, embeddedWallet, chains: [mainnet, base] });
 * const wagmiConfig = createConfig({
 *   chains: [mainnet, base],
 *   connectors: [latchkey({ bridge })],
 *   transports: { [mainnet.id]: http(), [base.id]: http() },
 * });
 * ```
 */
export function latchkey(parameters: LatchkeyConnectorParameters) {
  const { bridge } = parameters;
  return createConnector<LatchkeyEip1193Provider>((wagmi) => {
    let stop: (() => void) | undefined;
    // While wagmi itself disconnects, Latchkey's resulting change is not echoed back.
    let leaving = false;
    warnOnChainMismatch(bridge, wagmi.chains);
    return {
      id: 'latchkey',
      name: 'Latchkey',
      type: 'latchkey',
      async setup() {
        stop?.();
        stop = bridge.subscribe((state, previous) => {
          if (state.address && !previous.address) {
            wagmi.emitter.emit('connect', { accounts: [state.address], chainId: state.chainId });
            return;
          }
          if (!state.address && previous.address) {
            if (!leaving) wagmi.emitter.emit('disconnect');
            return;
          }
          if (state.address !== previous.address) {
            wagmi.emitter.emit('change', { accounts: accountsOf(state) });
          }
          if (state.address && state.chainId !== previous.chainId) {
            wagmi.emitter.emit('change', { chainId: state.chainId });
          }
        });
      },
      async connect(options = {}) {
        await bridge.ready();
        if (!bridge.getState().address) {
          throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
        }
        if (options.chainId && options.chainId !== bridge.getState().chainId) {
          await bridge.switchChain(options.chainId);
        }
        const state = bridge.getState();
        return { accounts: accountsOf(state), chainId: state.chainId } as never;
      },
      async disconnect() {
        leaving = true;
        try {
          await bridge.disconnect();
        } finally {
          leaving = false;
        }
      },
      getAccounts: async () => accountsOf(bridge.getState()),
      getChainId: async () => bridge.getState().chainId,
      getProvider: async () => bridge.getProvider(),
      getClient: async (options) => bridge.getWalletClient(options?.chainId),
      async isAuthorized() {
        await bridge.ready();
        return Boolean(bridge.getState().address);
      },
      async switchChain({ chainId }) {
        try {
          return await bridge.switchChain(chainId);
        } catch (error) {
          throw new SwitchChainError(error as Error);
        }
      },
      onAccountsChanged(accounts) {
        wagmi.emitter.emit('change', {
          accounts: accounts.map((account) => getAddress(account)),
        });
      },
      onChainChanged(chainId) {
        wagmi.emitter.emit('change', { chainId: Number(chainId) });
      },
      onDisconnect() {
        wagmi.emitter.emit('disconnect');
      },
    };
  });
}
