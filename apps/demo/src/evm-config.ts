import { createEvmBridge } from '@latchkey/evm';
import { latchkey } from '@latchkey/evm/wagmi';
import { QueryClient } from '@tanstack/react-query';
import { defineChain, http } from 'viem';
import { base, hardhat, sepolia } from 'viem/chains';
import { createConfig } from 'wagmi';
import { demoConfig, embeddedWallet } from './demo-config.js';

/** The sandbox's EVM node (chain 31337). */
export const sandboxEvmUrl = import.meta.env.VITE_LATCHKEY_EVM_URL ?? 'http://127.0.0.1:8545';

/** The sandbox's node as a viem chain. */
export const sandboxEvmChain = defineChain({
  ...hardhat,
  name: 'Sandbox EVM',
  rpcUrls: { default: { http: [sandboxEvmUrl] } },
});

/** Latchkey's EVM side: the embedded wallet's EVM account, on the sandbox node or Sepolia. */
export const evmBridge = createEvmBridge({
  config: demoConfig,
  embeddedWallet,
  chains: [sandboxEvmChain, sepolia],
});

/**
 * The host's own wagmi config, with Latchkey as its connector. `?evmChains=mismatch` configures
 * Base where Latchkey has Sepolia, to show the console warning.
 */
const mismatch = new URLSearchParams(location.search).get('evmChains') === 'mismatch';
export const wagmiConfig = createConfig({
  chains: [sandboxEvmChain, mismatch ? base : sepolia],
  connectors: [latchkey({ bridge: evmBridge })],
  multiInjectedProviderDiscovery: false,
  transports: {
    [sandboxEvmChain.id]: http(sandboxEvmUrl),
    [sepolia.id]: http(),
    [base.id]: http(),
  },
});

/** wagmi's hooks run on TanStack Query. */
export const queryClient = new QueryClient();
