import { createConfig, sendTransaction, solanaMainnet } from '@latchkey/core';
import { createProductApiClient } from '@latchkey/core/product-api/client';
import { buildSolTransfer } from '@latchkey/core/transactions';

// Your @latchkey/server pays the network fee of every unsigned transaction sent on mainnet: it
// puts its fee payer in front, the wallet signs, the server signs last. The SDK checks both answers.
export const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet({ rpcUrl: 'https://rpc.acme.example' })],
  sponsorship: {
    client: createProductApiClient({ environmentId: 'env_acme_production' }),
    networks: [101], // the default: mainnet
  },
});

export async function sendSponsoredTip(from: string, to: string) {
  const connection = await config.getConnection();
  const built = await buildSolTransfer({ from, to, amount: '0.01', connection });
  // `sponsored` says who paid; `sponsor: false` has the wallet pay for this one send.
  const { signature, sponsored } = await sendTransaction(config, built);
  return { signature, sponsored };
}
