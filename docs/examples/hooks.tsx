import { buildSolTransfer, createSolanaConnection } from '@latchkey/core/transactions';
import {
  TransactionProgress,
  useBalance,
  useConnect,
  useDisconnect,
  useNetwork,
  useSendTransaction,
  useWallet,
} from '@latchkey/react';

// A wallet menu drawn entirely by the host (headless): Latchkey's hooks, the host's markup.
export function WalletMenu() {
  const { wallets, connect, error: connectError, isPending } = useConnect();
  const { isConnected, address, wallet } = useWallet();
  const { disconnect } = useDisconnect();
  const { sol } = useBalance(); // the connected address on the selected network
  const { network, networks, switchNetwork } = useNetwork();
  const sending = useSendTransaction();

  if (!isConnected || !address) {
    return (
      <ul>
        {wallets.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              disabled={isPending}
              // A dismissed prompt rejects quietly: `connectError` stays empty.
              onClick={() => void connect(option.id).catch(() => undefined)}
            >
              {option.name}
            </button>
          </li>
        ))}
        {connectError ? <li role="alert">{connectError.message}</li> : null}
      </ul>
    );
  }

  const sendTip = async () => {
    const connection = createSolanaConnection(network);
    const built = await buildSolTransfer({
      from: address,
      to: 'GZNm2UFGRHmMnuXu3Qd6MYvk1EiRi5nHxFzjXv6MYUwz',
      amount: '0.01',
      connection,
    });
    await sending.sendTransaction({
      transaction: built.transaction,
      lastValidBlockHeight: built.lastValidBlockHeight,
    });
  };

  return (
    <div>
      <p>
        {wallet?.name}: {address} — {sol ?? '…'} SOL
      </p>
      <select
        value={network.networkId}
        onChange={(event) => void switchNetwork(Number(event.target.value))}
      >
        {networks.map((candidate) => (
          <option key={candidate.networkId} value={candidate.networkId}>
            {candidate.name}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => void sendTip().catch(() => undefined)}>
        Send 0.01 SOL
      </button>
      <button type="button" onClick={() => void disconnect()}>
        Disconnect
      </button>
      {/* signing → sending → confirming → confirmed | failed, with the explorer link */}
      <TransactionProgress {...sending} variant="toast" onDismiss={sending.reset} />
    </div>
  );
}
