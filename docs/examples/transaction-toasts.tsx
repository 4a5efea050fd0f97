import { solToLamports } from '@latchkey/core';
import { buildSolTransfer, createSolanaConnection } from '@latchkey/core/transactions';
import {
  createTransactionToasts,
  TransactionToasts,
  useNetwork,
  useSendTransaction,
  useWallet,
} from '@latchkey/react';

// One store for the whole app, created once, outside rendering.
const toasts = createTransactionToasts();

export function TipButton({ to, amount }: { to: string; amount: string }) {
  const { address } = useWallet();
  const { network } = useNetwork();
  const { sendTransaction } = useSendTransaction();
  if (!address) return null;
  const tip = () =>
    toasts.track(
      async (onProgress) => {
        // Built inside, so Retry gets a fresh blockhash.
        const connection = createSolanaConnection(network);
        const built = await buildSolTransfer({ from: address, to, amount, connection });
        return sendTransaction({ ...built, onProgress });
      },
      // The title is written in the user's language: 'Send 0.01 SOL', '0,01 SOL senden'.
      { amount: { value: solToLamports(amount), decimals: 9, symbol: 'SOL' } },
    );
  return (
    <button type="button" onClick={() => void tip().catch(() => undefined)}>
      Tip {amount} SOL
    </button>
  );
}

// Once, inside the LatchkeyProvider: the stack at the bottom-right (full width on a phone).
export function AppToasts() {
  return <TransactionToasts store={toasts} />;
}
