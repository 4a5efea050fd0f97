import {
  createConfig as createLatchkeyConfig,
  solanaMainnet,
  walletStandard,
} from '@latchkey/core';
import { createEmbeddedWallet } from '@latchkey/core/embedded';
import { createProductApiClient } from '@latchkey/core/product-api/client';
import { createEvmBridge, estimateEvmFee, waitForEvmReceipt } from '@latchkey/evm';
import { latchkey } from '@latchkey/evm/wagmi';
import { http, parseEther } from 'viem';
import { base, mainnet } from 'viem/chains';
import { createConfig } from 'wagmi';

const embeddedWallet = createEmbeddedWallet({
  appName: 'Acme',
  organizationId: 'your-parent-organization-id',
  productApi: createProductApiClient({ environmentId: 'env_acme' }),
});
const config = createLatchkeyConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  connectors: [walletStandard(), embeddedWallet.connectors],
});

// While an embedded wallet is connected, its EVM account is the bridge's account.
export const bridge = createEvmBridge({ config, embeddedWallet, chains: [mainnet, base] });

// The host's wagmi config: Latchkey is a connector like any other. Connect, chain switches and
// disconnects flow both ways; differing chain lists get one console warning.
export const wagmiConfig = createConfig({
  chains: [mainnet, base],
  connectors: [latchkey({ bridge })],
  transports: { [mainnet.id]: http(), [base.id]: http() },
});

// Without wagmi: viem clients whose account signs through custody.
export async function sendTip() {
  const to = '0x000000000000000000000000000000000000dEaD';
  const { total } = await estimateEvmFee(bridge.getPublicClient(base.id), {
    account: bridge.getAccount()?.address ?? to,
    to,
    value: parseEther('0.001'),
  }); // gas × (base fee × 1.2 + priority fee) + Base's layer-1 fee, in wei
  const hash = await bridge.getWalletClient(base.id).sendTransaction({
    to,
    value: parseEther('0.001'),
  });
  return { total, receipt: await waitForEvmReceipt(bridge.getPublicClient(base.id), hash) };
}
