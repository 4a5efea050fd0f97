'use client';
import { buildSolTransfer } from '@latchkey/core/transactions';
import {
  useBalance,
  useConfig,
  useConnection,
  useSendTransaction,
  useSignMessage,
  useWallet,
} from '@latchkey/react';
import { getBase58Decoder } from '@solana/kit';
import { useId, useState } from 'react';

/** What one press of Send moves. */
const AMOUNT_SOL = '0.01';

/**
 * What the connected wallet can do on the page: sign a message and send 0.01 SOL, each showing
 * its signature. The server renders its disconnected state.
 *
 * @example
 * ```tsx
 * <LatchkeyProvider config={config}><WalletPanel /></LatchkeyProvider>
 * ```
 */
export function WalletPanel() {
  const { address, isConnected } = useWallet();
  const { sol } = useBalance();
  const connection = useConnection();
  const { sponsorship } = useConfig();
  const signing = useSignMessage();
  const sending = useSendTransaction();
  const [message, setMessage] = useState('Hello from Acme');
  const [recipient, setRecipient] = useState('');
  const [appPaysFee, setAppPaysFee] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const messageId = useId();
  const recipientId = useId();

  if (!isConnected || !address) {
    return <p>Connect a wallet to sign a message and send SOL.</p>;
  }

  const send = async () => {
    setSendError(undefined);
    if (!connection) return;
    try {
      const built = await buildSolTransfer({
        from: address,
        to: recipient,
        amount: AMOUNT_SOL,
        connection,
      });
      await sending.sendTransaction({
        transaction: built.transaction,
        lastValidBlockHeight: built.lastValidBlockHeight,
        sponsor: appPaysFee,
      });
    } catch (error) {
      setSendError((error as Error).message);
    }
  };

  return (
    <section aria-label="Your wallet">
      <p>
        Signed in as <code data-testid="wallet-address">{address}</code>, balance{' '}
        <output data-testid="wallet-balance">{sol === undefined ? '…' : `${sol} SOL`}</output>
      </p>

      <h2>Sign a message</h2>
      <label htmlFor={messageId}>Message</label>
      <input
        id={messageId}
        type="text"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <p>
        <button type="button" onClick={() => void signing.signMessage(message).catch(() => {})}>
          Sign message
        </button>
      </p>
      {signing.data ? (
        <p>
          Signature:{' '}
          <code data-testid="message-signature">
            {getBase58Decoder().decode(signing.data.signature)}
          </code>
        </p>
      ) : null}
      {signing.error ? <p role="alert">{signing.error.message}</p> : null}

      <h2>Send {AMOUNT_SOL} SOL</h2>
      <label htmlFor={recipientId}>To</label>
      <input
        id={recipientId}
        type="text"
        placeholder="Solana address"
        value={recipient}
        onChange={(event) => setRecipient(event.target.value)}
      />
      {sponsorship ? (
        <label>
          <input
            type="checkbox"
            checked={appPaysFee}
            onChange={(event) => setAppPaysFee(event.target.checked)}
          />{' '}
          Let the app pay the network fee
        </label>
      ) : null}
      <p>
        <button type="button" disabled={!connection} onClick={() => void send()}>
          Send {AMOUNT_SOL} SOL
        </button>{' '}
        <output data-testid="send-stage">{sending.stage ?? 'idle'}</output>
      </p>
      {sending.signature ? (
        <p>
          Transaction: <code data-testid="send-signature">{sending.signature}</code>
        </p>
      ) : null}
      {sendError ? <p role="alert">{sendError}</p> : null}
    </section>
  );
}
