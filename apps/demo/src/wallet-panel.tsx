import { isUserCancellation, SOL_DECIMALS } from '@latchkey/core';
import { buildSolTransfer } from '@latchkey/core/transactions';
import {
  useBalance,
  useConnection,
  useNetwork,
  useSendTransaction,
  useSignMessage,
  useWallet,
} from '@latchkey/react';
import {
  getBase58Decoder,
  getPublicKeyFromAddress,
  address as toAddress,
  verifySignature,
} from '@solana/kit';
import { useId, useState } from 'react';
import { ApprovalExamples } from './approval-examples.js';
import { buildThenSend } from './build-then-send.js';
import { toastAmount } from './toast-amount.js';
import { WalletTokens } from './wallet-tokens.js';

/** What the connected wallet can do in the demo: balance, sign a message, send SOL and tokens. */
export function WalletPanel() {
  const walletState = useWallet();
  const { address, wallet, isConnected } = walletState;
  const { network } = useNetwork();
  const { sol, refetch } = useBalance();
  const signing = useSignMessage();
  const sending = useSendTransaction();
  const [message, setMessage] = useState('Hello from the Latchkey demo');
  const [verified, setVerified] = useState<boolean>();
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('0.01');
  const [sendError, setSendError] = useState<string>();
  const [signedCount, setSignedCount] = useState<number>();
  const [appPaysFee, setAppPaysFee] = useState(false);
  const messageId = useId();
  const recipientId = useId();
  const amountId = useId();
  const sponsorId = useId();
  const connection = useConnection();

  if (!isConnected || !address || !connection) {
    return (
      <section aria-labelledby="wallet-title" className="demo-card">
        <h2 id="wallet-title">Your wallet</h2>
        <p className="demo-card-desc">Connect a wallet to sign and send.</p>
      </section>
    );
  }

  const sign = async () => {
    setVerified(undefined);
    const result = await signing.signMessage(message).catch(() => undefined);
    if (!result) return;
    const key = await getPublicKeyFromAddress(toAddress(address));
    setVerified(await verifySignature(key, result.signature as never, result.signedMessage));
  };

  const airdrop = async () => {
    await connection.rpc.requestAirdrop(toAddress(address), 1_000_000_000n as never).send();
    for (let tries = 0; tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { value } = await connection.rpc.getBalance(toAddress(address)).send();
      if (value > 0n) break;
    }
    refetch();
  };

  const signOnly = async (count: number) => {
    setSendError(undefined);
    setSignedCount(undefined);
    const { connector } = walletState;
    if (!connector) return;
    try {
      const built = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          buildSolTransfer({
            from: address,
            to: recipient || address,
            amount: `0.00${i + 1}`,
            connection,
          }),
        ),
      );
      const transactions = built.map((transfer) => transfer.transaction);
      const signed =
        count === 1
          ? [await connector.signTransaction(transactions[0] as Uint8Array)]
          : await connector.signAllTransactions(transactions);
      setSignedCount(signed.length);
    } catch (error) {
      // Rejected in the wallet: a choice, not a failure.
      if (!isUserCancellation(error)) setSendError((error as Error).message);
    }
  };

  const send = async () => {
    setSendError(undefined);
    const transfer = { from: address, to: recipient, amount, connection };
    const sponsor = appPaysFee;
    const problem = await buildThenSend({
      build: () => buildSolTransfer(transfer),
      send: (built, onProgress) =>
        sending.sendTransaction({
          transaction: built.transaction,
          lastValidBlockHeight: built.lastValidBlockHeight,
          sponsor,
          onProgress,
        }),
      toast: toastAmount(amount, SOL_DECIMALS, 'SOL'),
      toastSaysIt: () => Boolean(sending.error),
    });
    if (problem) setSendError(problem);
  };

  return (
    <section aria-labelledby="wallet-title" className="demo-card">
      <h2 id="wallet-title">Your wallet</h2>
      <div className="demo-facts">
        <p className="demo-fact">
          <span className="demo-fact-name">{wallet?.name}:</span>{' '}
          <code data-testid="wallet-address">{address}</code>
        </p>
        <p className="demo-fact">
          <span className="demo-fact-name">Balance:</span>{' '}
          <output data-testid="wallet-balance">{sol === undefined ? '…' : `${sol} SOL`}</output>{' '}
          {network.cluster === 'localnet' ? (
            <button
              type="button"
              className="demo-button demo-button--small demo-fact-action"
              onClick={() => void airdrop()}
            >
              Airdrop 1 SOL
            </button>
          ) : null}
        </p>
      </div>
      <h3>Sign a message</h3>
      <div className="demo-row">
        <div className="demo-field">
          <label htmlFor={messageId}>Message</label>
          <input
            id={messageId}
            className="demo-input"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <button type="button" className="demo-button" onClick={() => void sign()}>
          Sign message
        </button>
      </div>
      {signing.data ? (
        <p className="demo-result">
          Signature:{' '}
          <code data-testid="message-signature">
            {getBase58Decoder().decode(signing.data.signature)}
          </code>{' '}
          <output data-testid="message-verified">
            {verified === undefined ? '…' : verified ? 'verified' : 'invalid'}
          </output>
        </p>
      ) : null}
      {signing.error ? (
        <p role="alert" data-testid="message-error">
          {signing.error.message}
        </p>
      ) : null}
      <h3>Send SOL</h3>
      <div className="demo-row">
        <div className="demo-field">
          <label htmlFor={recipientId}>To</label>
          <input
            id={recipientId}
            className="demo-input"
            placeholder="Solana address"
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
          />
        </div>
        <div className="demo-field demo-field--narrow">
          <label htmlFor={amountId}>Amount (SOL)</label>
          <input
            id={amountId}
            className="demo-input"
            value={amount}
            inputMode="decimal"
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
      </div>
      <p>
        <label htmlFor={sponsorId} className="demo-check">
          <input
            id={sponsorId}
            type="checkbox"
            checked={appPaysFee}
            onChange={(event) => setAppPaysFee(event.target.checked)}
          />{' '}
          Let the app pay the network fee
        </label>
      </p>
      <div className="demo-actions">
        <button
          type="button"
          className="demo-button demo-button--primary"
          onClick={() => void send()}
        >
          Send with wallet
        </button>
        <button type="button" className="demo-button" onClick={() => void signOnly(1)}>
          Sign transaction
        </button>
        <button type="button" className="demo-button" onClick={() => void signOnly(2)}>
          Sign two transactions
        </button>
      </div>
      {signedCount ? (
        <p className="demo-result" data-testid="signed-count">
          Signed {signedCount}
        </p>
      ) : null}
      {sending.data ? (
        <p className="demo-meta" data-testid="wallet-send-fee">
          Network fee: {sending.data.sponsored ? 'paid by the app' : 'paid from your wallet'}
        </p>
      ) : null}
      <p className="demo-meta">
        Stage: <output data-testid="wallet-send-stage">{sending.stage ?? 'idle'}</output>
        {sending.signature ? (
          <>
            {' '}
            <code data-testid="wallet-send-signature">{sending.signature}</code>
          </>
        ) : null}
      </p>
      {sending.error || sendError ? (
        <p role="alert" data-testid="wallet-send-error">
          {sending.error?.message ?? sendError}
        </p>
      ) : null}
      <WalletTokens
        address={address}
        connection={connection}
        localnet={network.cluster === 'localnet'}
      />
      {network.cluster === 'localnet' ? <ApprovalExamples /> : null}
    </section>
  );
}
