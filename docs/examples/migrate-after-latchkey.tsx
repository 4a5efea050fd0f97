// After: the same app on Latchkey.
import { createConfig, solanaMainnet } from '@latchkey/core';
import { buildSolTransfer, createSolanaConnection } from '@latchkey/core/transactions';
import {
  ConnectButton,
  LatchkeyProvider,
  TransactionProgress,
  useNetwork,
  useSendTransaction,
  useWallet,
} from '@latchkey/react';
import '@latchkey/react/styles.css';

const config = createConfig({ appName: 'Acme', networks: [solanaMainnet()] });

function SendTip() {
  const { address } = useWallet();
  const { network } = useNetwork();
  const sending = useSendTransaction();
  if (!address) return null;
  const send = async () => {
    const built = await buildSolTransfer({
      from: address,
      to: 'GZNm2UFGRHmMnuXu3Qd6MYvk1EiRi5nHxFzjXv6MYUwz',
      amount: '0.01', // a decimal string, exact: no floating-point lamports
      connection: createSolanaConnection(network),
    });
    await sending.sendTransaction(built); // signs, sends, confirms; stages in `sending`
  };
  return (
    <>
      <button type="button" onClick={() => void send().catch(() => undefined)}>
        Send 0.01 SOL
      </button>
      <TransactionProgress {...sending} />
    </>
  );
}

export function App() {
  return (
    <LatchkeyProvider config={config}>
      <ConnectButton />
      <SendTip />
    </LatchkeyProvider>
  );
}
