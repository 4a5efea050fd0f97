import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import { useWalletModal, WalletModalProvider } from '@solana/wallet-adapter-react-ui';
import '@solana/wallet-adapter-react-ui/styles.css';
import { clusterApiUrl } from '@solana/web3.js';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

function OpenModal() {
  const { setVisible } = useWalletModal();
  useEffect(() => setVisible(true), [setVisible]);
  return null;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConnectionProvider endpoint={clusterApiUrl('mainnet-beta')}>
    <WalletProvider wallets={[]}>
      <WalletModalProvider>
        <OpenModal />
      </WalletModalProvider>
    </WalletProvider>
  </ConnectionProvider>,
);
