// WalletConnect for Solana with wallet-adapter: its WalletConnect adapter.
import { WalletAdapterNetwork } from '@solana/wallet-adapter-base';
import { WalletConnectWalletAdapter } from '@solana/wallet-adapter-walletconnect';

export const adapter = new WalletConnectWalletAdapter({
  network: WalletAdapterNetwork.Mainnet,
  options: { projectId: 'acme' },
});
