// Connect with @solana/wallet-adapter-react + -react-ui + web3.js v1 (Wallet Standard wallets
// are detected; Solana Mobile's adapter is built in).
import { ConnectionProvider, useWallet, WalletProvider } from '@solana/wallet-adapter-react';
import { WalletModalProvider, WalletMultiButton } from '@solana/wallet-adapter-react-ui';
import '@solana/wallet-adapter-react-ui/styles.css';
import { clusterApiUrl } from '@solana/web3.js';

function Address() {
  const { publicKey } = useWallet();
  return <p>{publicKey?.toBase58() ?? 'Not connected'}</p>;
}

export function App() {
  return (
    <ConnectionProvider endpoint={clusterApiUrl('mainnet-beta')}>
      <WalletProvider wallets={[]} autoConnect>
        <WalletModalProvider>
          <WalletMultiButton />
          <Address />
        </WalletModalProvider>
      </WalletProvider>
    </ConnectionProvider>
  );
}
