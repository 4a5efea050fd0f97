// Several embedded wallets: add one, name it, and choose which one signs.
import { connect, createConfig, solanaMainnet } from '@latchkey/core';
import { createEmbeddedWallet } from '@latchkey/core/embedded';
import { createProductApiClient } from '@latchkey/core/product-api/client';
import { useConnect, useEmbeddedWallet, useWallet } from '@latchkey/react';

const embeddedWallet = createEmbeddedWallet({
  appName: 'Acme',
  organizationId: 'your-parent-organization-id',
  productApi: createProductApiClient({ environmentId: 'env_acme' }),
});
const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  connectors: [embeddedWallet.connectors],
});

// Without React: a new wallet with its own seed, then its connector made the active one.
export async function addSavings(): Promise<string> {
  const savings = await embeddedWallet.addWallet({ name: 'Savings' });
  await connect(config, { connector: `embedded:${savings.address}` });
  return savings.address;
}

// With React: the user's embedded wallets are connectors of type 'embedded'.
export function WalletSwitcher() {
  const { wallets, connect: use } = useConnect();
  const { address } = useWallet();
  const { addWallet } = useEmbeddedWallet();
  return (
    <ul>
      {wallets
        .filter((wallet) => wallet.type === 'embedded')
        .map((wallet) => (
          <li key={wallet.id}>
            {wallet.name}
            {wallet.id === `embedded:${address}` ? (
              ' (in use)'
            ) : (
              <button type="button" onClick={() => void use(wallet.id)}>
                Use
              </button>
            )}
          </li>
        ))}
      <li>
        <button type="button" onClick={() => void addWallet({ name: 'Trading' })}>
          Add a wallet
        </button>
      </li>
    </ul>
  );
}
