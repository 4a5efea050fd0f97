// Before: the same app on @solana/wallet-adapter-react + -react-ui + web3.js v1.
import { WalletAdapterNetwork } from '@solana/wallet-adapter-base';
import {
  ConnectionProvider,
  useConnection,
  useWallet,
  WalletProvider,
} from '@solana/wallet-adapter-react';
import { WalletModalProvider, WalletMultiButton } from '@solana/wallet-adapter-react-ui';
import '@solana/wallet-adapter-react-ui/styles.css';
import {
  clusterApiUrl,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { useState } from 'react';

function SendTip() {
  const { connection } = useConnection();
  const { publicKey, sendTransaction } = useWallet();
  const [status, setStatus] = useState('');
  if (!publicKey) return null;
  const send = async () => {
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: publicKey,
        toPubkey: new PublicKey('GZNm2UFGRHmMnuXu3Qd6MYvk1EiRi5nHxFzjXv6MYUwz'),
        lamports: 0.01 * LAMPORTS_PER_SOL,
      }),
    );
    const {
      context: { slot: minContextSlot },
      value: { blockhash, lastValidBlockHeight },
    } = await connection.getLatestBlockhashAndContext();
    setStatus('signing');
    const signature = await sendTransaction(transaction, connection, { minContextSlot });
    setStatus('confirming');
    await connection.confirmTransaction({ blockhash, lastValidBlockHeight, signature });
    setStatus('confirmed');
  };
  return (
    <button type="button" onClick={() => void send().catch((error) => setStatus(String(error)))}>
      Send 0.01 SOL {status}
    </button>
  );
}

export function App() {
  return (
    <ConnectionProvider endpoint={clusterApiUrl(WalletAdapterNetwork.Mainnet)}>
      <WalletProvider wallets={[]} autoConnect>
        <WalletModalProvider>
          <WalletMultiButton />
          <SendTip />
        </WalletModalProvider>
      </WalletProvider>
    </ConnectionProvider>
  );
}
