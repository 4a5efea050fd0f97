import type { Chain } from 'viem';
import type { EvmBridge } from '../evm-bridge.js';

const warned = new WeakSet<EvmBridge>();

const describe = (chains: readonly Chain[]) =>
  chains.map((chain) => `${chain.name} (${chain.id})`).join(', ');

/**
 * Warns once per bridge, in the console (Latchkey's logger), when the EVM chains configured in
 * Latchkey and in the host's wagmi config differ, naming the chains on each side only.
 *
 * @example
 * ```ts
 * warnOnChainMismatch(bridge, wagmiConfig.chains);
 * // [latchkey] The EVM chains configured in Latchkey and in wagmi differ. Only in Latchkey: Sepolia (11155111). Only in wagmi: Base (8453).
 * ```
 */
export function warnOnChainMismatch(bridge: EvmBridge, wagmiChains: readonly Chain[]): boolean {
  const wagmiIds = new Set(wagmiChains.map((chain) => chain.id));
  const latchkeyIds = new Set(bridge.chains.map((chain) => chain.id));
  const onlyLatchkey = bridge.chains.filter((chain) => !wagmiIds.has(chain.id));
  const onlyWagmi = wagmiChains.filter((chain) => !latchkeyIds.has(chain.id));
  if (onlyLatchkey.length === 0 && onlyWagmi.length === 0) return false;
  if (warned.has(bridge)) return true;
  warned.add(bridge);
  const parts = ['The EVM chains configured in Latchkey and in wagmi differ.'];
  if (onlyLatchkey.length) parts.push(`Only in Latchkey: ${describe(onlyLatchkey)}.`);
  if (onlyWagmi.length) parts.push(`Only in wagmi: ${describe(onlyWagmi)}.`);
  bridge.logger.warn(parts.join(' '));
  return true;
}
